#!/usr/bin/env bash
# Waymark against Hugo on an equivalent site (budget: at least 8x faster). See benchmarks/README.md.
#
#   benchmarks/compare-hugo.sh [SIZE...]      default sizes: 10000 100000
#
# For each size: generates the synthetic Waymark site (cached in benchmarks/data/site-N, like
# run.sh), converts it with benchmarks/hugo/make_site.py, then times, one after the other and
# into empty output folders, `hugo --quiet -s HUGO_DIR -d OUT` and
# `waymark build --site DIR --output OUT --quiet --jobs 2` with /usr/bin/time -v.
# Writes benchmarks/results/hugo.md (hugo-other.md with GENERATOR=other).
#
# Environment:
#   WAYMARK=PATH       the waymark binary to use instead of building the release binary here
#   HUGO_TIMEOUT=SECS  give up on a Hugo build after this long (default 1200)
#   JOBS=N             --jobs for waymark build (default 2)
#   KEEP_OUTPUT=1      keep outputs in benchmarks/out/
#   GENERATOR=other    the site of benchmarks/generate_other.py (cached as other-N, hugo-other-N) instead of
#                      generate.py's
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
DATA_DIR="$HERE/data"
OUT_DIR="$HERE/out"
RESULTS_DIR="$HERE/results"
PY="${PYTHON:-python3}"
JOBS="${JOBS:-2}"
HUGO_TIMEOUT="${HUGO_TIMEOUT:-1200}"
case "${GENERATOR:-}" in
  "") GEN_SCRIPT=generate.py GEN_PREFIX=site- HUGO_PREFIX=hugo- ;;
  other) GEN_SCRIPT=generate_other.py GEN_PREFIX=other- HUGO_PREFIX=hugo-other- ;;
  *) printf 'error: GENERATOR is "other" or unset\n' >&2; exit 2 ;;
esac

log() { printf '%s\n' "$*" >&2; }
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.1f", a / b; else print "n/a" }'; }

apt_install() {
  local apt=(apt-get -o DPkg::Lock::Timeout=300 -y -qq)
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    log "installing $* (apt)"
    "${apt[@]}" install "$@" >/dev/null || { "${apt[@]}" update && "${apt[@]}" install "$@" >/dev/null; }
  else
    log "error: needs $* (Debian/Ubuntu: apt-get install $*)"; exit 2
  fi
}

require_tools() {
  [ -x /usr/bin/time ] || apt_install time
  command -v hugo >/dev/null || apt_install hugo
}

find_waymark() {
  if [ -n "${WAYMARK:-}" ]; then printf '%s\n' "$WAYMARK"; return; fi
  log "building the release binary (swift build -c release --product waymark)"
  (cd "$ROOT" && swift build -c release --product waymark >&2)
  local bin
  bin="$(cd "$ROOT" && swift build -c release --show-bin-path)/waymark"
  [ -x "$bin" ] || { log "error: no waymark executable at $bin"; exit 2; }
  printf '%s\n' "$bin"
}

generated_site() {  # same cache and stamp as run.sh
  local size="$1" dir="$DATA_DIR/$GEN_PREFIX$size" stamp
  stamp="$(cat "$HERE/$GEN_SCRIPT" "$HERE/cities.tsv" | sha1sum | cut -c1-12)-$size"
  if [ ! -f "$dir/.stamp" ] || [ "$(cat "$dir/.stamp")" != "$stamp" ]; then
    log "generating $size locations in $dir"
    rm -rf "$dir"
    "$PY" "$HERE/$GEN_SCRIPT" "$size" "$dir"
    printf '%s\n' "$stamp" > "$dir/.stamp"
  fi
  printf '%s\n' "$dir"
}

hugo_site() {  # converted Hugo site, cached next to the Waymark one
  local size="$1" site="$2" dir="$DATA_DIR/$HUGO_PREFIX$size" stamp
  stamp="$(cat "$site/.stamp" "$HERE/hugo/make_site.py" && find "$HERE/hugo/layouts" "$HERE/hugo/static" -type f | sort | xargs cat)"
  stamp="$(printf '%s' "$stamp" | sha1sum | cut -c1-12)"
  if [ ! -f "$dir/.stamp" ] || [ "$(cat "$dir/.stamp")" != "$stamp" ]; then
    log "converting $size locations into a Hugo site in $dir"
    "$PY" "$HERE/hugo/make_site.py" "$site" "$dir"
    printf '%s\n' "$stamp" > "$dir/.stamp"
  fi
  printf '%s\n' "$dir"
}

