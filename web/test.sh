#!/usr/bin/env bash
# Web client checks: typecheck, unit tests, production build, then the
# end-to-end tests in headless Chromium against the real server binary. (That the
# generated protocol files match the Rust types is a Rust test:
# crates/server/tests/generated_types.rs.)
#
# Needs: `npm ci` in web/ (done here when node_modules is missing) and Debian's
# chromium at /usr/bin/chromium (or CHROMIUM=/path). Honours CARGO_TARGET_DIR.
# Set SKIP_E2E=1 to stop after the build.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
target=${CARGO_TARGET_DIR:-$root/target}

cd web
[ -d node_modules ] || npm ci --no-audit --no-fund
echo "== web: typecheck"
npx tsc --noEmit
echo "== web: unit tests"
npx vitest run
echo "== web: build"
npx vite build --logLevel warn

[ "${SKIP_E2E:-0}" = 1 ] && exit 0
echo "== web: end-to-end (server + headless Chromium)"
cd "$root"
cargo build -q --locked -p trickerion-server
SERVER_BIN="$target/debug/trickerion-server" WEB_DIR="$root/web/dist" node --test --test-concurrency=1 tests/e2e/
