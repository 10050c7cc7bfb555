#!/usr/bin/env bash
# One million locations: a full build, a one-record rebuild, four shards on one core each, and `check --host`
# for every host, with the release binary. See benchmarks/README.md ("A million locations").
#
#   benchmarks/million.sh [SIZE]          default 1000000
#
# Environment:
#   DATA=DIR        where the site and the outputs go (default benchmarks/data/million, git-ignored): about 25 GB
#                   at a million locations, so a folder on disk, not tmpfs; not deleted afterwards
#   WAYMARK=PATH    the binary to measure instead of this checkout's release build
#   NICE=N          the niceness of every measured process (default -15 as root, else 0): the machine is shared
#   STEPS="…"       which steps to run, of: full rebuild check shards (default all, in that order; rebuild needs full)
#   HOSTS="…"       the hosts `check --host` is run for (default: cloudflare-pages github-pages s3; a refusal's hint
#                   names every host whose limits the site is within)
#
# Prints each measured run with the `uptime` before it, GNU time's wall, CPU and peak memory, and the output's
# files, bytes and fullest folder; also written to DATA/million-SIZE.txt.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
SIZE="${1:-1000000}"
DATA="${DATA:-$HERE/data/million}"
PY="${PYTHON:-python3}"
STEPS="${STEPS:-full rebuild check shards}"
HOSTS="${HOSTS:-cloudflare-pages github-pages s3}"
CSV_AFTER="${CSV_AFTER:-300000}"
SITE="$DATA/site-$SIZE"
OUT="$DATA/out-$SIZE"
REPORT="$DATA/million-$SIZE.txt"
if [ -z "${NICE:-}" ]; then if [ "$(id -u)" = 0 ]; then NICE=-15; else NICE=0; fi; fi

log() { printf '%s\n' "$*" >&2; }
say() { printf '%s\n' "$*" | tee -a "$REPORT" >&2; }
[ -x /usr/bin/time ] || { log "error: needs GNU time at /usr/bin/time (scripts/bootstrap bench)"; exit 2; }
[[ "$SIZE" =~ ^[1-9][0-9]*$ ]] || { log "usage: million.sh [SIZE]"; exit 2; }

if [ -n "${WAYMARK:-}" ]; then BIN="$WAYMARK"; else
  log "building the release binary (swift build -c release)"
  (cd "$ROOT" && swift build -c release --product waymark >&2)
  BIN="$(cd "$ROOT" && swift build -c release --show-bin-path)/waymark"
fi

# The site, generated once per generator version and size (with holidays and special days). Waymark reads a JSON file
# of up to 256 MB, so past CSV_AFTER locations (default 300,000) they go to CSV files, which are read as a stream.
generated_site() {
  local stamp
  stamp="$(cat "$HERE/generate.py" "$HERE/cities.tsv" | sha1sum | cut -c1-12)-$SIZE-special-$CSV_AFTER"
  if [ ! -f "$SITE/.stamp" ] || [ "$(cat "$SITE/.stamp")" != "$stamp" ]; then
    log "generating $SIZE locations in $SITE"
    rm -rf "$SITE"
    "$PY" "$HERE/generate.py" "$SIZE" "$SITE" --special-days --csv-after="$CSV_AFTER"
    printf '%s\n' "$stamp" > "$SITE/.stamp"
  fi
}

# Runs a command niced under GNU time after `sync`, saying the load before it; prints and records
# "LABEL: wall s, user+sys s CPU, peak MiB".
measured() {
  local label="$1" timefile="$DATA/time-$1.txt"; shift
  sync
  say "$label: uptime before: $(uptime)"
  say "$label: \$ $*"
  local status=0 pid
  nice -n "$NICE" /usr/bin/time -v -o "$timefile" "$@" &
  pid=$!
  # Dispatch's worker threads take the default priority whatever the process's niceness: renice each new one.
  while kill -0 "$pid" 2>/dev/null; do
    for task in /proc/$(pgrep -P "$pid" | head -1)/task/*; do renice -n "$NICE" -p "${task##*/}" >/dev/null 2>&1 || true; done
    sleep 1
  done
  wait "$pid" || status=$?
  [ "$status" = 0 ] || return "$status"
  say "$label: $(awk -F': ' '/Elapsed \(wall/ { split($2, t, ":"); w = (length(t) == 3) ? t[1] * 3600 + t[2] * 60 + t[3] : t[1] * 60 + t[2] }
    /User time/ { u = $2 } /System time/ { s = $2 } /Maximum resident/ { m = $2 }
    END { printf "%.1f s wall, %.1f s CPU (user %.1f, sys %.1f), peak %.0f MiB", w, u + s, u, s, m / 1024 }' "$timefile")"
}