# Runs a command under /usr/bin/time -v; prints "seconds peak-MB files" or "failed|timeout".
timed() {
  local out="$1" timefile="$2" limit="$3" start end rc=0
  shift 3
  rm -rf "$out"
  sync
  start="$(now)"
  timeout --signal=KILL "$limit" /usr/bin/time -v -o "$timefile" "$@" || rc=$?
  end="$(now)"
  if [ "$rc" = 137 ]; then echo "timeout"; return; fi
  if [ "$rc" != 0 ]; then echo "failed(rc=$rc)"; return; fi
  printf '%s %s %s\n' "$(elapsed "$start" "$end")" "$("$PY" "$HERE/measure.py" peak-mb "$timefile")" \
    "$(find "$out" -type f | wc -l)"
}

benchmark_size() {
  local size="$1" results="$2" site hsite work h w
  site="$(generated_site "$size")"
  hsite="$(hugo_site "$size" "$site")"
  work="$OUT_DIR/hugo-work-$size"
  rm -rf "$work"; mkdir -p "$work"
  log "hugo: $size locations"
  h="$(timed "$OUT_DIR/hugo-$size" "$work/hugo-time.txt" "$HUGO_TIMEOUT" \
        hugo --quiet -s "$hsite" -d "$OUT_DIR/hugo-$size")"
  log "  $h"
  [ -n "${KEEP_OUTPUT:-}" ] || rm -rf "$OUT_DIR/hugo-$size"
  log "waymark: $size locations"
  w="$(timed "$OUT_DIR/waymark-$size" "$work/waymark-time.txt" "$HUGO_TIMEOUT" \
        "$WAYMARK_BIN" build --site "$site" --output "$OUT_DIR/waymark-$size" --quiet --jobs "$JOBS")"
  log "  $w"
  [ -n "${KEEP_OUTPUT:-}" ] || rm -rf "$OUT_DIR/waymark-$size" "$work"
  local hs hp hf ws wp wf
  read -r hs hp hf <<<"$h"
  read -r ws wp wf <<<"$w"
  if [[ "$hs" =~ ^[0-9.]+$ && "$ws" =~ ^[0-9.]+$ ]]; then
    printf '| %s | %s | %s | %s | %s | %s | %s | %s× |\n' "$size" "$hs" "$hp" "$hf" "$ws" "$wp" "$wf" "$(ratio "$hs" "$ws")" >> "$results"
  else
    printf '| %s | %s | %s | %s | %s | %s | %s | n/a |\n' "$size" "$hs" "${hp:-}" "${hf:-}" "$ws" "${wp:-}" "${wf:-}" >> "$results"
  fi
}

main() {
  local -a sizes=("$@")
  [ ${#sizes[@]} -gt 0 ] || sizes=(10000 100000)
  for size in "${sizes[@]}"; do
    [[ "$size" =~ ^[1-9][0-9]*$ ]] || { log "usage: compare-hugo.sh [SIZE...]  (positive integers)"; exit 2; }
  done
  require_tools
  WAYMARK_BIN="$(find_waymark)"
  mkdir -p "$DATA_DIR" "$OUT_DIR" "$RESULTS_DIR"
  local rows="$OUT_DIR/hugo-rows.md" cpu
  : > "$rows"
  for size in "${sizes[@]}"; do benchmark_size "$size" "$rows"; done
  cpu="$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)"
  {
    echo "# Waymark against Hugo"
    echo
    echo "Run on $(date -u +%Y-%m-%d) with \`${GENERATOR:+GENERATOR=$GENERATOR }benchmarks/compare-hugo.sh ${sizes[*]}\`."
    echo
    printf -- '- machine: %s cores, %s, %s MB RAM\n' "$(nproc)" "${cpu:-unknown CPU}" \
      "$(awk '/MemTotal/ { printf "%.0f", $2 / 1024 }' /proc/meminfo)"
    printf -- '- hugo: %s\n' "$(hugo version | cut -d' ' -f1-2)"
    printf -- '- waymark: %s (binary of %s; its checkout is at commit %s), --jobs %s\n' "${WAYMARK_BIN#"$ROOT"/}" \
      "$(date -u -r "$WAYMARK_BIN" '+%Y-%m-%d %H:%M UTC')" \
      "$(git -C "$(dirname "$WAYMARK_BIN")" rev-parse --short HEAD 2>/dev/null || echo '?')" "$JOBS"
    echo
    echo "| size | hugo s | hugo peak MB | hugo files | waymark s | waymark peak MB | waymark files | speed-up |"
    echo "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
    cat "$rows"
    echo
    echo "speed-up = hugo s / waymark s (budget: at least 8× at 100,000 locations)."
    echo "Wall times of each build into an empty folder, after \`sync\`, one after the other."
    echo "Peak MB = maximum resident set size from /usr/bin/time -v (MiB)."
  } > "$RESULTS_DIR/hugo${GENERATOR:+-$GENERATOR}.md"
  cat "$RESULTS_DIR/hugo${GENERATOR:+-$GENERATOR}.md"
}

main "$@"
