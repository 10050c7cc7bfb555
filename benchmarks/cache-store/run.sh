#!/usr/bin/env bash
# Times today's two cache files against one SQLite database (WAL and rollback journal) at 100,000 locations.
#
#   benchmarks/cache-store/run.sh [ROUNDS]     (default 7; WAYMARK=path to a waymark binary, default .build/debug/waymark)
#
# Makes a 10,000-location site (benchmarks/generate.py), builds it once with Waymark so that its .waymark/ holds a real
# build-cache and records file, scales those to 109,000 pages and 100,000 records (`CacheStoreBench prepare`), then
# runs each store's load, one-record commit and full write in alternating order, a process each, under GNU time.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
rounds="${1:-7}"
work="${WORK:-/tmp/cache-store-bench}"
waymark="${WAYMARK:-$root/.build/debug/waymark}"

(cd "$here" && swift build -c release >&2)
bench="$(cd "$here" && swift build -c release --show-bin-path)/CacheStoreBench"
mkdir -p "$work"
if [ ! -f "$work/site/.waymark/records" ]; then
    python3 "$root/benchmarks/generate.py" 10000 "$work/site" >&2
    "$waymark" build --site "$work/site" --quiet
fi
rm -rf "$work/data" && mkdir -p "$work/data"
"$bench" prepare "$work/site/.waymark" "$work/data"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for round in $(seq "$rounds"); do
    for op in load one full; do
        stores="files wal delete"
        [ $((round % 2)) -eq 0 ] && stores="delete wal files"
        for store in $stores; do
            /usr/bin/time -f "peak %M KB" "$bench" run "$store" "$op" "$work/data" 2>&1 | tr '\n' ' '
            echo "round $round"
        done
    done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