# Files, bytes and the folder with the most entries (files and folders) of an output tree.
shape() {
  "$PY" - "$1" <<'PYEOF'
import os, sys
files = size = 0
fullest = ("", 0)
for root, dirs, names in os.walk(sys.argv[1]):
    files += len(names)
    size += sum(os.lstat(os.path.join(root, n)).st_size for n in names)
    if len(dirs) + len(names) > fullest[1]:
        fullest = (os.path.relpath(root, sys.argv[1]), len(dirs) + len(names))
print(f"{files:,} files, {size:,} bytes ({size / 1e9:.2f} GB); fullest folder {fullest[0]}/ ({fullest[1]:,} entries)")
PYEOF
}

full_build() {
  rm -rf "$OUT"
  # --verbose: each stage's wall time, CPU time and peak memory, and the files written.
  measured full "$BIN" build --site "$SITE" --output "$OUT" --verbose | tee -a "$REPORT"
  say "full: output $(shape "$OUT")"
}

# Renames the location in the middle of branches.json (one a line), rebuilds, lists the files written.
one_record_rebuild() {
  local branches="$SITE/Content/branches.json"
  cp "$branches" "$DATA/branches.json.orig"
  "$PY" - "$branches" <<'PYEOF'
import json, sys
path = sys.argv[1]
lines = open(path, encoding="utf-8").readlines()
i = len(lines) // 2
record = json.loads(lines[i].rstrip(",\n"))
record["name"] += " (renamed)"
lines[i] = json.dumps(record, ensure_ascii=False, separators=(",", ":")) + lines[i][len(lines[i].rstrip(",\n")):]
open(path, "w", encoding="utf-8").writelines(lines)
print(record["id"], file=sys.stderr)
PYEOF
  touch "$DATA/marker"; sleep 1
  measured rebuild "$BIN" build --site "$SITE" --output "$OUT" --verbose | tee -a "$REPORT"
  say "rebuild: files written: $(find "$OUT" -newer "$DATA/marker" -type f | sort | tr '\n' ' ')"
  mv "$DATA/branches.json.orig" "$branches"
}

# Four shards, two at a time (this machine has two cores), each on a core of its own with one job.
shards() {
  local i
  for pair in "1 2" "3 4"; do
    for i in $pair; do
      rm -rf "$OUT-shard-$i"
      measured "shard-$i" taskset -c "$(((i - 1) % 2))" "$BIN" build --site "$SITE" --output "$OUT-shard-$i" \
        --shard "$i/4" --jobs 1 --quiet &
    done
    wait
  done
  for i in 1 2 3 4; do say "shard-$i: output $(shape "$OUT-shard-$i")"; done
}

# `check --host` for each of HOSTS: which take the site (exit 0) and which refuse it, with the reasons.
check_hosts() {
  local host status
  for host in $HOSTS; do
    status=0
    measured "check-$host" "$BIN" check --site "$SITE" --host "$host" > "$DATA/check-$host.txt" 2>&1 || status=$?
    say "check-$host: exit $status"
    sed 's/^/    /' "$DATA/check-$host.txt" | tee -a "$REPORT"
  done
}

mkdir -p "$DATA"
say "# million.sh $SIZE on $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, commit $(git -C "$ROOT" rev-parse --short HEAD), nice $NICE"
generated_site
say "input: $(du -sb "$SITE/Content" | cut -f1) bytes in $SITE/Content"
for step in $STEPS; do
  case "$step" in
    full) full_build ;;
    rebuild) one_record_rebuild ;;
    shards) shards ;;
    check) check_hosts ;;
    *) log "unknown step '$step' (full rebuild check shards)"; exit 2 ;;
  esac
done
