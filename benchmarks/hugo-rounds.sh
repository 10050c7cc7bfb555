#!/usr/bin/env bash
# Waymark against Hugo at one size, in two rounds of alternating order (Hugo first, then Waymark first), each
# build into an empty folder after `sync`, with `cp -r` of Waymark's output timed after each of its builds.
#
#   benchmarks/hugo-rounds.sh [SIZE]      default 10000; needs benchmarks/data/site-SIZE and hugo-SIZE
#                                         (made by benchmarks/compare-hugo.sh SIZE)
#
# Prints one line per build (wall, user, sys, peak RSS, load average) and the files and bytes of both outputs.
# Uses the release binary (`swift build -c release`), or $WAYMARK.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
size="${1:-10000}"
waymark="${WAYMARK:-$(swift build -c release --show-bin-path)/waymark}"
out="${TMPDIR:-/tmp}/waymark-hugo-rounds"
mkdir -p "$out"

run() {
    local name=$1
    shift
    rm -rf "$out/$name"
    sync
    local load
    load=$(cut -d' ' -f1 /proc/loadavg)
    /usr/bin/time -f "$name: %e s wall, %U s user, %S s sys, %M KB peak RSS (load $load)" "$@" 2>&1 >/dev/null | tail -1
}

for order in "hugo waymark" "waymark hugo"; do
    for v in $order; do
        if [ "$v" = hugo ]; then
            run hugo hugo --quiet -s "benchmarks/data/hugo-$size" -d "$out/hugo"
        else
            run waymark "$waymark" build --site "benchmarks/data/site-$size" --output "$out/waymark" --quiet --jobs 2 --no-cache
            rm -rf "$out/copy"
            sync
            /usr/bin/time -f "cp -r of Waymark's output: %e s wall" cp -r "$out/waymark" "$out/copy" 2>&1 | tail -1
            sync
        fi
    done
done
for v in hugo waymark; do
    echo "$v output: $(find "$out/$v" -type f | wc -l) files, $(find "$out/$v" -type f -printf '%s\n' | awk '{ s += $1 } END { print s }') bytes"
done
rm -rf "$out"
