#!/usr/bin/env bash
# What read floods cost the players (docs/BENCHMARKS.md, "Read floods"): the
# same seeded game load on a spawned server (embedded SQLite) without a flood,
# under 50 clients asking for random game ids, and under 16 clients asking
# for past views of the games in play; each flood once with the default read
# allowance per address and once with it lifted (what the caches alone do).
# The floods connect from 127.0.0.2, the players from 127.0.0.1. Prints one
# line per run: the players' send -> ack p50/p99, commands/s, server CPU, and
# how the flood was answered.
#   usage: crates/loadgen/flood-bench.sh [SECONDS] [CONCURRENCY] [THINK_MS]
# RUNS picks the runs [default: all five]. Needs release builds (BIN, default
# target/release) and python3.
set -euo pipefail
D=${1:-35}; C=${2:-50}; THINK=${3:-200}
BIN=${BIN:-target/release}
OUT=${OUT:-/tmp/flood-bench}; mkdir -p "$OUT"
LIFT=(--server-env READ_RATE_PER_MIN=100000000 --server-env READ_BURST=100000000)
run() {
  local name=$1; shift
  "$BIN/trickerion-loadgen" --spawn-server "$BIN/trickerion-server" --games 1000000 \
    --concurrency "$C" --think-ms "$THINK" --warmup-secs 5 --duration-secs "$D" \
    --seed 7 --json "$@" > "$OUT/$name.json"
  python3 - "$name" "$OUT/$name.json" <<'PY'
import json, sys
name, path = sys.argv[1], sys.argv[2]
r = json.load(open(path))
a, f = r["ack_latency"], r.get("flood")
cpu = r["server_cpu_secs"] / max(r["elapsed_secs"] - r["warmup_secs"], 1e-9)
line = f"{name:<16} ack p50 {a['p50_ms']:6.2f} ms  p99 {a['p99_ms']:7.2f} ms  {r['commands_per_sec']:6.0f} cmd/s  server {cpu*100:4.0f}% of a core"
if f:
    line += (f"  | flood {f['requests']/1:.0f} req ({f['per_sec']:.0f}/s): {f['served']} served,"
             f" {f['not_found']} not found, {f['limited']} refused, {f['other']} other")
print(line)
PY
}
for r in ${RUNS:-baseline ids views ids-unlimited views-unlimited}; do
  case $r in
    baseline) run baseline ;;
    ids|views) run $r --flood $r ;;
    ids-unlimited|views-unlimited) run $r --flood ${r%-unlimited} "${LIFT[@]}" ;;
    *) echo "unknown run $r" >&2; exit 2 ;;
  esac
done
