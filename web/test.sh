#!/usr/bin/env bash
# Web client checks: generated protocol files are up to date, typecheck, unit
# tests, production build, then the end-to-end tests in headless Chromium
# against the real server binary.
#
# Needs: `npm ci` in web/ (done here when node_modules is missing) and Debian's
# chromium at /usr/bin/chromium (or CHROMIUM=/path). Honours CARGO_TARGET_DIR.
# Set SKIP_E2E=1 to stop after the build.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
target=${CARGO_TARGET_DIR:-$root/target}

echo "== web: generated protocol files match the Rust types"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cargo run -q --locked -p trickerion-server --features ts --example export_ts -- "$tmp/generated"
if ! diff -r web/src/generated "$tmp/generated"; then
  echo "web/src/generated is stale: run" >&2
  echo "  cargo run -p trickerion-server --features ts --example export_ts -- web/src/generated" >&2
  exit 1
fi

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
SERVER_BIN="$target/debug/trickerion-server" WEB_DIR="$root/web/dist" node --test tests/e2e/table.test.mjs
