#!/usr/bin/env bash
# The incremental build's cache as two files (an earlier Waymark) against one SQLite database (issue 41), on
# generate.py's synthetic site, two release binaries on the same data. See benchmarks/README.md.
#
#   BEFORE=path/to/waymark AFTER=path/to/waymark benchmarks/cache-sqlite.sh DATA [ROUNDS]
#
# DATA: a site from `python3 benchmarks/generate.py SIZE DATA` (copied, never changed). For each binary, in a
# copy of its own: a full build with an empty cache (which writes the cache), a build with nothing changed, then
# ROUNDS (default 3) one-record rebuilds, each after another record's phone changed (the same records for both).
# Each line: LABEL STEP wall CPU(user+sys) peakMiB save-cache-wall load-wall cache-bytes, from GNU time and
# `--verbose` (the "save cache" and "load" stages); cache-bytes is the size of the site's `.waymark/` without its
# OpenStreetMap areas. LABELS="before" or "after" runs one binary only (the other's copy is left as it was).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
DATA="${1:?usage: BEFORE=… AFTER=… benchmarks/cache-sqlite.sh DATA [ROUNDS]}"
ROUNDS="${2:-3}"
WORK="${WORK:-/tmp/cache-sqlite-bench}"
PY="${PYTHON:-python3}"
: "${BEFORE:=}" "${AFTER:=}"

# shellcheck source=benchmarks/lib.sh
. "$HERE/lib.sh"
require_gnu_time

# Changes the phone of the Nth record that has one (generate.py writes one location a line).
edit() {
  "$PY" - "$1/Content/branches.json" "$2" <<'PYEOF'
import json, sys
path, n = sys.argv[1], int(sys.argv[2])
lines = open(path, encoding="utf-8").readlines()
seen = 0
for i in range(len(lines) // 3, len(lines)):
    text = lines[i].rstrip(",\n")
    if text.startswith("{") and '"phone"' in text:
        seen += 1
        if seen == n * 997:
            record = json.loads(text)
            record["phone"] = "+44 20 7946 %04d" % n
            lines[i] = json.dumps(record, ensure_ascii=False, separators=(",", ":")) + lines[i][len(text):]
            break
open(path, "w", encoding="utf-8").writelines(lines)
PYEOF
}

# Runs one build of SITE into OUT under GNU time; prints LABEL STEP and the figures.
run() {
  local label="$1" step="$2" bin="$3" site="$4" out="$5"
  sync
  /usr/bin/time -f "%e %U %S %M" -o "$WORK/time.txt" "$bin" build --site "$site" --output "$out" --quiet --verbose \
    --today 2026-11-27 >/dev/null 2>"$WORK/stderr.txt" || { cat "$WORK/stderr.txt" >&2; exit 1; }
  local save load bytes
  save="$(awk '/^save cache:/ { print $3 }' "$WORK/stderr.txt")"
  load="$(awk '/^load:/ { print $2 }' "$WORK/stderr.txt")"
  bytes="$(find "$site/.waymark" -maxdepth 1 -type f ! -name 'osm-*' -printf '%s\n' | awk '{ s += $1 } END { print s }')"
  awk -v l="$label" -v s="$step" -v save="${save:-0}" -v load="${load:-0}" -v b="$bytes" \
    '{ printf "%s %s %.2f %.2f %.0f %s %s %s\n", l, s, $1, $2 + $3, $4 / 1024, save, load, b }' "$WORK/time.txt"
}

mkdir -p "$WORK"
for label in ${LABELS:-before after}; do
  bin="$BEFORE"; [ "$label" = after ] && bin="$AFTER"
  site="$WORK/site-$label" out="$WORK/out-$label"
  rm -rf "$site" "$out" && cp -R "$DATA" "$site"
  rm -rf "$site/.waymark"
  run "$label" full "$bin" "$site" "$out"
  run "$label" unchanged "$bin" "$site" "$out"
  for round in $(seq 1 "$ROUNDS"); do
    edit "$site" "$round"
    run "$label" one-record "$bin" "$site" "$out"
  done
done
if [ -d "$WORK/out-before" ] && [ -d "$WORK/out-after" ]; then
  diff -r "$WORK/out-before" "$WORK/out-after" >/dev/null && log "the two outputs are byte-identical" || log "the outputs differ"
fi
