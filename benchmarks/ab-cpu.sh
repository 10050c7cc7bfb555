#!/usr/bin/env bash
# Two waymark binaries on one site, in alternating rounds (A B, B A, A B, ...), each a full build without the cache
# into an empty folder on tmpfs; prints every run and the median CPU time (user + system) and wall time of each, and
# checks that both wrote the same bytes.
#
#   benchmarks/ab-cpu.sh BIN_A BIN_B SITE_DIR [ROUNDS]    default 3 rounds
#
# CPU time is the figure to compare on a machine shared with other work: wall time there depends on the others.
# Environment: OUT (default /dev/shm/waymark-ab, must be on tmpfs to leave the disk out), JOBS (default 2),
# TODAY (default 2026-11-27, so statuses and notices are the same in every run).
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib.sh"
[ $# -ge 3 ] || { echo "usage: benchmarks/ab-cpu.sh BIN_A BIN_B SITE_DIR [ROUNDS]" >&2; exit 2; }
bin_a="$1" bin_b="$2" site="$3" rounds="${4:-3}"
out="${OUT:-/dev/shm/waymark-ab}"
mkdir -p "$out"
results="$(mktemp)"
trap 'rm -f "$results"' EXIT

run() { timed_build "$1" "$results" "$2" "$site" "$3"; }  # name binary folder

for round in $(seq 1 "$rounds"); do
    if [ $((round % 2)) = 1 ]; then run A "$bin_a" "$out/a"; run B "$bin_b" "$out/b"; else run B "$bin_b" "$out/b"; run A "$bin_a" "$out/a"; fi
done
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
for name in A B; do
    cpu="$(awk -v n="$name" '$1 == n { printf "%.2f\n", $3 + $4 }' "$results" | median)"
    wall="$(awk -v n="$name" '$1 == n { print $2 }' "$results" | median)"
    echo "$name median: $cpu s CPU (user+sys), $wall s wall, over $rounds runs"
done
if diff -r "$out/a" "$out/b" >/dev/null; then echo "outputs: identical"; else echo "outputs: DIFFER"; exit 1; fi
