#!/usr/bin/env bash
# Runs every test of the project: the Rust workspace (rules, CLI, bots, server with
# SQLite and, when reachable, Postgres). `.ci/run` installs what this needs first.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== Rust workspace"
cargo test --workspace --locked
