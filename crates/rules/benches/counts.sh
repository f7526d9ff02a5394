#!/bin/sh
# Instruction counts of the rules engine, from callgrind: they do not depend
# on the machine or on its load, so two builds compare exactly.
#
#   cargo build --release -p trickerion-rules --examples
#   crates/rules/benches/counts.sh [path/to/playouts]
#
# For each game below it runs the `playouts` example (uniformly random legal
# commands, seed 0) three times under callgrind: the whole process, then
# collecting only inside `Game::legal_commands`, then only inside
# `Game::apply`. It prints instructions per game (whole process, start-up
# and content parsing included, divided by the games) and per decision (one
# `legal_commands` of the seat to move, one `apply` of the command picked).
# The games and their commands are the same for every build whose rules
# behave the same: compare "commands per game" first.
set -eu

playouts=${1:-target/release/examples/playouts}
[ -x "$playouts" ] || { echo "no $playouts: cargo build --release -p trickerion-rules --examples" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "valgrind is not installed" >&2; exit 2; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# Instructions collected by callgrind for `playouts ARGS`, inside the
# functions matching $toggle only when it is set.
count() {
    if [ -n "$toggle" ]; then set -- "--toggle-collect=$toggle" "$@"; fi
    valgrind --tool=callgrind --callgrind-out-file="$out/cg" "$@" >"$out/stdout" 2>"$out/stderr" \
        || { cat "$out/stderr" >&2; exit 1; }
    sed -n 's/^==[0-9]*== Collected : //p' "$out/stderr"
}

printf '%-22s %6s %9s %13s %15s %12s %15s\n' game games commands/game Ir/game \
    legal_commands/step apply/step both/step
# name, players, games, game kind
for row in "base-2p 2 100 base" "base-4p 4 100 base" "dark-alley-4p 4 100 dark-alley" \
    "academy-3p 3 100 academy"; do
    set -- $row
    name=$1 players=$2 games=$3 kind=$4
    toggle=; total=$(count "$playouts" "$players" "$games" 0 uniform "$kind")
    commands=$(sed -n 's/^commands  *\([0-9]*\)$/\1/p' "$out/stdout")
    toggle='*Game>::legal_commands'; legal=$(count "$playouts" "$players" "$games" 0 uniform "$kind")
    toggle='*Game>::apply'; apply=$(count "$playouts" "$players" "$games" 0 uniform "$kind")
    if [ "$legal" = 0 ] || [ "$apply" = 0 ]; then
        echo "$name: no instructions inside legal_commands or apply (inlined or renamed?)" >&2
        exit 1
    fi
    awk -v n="$name" -v g="$games" -v c="$commands" -v t="$total" -v l="$legal" -v a="$apply" \
        'BEGIN { printf "%-22s %6d %9.1f %13.0f %15.0f %12.0f %15.0f\n",
                 n, g, c / g, t / g, l / c, a / c, (l + a) / c }'
done
