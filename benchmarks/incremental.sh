#!/usr/bin/env bash
# Incremental rebuilds and shards (issue 11), on the synthetic site of run.sh. See benchmarks/README.md.
#
#   benchmarks/incremental.sh [SIZE]      default 10000
#
# Times, into benchmarks/out/:
#   1. a full build with an empty cache (`--no-cache` into an empty folder);
#   2. the same build again with nothing changed (the cache says every page is current);
#   3. a build after one record's phone number changed, and which files it wrote (modification times);
#   4. the site as 2 shards built at once by two processes (`--shard 1/2` and `--shard 2/2`), against one
#      full build, and checks that the shards copied into one folder are the full build's files.
# Writes benchmarks/results/incremental-SIZE.md.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
SIZE="${1:-10000}"
OUT="$HERE/out/incremental-$SIZE"
PY="${PYTHON:-python3}"

# shellcheck source=benchmarks/lib.sh
. "$HERE/lib.sh"
require_gnu_time
release_binary

# The generated site, copied so the edit below does not touch run.sh's cache.
log "generating $SIZE locations"
rm -rf "$OUT" && mkdir -p "$OUT"
"$PY" "$HERE/generate.py" "$SIZE" "$OUT/site" >/dev/null

# Runs a command under GNU time; prints "wall user+sys peakMiB".
timed() {
  /usr/bin/time -f "%e %U %S %M" -o "$OUT/time.txt" "$@" >/dev/null 2>"$OUT/stderr.txt" || { cat "$OUT/stderr.txt" >&2; exit 1; }
  awk '{ printf "%.2f %.2f %.0f\n", $1, $2 + $3, $4 / 1024 }' "$OUT/time.txt"
}

build() { "$BIN" build --site "$OUT/site" --output "$OUT/$1" --quiet "${@:2}"; }

read -r full_wall full_cpu full_mem < <(timed "$BIN" build --site "$OUT/site" --output "$OUT/out" --quiet)
read -r noop_wall noop_cpu noop_mem < <(timed "$BIN" build --site "$OUT/site" --output "$OUT/out" --quiet)

touch "$OUT/marker"; sleep 1
"$PY" - "$OUT/site/Content/branches.json" <<'PYEOF'
import json, sys
path = sys.argv[1]
lines = open(path, encoding="utf-8").readlines()
for i in range(len(lines) // 2, len(lines)):          # generate.py writes one location per line
    text = lines[i].rstrip(",\n")
    if text.startswith("{") and '"phone"' in text:
        record = json.loads(text)
        record["phone"] = "+44 20 7946 0999"
        lines[i] = json.dumps(record, ensure_ascii=False, separators=(",", ":")) + lines[i][len(text):]
        break
open(path, "w", encoding="utf-8").writelines(lines)
PYEOF
read -r one_wall one_cpu one_mem < <(timed "$BIN" build --site "$OUT/site" --output "$OUT/out" --quiet)
written="$(cd "$OUT/out" && find . -type f -newer "$OUT/marker" ! -name .waymark-manifest | sed 's#^\./##' | sort)"
files="$(find "$OUT/out" -type f | wc -l)"

# Shards: one full build, then two processes at once, each with its own output (and its own cache, unused).
rm -rf "$OUT/site/.waymark"
read -r one_proc_wall one_proc_cpu _ < <(timed "$BIN" build --site "$OUT/site" --output "$OUT/full" --quiet --no-cache)
start="$(date +%s.%N)"
"$BIN" build --site "$OUT/site" --output "$OUT/shard1" --quiet --no-cache --shard 1/2 &
"$BIN" build --site "$OUT/site" --output "$OUT/shard2" --quiet --no-cache --shard 2/2 &
wait
two_wall="$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')"
mkdir "$OUT/merged" && cp -r "$OUT"/shard1/. "$OUT"/shard2/. "$OUT/merged/"
same="yes"
diff -rq -x .waymark-manifest "$OUT/full" "$OUT/merged" >/dev/null || same="NO"

{
  echo "# Incremental rebuilds and shards, $SIZE locations"
  echo
  echo "Run on $(date -u +%Y-%m-%d) with \`benchmarks/incremental.sh $SIZE\` ($(nproc) cores, commit $(git -C "$ROOT" rev-parse --short HEAD))."
  echo
  echo "| build | wall s | CPU s | peak MiB | files written |"
  echo "| --- | ---: | ---: | ---: | ---: |"
  echo "| full, empty cache ($files files) | $full_wall | $full_cpu | $full_mem | $files |"
  echo "| again, nothing changed | $noop_wall | $noop_cpu | $noop_mem | 0 |"
  echo "| after one record's phone changed | $one_wall | $one_cpu | $one_mem | $(printf '%s\n' "$written" | grep -c . || true) |"
  echo "| one process, no cache | $one_proc_wall | $one_proc_cpu | | |"
  echo "| 2 shards as 2 processes at once | $two_wall | | | |"
  echo
  echo "Files the one-record rebuild wrote: $(printf '%s\n' "$written" | tr '\n' ' ')"
  echo
  echo "Shards copied into one folder equal the full build (apart from .waymark-manifest): $same."
} | tee "$HERE/results/incremental-$SIZE.md"
