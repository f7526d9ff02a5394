#!/usr/bin/env bash
# One load run against NODES server nodes on a fresh Postgres database on
# this machine (docs/BENCHMARKS.md, "Several nodes"): MODE `single` runs
# one node without NATS_URL, `cluster` runs NODES nodes
# joined by the NATS server at 127.0.0.1:4222. Prints commands per second,
# latencies, and the CPU of the nodes and of nats-server.
#   usage: crates/loadgen/cluster-bench.sh NODES single|cluster CONCURRENCY SECONDS [THINK_MS]
# Needs release builds (BIN, default target/release), psql and curl.
set -euo pipefail
N=$1; MODE=$2; C=$3; D=$4; THINK=${5:-0}
BIN=${BIN:-target/release}
OUT=${OUT:-/tmp/cluster-bench}; mkdir -p "$OUT"
DB=cbench_${MODE}_${N}_${C}_${THINK}
psql -q -h 127.0.0.1 -U postgres -c "DROP DATABASE IF EXISTS $DB" -c "CREATE DATABASE $DB"
URL=postgres://postgres@127.0.0.1:5432/$DB
PIDS=(); ADDRS=()
for i in $(seq 0 $((N-1))); do
  PORT=$((19100+i))
  env -i PATH=/usr/bin:/bin BIND_ADDR=127.0.0.1 PORT=$PORT DATABASE_URL=$URL RUST_LOG=error \
    WS_RATE_PER_SEC=100000 WS_RATE_BURST=100000 MAX_CONNECTIONS_PER_IP=1000000 \
    MAX_SPECTATORS_PER_GAME=1000000 CREATE_RATE_PER_MIN=1000000 CREATE_BURST=1000000 \
    WEB_DIR=/nonexistent \
    $( [ "$MODE" = cluster ] && echo "NATS_URL=nats://127.0.0.1:4222 NODE_ID=bench-$i" ) \
    $BIN/trickerion-server >$OUT/node$i.log 2>&1 &
  PIDS+=($!); ADDRS+=(127.0.0.1:$PORT)
done
for a in "${ADDRS[@]}"; do
  for _ in $(seq 100); do curl -sf http://$a/healthz >/dev/null && break; sleep 0.1; done
done
cpu() { local t=0; for p in "${PIDS[@]}"; do set -- $(cut -d')' -f2 /proc/$p/stat); t=$((t + ${12} + ${13})); done; echo $t; }
NATSPID=$(pgrep -x nats-server | head -1)
ncpu() { set -- $(cut -d')' -f2 /proc/$NATSPID/stat); echo $(( ${12} + ${13} )); }
N0=$(ncpu); C0=$(cpu); LOAD0=$(cut -d' ' -f1 /proc/loadavg)
IFS=,; TARGET="${ADDRS[*]}"; unset IFS
$BIN/trickerion-loadgen --addr "$TARGET" --games 1000000 --concurrency $C --duration-secs $D --think-ms $THINK --json > $OUT/$DB.json
C1=$(cpu); N1=$(ncpu)
for a in "${ADDRS[@]}"; do curl -s http://$a/metrics | grep -E "^trickerion_cluster_(games_owned|forwarded_commands_total|takeovers_total)|^trickerion_commands_applied_total" | tr '\n' ' '; echo; done > $OUT/$DB.metrics
kill "${PIDS[@]}"; wait 2>/dev/null || true
python3 - "$DB" "$C0" "$C1" "$D" "$LOAD0" "$N0" "$N1" "$OUT" <<'PY'
import json,sys
db,c0,c1,d,load,n0,n1,out=sys.argv[1:]
r=json.load(open(f"{out}/{db}.json"))
a=r["ack_latency"]; b=r["broadcast_latency"]
def f(x): return "/".join(f"{x[k]:.1f}" for k in ("p50_ms","p99_ms","max_ms")) if x else "-"
cpu=(int(c1)-int(c0))/100/float(r["elapsed_secs"])
print(f"{db}: {r['commands_per_sec']:.0f} cmd/s, ack {f(a)} ms, others {f(b)} ms, finished {r['games_finished']}, rejected {r['commands_rejected']}, servers cpu {cpu*100:.0f}% of a core, nats cpu {(int(n1)-int(n0))/float(r['elapsed_secs']):.0f}% of a core, load {load}")
PY
cat $OUT/$DB.metrics
