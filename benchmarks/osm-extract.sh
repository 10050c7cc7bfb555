#!/usr/bin/env bash
# Reading a metropolitan region's OpenStreetMap extract (20 million nodes, 2 million ways, written by
# benchmarks/osm_extract.py region) on tmpfs:
#   check  `waymark check` of a site of 1,000 locations spread over the region: every node is near a location, so
#          all of the extract is kept (the most memory a read takes); a check renders no page.
#   build  two builds of a site of 10 locations: the first reads the whole extract and keeps what is near them; the
#          second finds the extract unchanged and takes that from .waymark/ without reading the file.
# Prints the load stage (where extracts are read) and /usr/bin/time's wall time and peak memory of each.
#
#   benchmarks/osm-extract.sh [WAYMARK] [NODES WAYS]     (default .build/release/waymark 20000000 2000000)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
waymark="${1:-.build/release/waymark}"
nodes="${2:-20000000}" ways="${3:-2000000}"
dir="/dev/shm/waymark-osm-extract-$nodes"
mkdir -p "$dir"
[ -f "$dir/region.osm.pbf" ] || /usr/bin/python3 benchmarks/osm_extract.py region "$nodes" "$ways" "$dir/region.osm.pbf"
[ -d "$dir/site" ] || /usr/bin/python3 benchmarks/osm_extract.py site "$dir/region.osm.pbf" "$dir/site" 1000
[ -d "$dir/few" ] || /usr/bin/python3 benchmarks/osm_extract.py site "$dir/region.osm.pbf" "$dir/few" 10
ls -l "$dir/region.osm.pbf"
report() {
    echo "$1: $(grep -E '^load:' "$2")"
    grep -E 'Elapsed \(wall|Maximum resident' "$2" | sed 's/^\s*/    /'
}
/usr/bin/time -v "$waymark" check --site "$dir/site" --verbose >"$dir/check.log" 2>&1 || true
report "check, 1,000 locations" "$dir/check.log"
rm -rf "$dir/few/.waymark" "$dir/out"
for build in first second; do
    /usr/bin/time -v "$waymark" build --site "$dir/few" --output "$dir/out" --verbose >"$dir/$build.log" 2>&1
    report "$build build, 10 locations" "$dir/$build.log"
done
