#!/bin/sh
# Server instructions per acknowledged command, from callgrind: a fixed,
# seeded load played to its end against a server running under
# `valgrind --tool=callgrind`. Instruction counts do not depend on the
# machine's speed or load, so two builds compare exactly.
#
#   cargo build --release -p trickerion-server -p trickerion-loadgen
#   crates/loadgen/callgrind.sh [path/to/trickerion-server] [path/to/trickerion-loadgen]
#
# The server keeps its log in SQLite (a fresh temporary directory per run),
# so the figure does not depend on a Postgres server. It runs twice under
# callgrind: once started and stopped with no game (its start-up and
# shutdown), once playing GAMES games (default 8) one at a time with the
# uniformly random clients of `trickerion-loadgen` (seed SEED, default 1,
# 2-4 seats drawn from it), every game to its end. The figure is the
# difference of the two totals divided by the commands acknowledged: the
# instructions of the lobby requests, the WebSockets, the rules, the
# rendering and the storage of the games, without the start-up.
#
# The server draws each game's seed itself, so every run plays different
# games: the figure per command repeats within about 1%. The server runs
# with one tokio worker thread (TOKIO_WORKER_THREADS=1) and the games one
# at a time, so that threads do not race each other (that changes how often
# they park and wake, not what the server computes).
set -eu

server=${1:-target/release/trickerion-server}
loadgen=${2:-target/release/trickerion-loadgen}
games=${GAMES:-8}
seed=${SEED:-1}
for bin in "$server" "$loadgen"; do
    [ -x "$bin" ] || { echo "no $bin: cargo build --release -p trickerion-server -p trickerion-loadgen" >&2; exit 2; }
done
command -v valgrind >/dev/null || { echo "valgrind is not installed" >&2; exit 2; }
for tool in curl python3; do
    command -v "$tool" >/dev/null || { echo "$tool is not installed" >&2; exit 2; }
done
out=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$out"' EXIT

# A free loopback port (the kernel picks one; nothing else gets it meanwhile
# on a machine not opening thousands of ports).
port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Starts the server under callgrind, plays $1 games against it (none: only
# start-up and shutdown), stops it with SIGTERM (its graceful shutdown) and
# prints the instructions collected.
count() {
    p=$(port)
    rm -rf "$out/data" "$out/cg"
    BIND_ADDR=127.0.0.1 PORT=$p DATA_DIR="$out/data" RUST_LOG=warn TOKIO_WORKER_THREADS=1 \
        WS_RATE_PER_SEC=100000 WS_RATE_BURST=100000 MAX_CONNECTIONS_PER_IP=1000000 \
        MAX_SPECTATORS_PER_GAME=1000000 CREATE_RATE_PER_MIN=1000000 CREATE_BURST=1000000 \
        DATABASE_URL= valgrind --tool=callgrind --callgrind-out-file="$out/cg" "$server" \
        >"$out/server.out" 2>"$out/server.err" &
    pid=$!
    i=0
    until curl -sf "http://127.0.0.1:$p/healthz" >/dev/null; do
        i=$((i + 1))
        [ $i -lt 600 ] || { cat "$out/server.err" >&2; echo "the server did not start" >&2; exit 1; }
        sleep 0.1
    done
    if [ "$1" -gt 0 ]; then
        "$loadgen" --addr "127.0.0.1:$p" --games "$1" --concurrency 1 --players 2-4 \
            --seed "$seed" --game-timeout-secs 3600 --json >"$out/report.json"
    fi
    kill -TERM "$pid"
    wait "$pid" || true
    pid=
    sed -n 's/^==[0-9]*== Collected : //p' "$out/server.err"
}

idle=$(count 0)
total=$(count "$games")
[ -n "$idle" ] && [ -n "$total" ] || { cat "$out/server.err" >&2; echo "callgrind wrote no total" >&2; exit 1; }
field() { sed -n "s/^  \"$1\": \([0-9]*\),\$/\1/p" "$out/report.json"; }
acked=$(field commands_acked)
finished=$(field games_finished)
rejected=$(field commands_rejected)
[ "$finished" = "$games" ] || { echo "only $finished of $games games finished" >&2; exit 1; }
awk -v i="$idle" -v t="$total" -v a="$acked" -v r="$rejected" -v g="$games" 'BEGIN {
    printf "games %d, commands acknowledged %d (refused %d)\n", g, a, r
    printf "server Ir: start-up and shutdown %d, with the games %d\n", i, t
    printf "server Ir per acknowledged command: %.0f\n", (t - i) / a }'
if [ -n "${KEEP:-}" ]; then cp "$out/cg" "$KEEP"; echo "callgrind output kept in $KEEP"; fi
