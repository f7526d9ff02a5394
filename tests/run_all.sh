#!/usr/bin/env bash
# Runs every test of the project: the Rust workspace (rules, CLI, bots, server
# against SQLite and Postgres, generated client types), then the web client
# (typecheck, unit tests, build, end-to-end in headless Chromium).
# `.ci/run` installs what this needs first.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== Rust workspace"
cargo test --workspace --locked

echo "== Web client"
bash web/test.sh
