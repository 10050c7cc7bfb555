#!/usr/bin/env bash
# What streets cost at scale: the same site of N locations built with a street grid around each city
# (`osm_extracts`) and without, in alternating rounds (without, with; with, without; ...), each a full build without
# the cache into an empty folder on tmpfs. Prints every run, the median CPU time (user + system), wall time and peak
# memory of each, their ratio, and what streets add to the output (`street_tiles.py`: files, bytes, fullest folder,
# location pages and the street tiles they show).
#
#   benchmarks/streets.sh [N] [ROUNDS]      default 100000 locations, 3 rounds
#
# Environment: DATA (default benchmarks/data/streets: the sites and the extract, kept between runs), OUT (default
# /dev/shm/waymark-streets, must be tmpfs), WAYMARK (the binary; default a release build of this checkout), JOBS
# (default 2), TODAY (default 2026-11-27).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
source "$HERE/lib.sh"
require_gnu_time
size="${1:-100000}" rounds="${2:-3}"
data="${DATA:-$HERE/data/streets}" out="${OUT:-/dev/shm/waymark-streets}"
plain="$data/site-$size" streets="$data/site-$size-streets" extract="$data/grid-$size.osm.pbf"
mkdir -p "$data" "$out"
release_binary

if [ ! -f "$plain/Content/site.yml" ]; then
    log "generating $size locations in $plain"
    python3 "$HERE/generate.py" "$size" "$plain" >&2
fi
if [ ! -f "$extract" ]; then
    log "writing the street grid around its cities to $extract (needs Debian's python3-pyosmium)"
    /usr/bin/python3 "$HERE/osm_extract.py" grid "$size" "$extract" >&2
fi
if [ ! -f "$streets/Content/site.yml" ]; then
    rm -rf "$streets"
    cp -r "$plain" "$streets"
    printf 'osm_extracts:\n  - %s\n' "$extract" >> "$streets/Content/site.yml"
fi

results="$(mktemp)"
trap 'rm -f "$results"' EXIT
run() { timed_build "$1" "$results" "$BIN" "$2" "$3"; }  # name site folder
for round in $(seq 1 "$rounds"); do
    if [ $((round % 2)) = 1 ]; then
        run without "$plain" "$out/without"; run with "$streets" "$out/with"
    else
        run with "$streets" "$out/with"; run without "$plain" "$out/without"
    fi
done

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for name in without with; do
    cpu="$(awk -v n="$name" '$1 == n { print $3 + $4 }' "$results" | median)"
    wall="$(awk -v n="$name" '$1 == n { print $2 }' "$results" | median)"
    peak="$(awk -v n="$name" '$1 == n { print $5 / 1024 }' "$results" | median)"
    printf '%s streets: median %s s CPU, %s s wall, %.0f MB peak\n' "$name" "$cpu" "$wall" "$peak"
    printf '%s %s\n' "$name" "$cpu" >> "$results.cpu"
done
awk '{ c[$1] = $2 } END { printf "CPU with streets / without: %.2f\n", c["with"] / c["without"] }' "$results.cpu"
rm -f "$results.cpu"
python3 "$HERE/street_tiles.py" "$out/with" "$out/without"
