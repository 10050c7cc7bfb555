#!/usr/bin/env bash
# Waymark's build benchmark (budgets in docs/ARCHITECTURE.md). See benchmarks/README.md.
#
#   benchmarks/run.sh [SIZE...]          default sizes: 1000 10000 100000
#
# Environment:
#   WAYMARK=PATH     the command to benchmark instead of the release build (e.g. a stand-in)
#   JOBS=N           pass --jobs N to waymark build
#   KEEP_OUTPUT=1    keep the built sites in benchmarks/out/ afterwards
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
DATA_DIR="$HERE/data"        # generated sites, cached (git-ignored)
OUT_DIR="$HERE/out"          # build outputs (git-ignored)
RESULTS_DIR="$HERE/results"
PY="${PYTHON:-python3}"

log() { printf '%s\n' "$*" >&2; }

# Seconds since the epoch with nanoseconds, and the difference of two such values to 2 decimals.
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'; }
mebibytes() { awk -v b="$1" 'BEGIN { printf "%.1f", b / 1048576 }'; }

require_gnu_time() {
  if [ ! -x /usr/bin/time ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
      log "installing GNU time (apt package 'time')"
      local apt=(apt-get -o DPkg::Lock::Timeout=300 -y -qq)
      "${apt[@]}" install time >/dev/null || { "${apt[@]}" update && "${apt[@]}" install time >/dev/null; }
    else
      log "error: GNU time is needed at /usr/bin/time (Debian/Ubuntu: apt-get install time)"; exit 2
    fi
  fi
}

find_waymark() {
  if [ -n "${WAYMARK:-}" ]; then printf '%s\n' "$WAYMARK"; return; fi
  log "building the release binary (swift build -c release)"
  (cd "$ROOT" && swift build -c release >&2)
  local bin
  bin="$(cd "$ROOT" && swift build -c release --show-bin-path)/waymark"
  [ -x "$bin" ] || { log "error: no waymark executable at $bin"; exit 2; }
  printf '%s\n' "$bin"
}

# Generates the synthetic site of SIZE locations unless a current copy is cached.
generated_site() {
  local size="$1" dir="$DATA_DIR/site-$size"
  local stamp
  stamp="$(cat "$HERE/generate.py" "$HERE/cities.tsv" | sha1sum | cut -c1-12)-$size"
  if [ ! -f "$dir/.stamp" ] || [ "$(cat "$dir/.stamp")" != "$stamp" ]; then
    log "generating $size locations in $dir"
    rm -rf "$dir"
    "$PY" "$HERE/generate.py" "$size" "$dir"
    printf '%s\n' "$stamp" > "$dir/.stamp"
  fi
  printf '%s\n' "$dir"
}

# Builds SITE into OUT, timing it; prints "seconds peak-MB". Fails if the build fails.
timed_build() {
  local site="$1" out="$2" timefile="$3" start end
  local -a jobs=()
  [ -n "${JOBS:-}" ] && jobs=(--jobs "$JOBS")
  sync
  start="$(now)"
  /usr/bin/time -v -o "$timefile" "$WAYMARK_BIN" build --site "$site" --output "$out" "${jobs[@]}" --quiet
  end="$(now)"
  printf '%s %s\n' "$(elapsed "$start" "$end")" "$("$PY" "$HERE/measure.py" peak-mb "$timefile")"
}

# Seconds that cp -r needs to copy the output tree (the yardstick of docs/ARCHITECTURE.md).
time_copy() {
  local out="$1" start end
  rm -rf "$out.copy"
  sync
  start="$(now)"
  cp -r "$out" "$out.copy"
  sync
  end="$(now)"
  rm -rf "$out.copy"
  elapsed "$start" "$end"
}

# Changes one record (the middle location's name and notes) in place, keeping the original.
edit_one_record() {
  local branches="$1/Content/branches.json"
  cp "$branches" "$branches.orig"
  "$PY" - "$branches" <<'PYEOF'
import json, sys
path = sys.argv[1]
with open(path, encoding="utf-8") as f:
    lines = f.readlines()
first, last = 2, len(lines) - 2          # generate.py writes one location per line
i = (first + last) // 2
loc = json.loads(lines[i].rstrip(",\n"))
loc["name"] += " (renamed)"
loc["hours"]["notes"] = "Changed for the rebuild benchmark"
lines[i] = json.dumps(loc, ensure_ascii=False, separators=(",", ":")) + lines[i][len(lines[i].rstrip(",\n")):]
with open(path, "w", encoding="utf-8") as f:
    f.writelines(lines)
PYEOF
}

restore_record() { mv "$1/Content/branches.json.orig" "$1/Content/branches.json"; }

# Rebuild after one changed record; prints the table cell.
measure_rebuild() {
  local site="$1" out="$2" work="$3" start end secs
  "$PY" "$HERE/measure.py" snapshot "$out" "$work/before.tsv"
  edit_one_record "$site"
  sleep 1  # so a rewritten file gets a new mtime even on coarse file systems
  start="$(now)"
  if "$WAYMARK_BIN" build --site "$site" --output "$out" --quiet; then
    end="$(now)"; secs="$(elapsed "$start" "$end")"
    "$PY" "$HERE/measure.py" snapshot "$out" "$work/after.tsv"
    "$PY" "$HERE/measure.py" rebuild "$work/before.tsv" "$work/after.tsv" "$secs"
  else
    echo "rebuild failed"
  fi
  restore_record "$site"
}

benchmark_size() {
  local size="$1" results="$2" site out work build peak files bytes copy search rebuild
  site="$(generated_site "$size")"
  out="$OUT_DIR/site-$size"
  work="$OUT_DIR/work-$size"
  rm -rf "$out" "$work"; mkdir -p "$work"
  log "building $size locations"
  if ! read -r build peak < <(timed_build "$site" "$out" "$work/time.txt"); then
    log "build of $size locations failed; see above"
    printf '%s\tfailed\t\t\t\t\t\t\t\n' "$size" >> "$results"
    return 1
  fi
  if [ ! -d "$out" ]; then
    log "build of $size locations wrote no output"
    printf '%s\tfailed\t\t\t\t\t\t\t\n' "$size" >> "$results"
    return 1
  fi
  files="$(find "$out" -type f | wc -l)"
  bytes="$(du -sb "$out" | cut -f1)"
  log "copying the output with cp -r"
  copy="$(time_copy "$out")"
  search="$("$PY" "$HERE/measure.py" search "$out")"
  log "rebuilding after one changed record"
  rebuild="$(measure_rebuild "$site" "$out" "$work")"
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' \
    "$size" "$build" "$peak" "$files" "$(mebibytes "$bytes")" "$copy" "$(ratio "$build" "$copy")" \
    "$search" "$rebuild" >> "$results"
  [ -n "${KEEP_OUTPUT:-}" ] || rm -rf "$out" "$work"
}

machine_note() {
  local cpu
  cpu="$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)"
  printf -- '- machine: %s cores, %s, %s MB RAM\n' "$(nproc)" "${cpu:-unknown CPU}" \
    "$(awk '/MemTotal/ { printf "%.0f", $2 / 1024 }' /proc/meminfo 2>/dev/null || echo '?')"
  printf -- '- waymark: %s (commit %s)\n' "${WAYMARK_BIN#"$ROOT"/}" "$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?')"
  printf -- '- jobs: %s\n' "${JOBS:-default}"
}

main() {
  local -a sizes=("$@")
  [ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000 100000)
  for size in "${sizes[@]}"; do
    [[ "$size" =~ ^[1-9][0-9]*$ ]] || { log "usage: run.sh [SIZE...]  (positive integers)"; exit 2; }
  done
  require_gnu_time
  WAYMARK_BIN="$(find_waymark)"
  mkdir -p "$DATA_DIR" "$OUT_DIR" "$RESULTS_DIR"
  local results="$OUT_DIR/results.tsv"
  : > "$results"
  local failed=0
  for size in "${sizes[@]}"; do
    benchmark_size "$size" "$results" || failed=1
  done
  {
    echo "# Waymark benchmark results"
    echo
    echo "Run on $(date -u +%Y-%m-%d) with \`benchmarks/run.sh ${sizes[*]}\`."
    echo
    machine_note
    echo
    "$PY" "$HERE/measure.py" table "$results"
    echo
    echo "ratio = build s / cp -r s (budget: at most 1.5 at 100,000 locations). MB are MiB."
  } > "$RESULTS_DIR/latest.md"
  cat "$RESULTS_DIR/latest.md"
  return "$failed"
}

main "$@"
