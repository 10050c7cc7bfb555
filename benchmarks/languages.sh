#!/usr/bin/env bash
# A site in one language against the same site in two: build time and output. See benchmarks/README.md.
#
#   benchmarks/languages.sh [ROUNDS]      default 2
#
# Copies the sample site three times into benchmarks/out/languages/: `one` with `languages: [en]`, `two` with the
# sample's `languages: [en, cy]`, `sub` the same with `default_language_in_subfolder: true`. Builds them alternately
# (one, two, sub, one, two, sub…), each into an empty folder with --no-cache and
# a fixed --today, under GNU time: wall, CPU (user + sys) and peak memory; then counts the output's files and their
# bytes.
# Writes benchmarks/results/languages-DATE.md (DATE is today, UTC). WAYMARK=/path/to/waymark skips the release build.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
ROUNDS="${1:-2}"
OUT="$HERE/out/languages"
DAY="2026-11-27"
RESULT="$HERE/results/languages-$(date -u +%Y-%m-%d).md"

# shellcheck source=benchmarks/lib.sh
. "$HERE/lib.sh"
require_gnu_time
release_binary

rm -rf "$OUT" && mkdir -p "$OUT"
for n in one two sub; do
  mkdir -p "$OUT/site-$n"
  cp -r "$ROOT/Content" "$OUT/site-$n/"
  [ -d "$ROOT/Templates" ] && cp -r "$ROOT/Templates" "$OUT/site-$n/"
  [ -d "$ROOT/Public" ] && cp -r "$ROOT/Public" "$OUT/site-$n/"
done
sed -i 's/^languages: .*/languages: [en]/' "$OUT/site-one/Content/site.yml"
grep -q '^languages: \[en, cy\]' "$OUT/site-two/Content/site.yml" || { log "error: the sample is not in [en, cy]"; exit 1; }
printf '\ndefault_language_in_subfolder: true\n' >> "$OUT/site-sub/Content/site.yml"

rows=""
for r in $(seq 1 "$ROUNDS"); do
  for n in one two sub; do
    rm -rf "$OUT/out-$n"
    /usr/bin/time -f "%e %U %S %M" -o "$OUT/time.txt" \
      "$BIN" build --site "$OUT/site-$n" --output "$OUT/out-$n" --today "$DAY" --no-cache --quiet
    read -r wall user sys rss < "$OUT/time.txt"
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
    rows+="| $n $r | $wall | $cpu | $((rss / 1024)) |"$'\n'
    eval "cpu_${n}_$r=$cpu wall_${n}_$r=$wall"
    log "$n run $r: wall $wall s, CPU $cpu s"
  done
done

# The files' own bytes (`du -sb` would add the folders' sizes, which depend on the file system).
bytes() { find "$1" -type f -printf '%s\n' | awk '{ s += $1 } END { print s }'; }
files_one=$(find "$OUT/out-one" -type f | wc -l); bytes_one=$(bytes "$OUT/out-one")
files_two=$(find "$OUT/out-two" -type f | wc -l); bytes_two=$(bytes "$OUT/out-two")
files_sub=$(find "$OUT/out-sub" -type f | wc -l); bytes_sub=$(bytes "$OUT/out-sub")
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
sum() { local total=0 n=$1 kind=$2; for r in $(seq 1 "$ROUNDS"); do local v="${kind}_${n}_$r"; total=$(awk -v t="$total" -v x="${!v}" 'BEGIN { print t + x }'); done; echo "$total"; }

{
  echo "# A site in two languages against one: build time and output"
  echo
  echo "Measured on $(date -u '+%Y-%m-%d, %H:%M UTC') by \`benchmarks/languages.sh $ROUNDS\`, $(nproc) cores, load average"
  echo "$(cut -d' ' -f1-3 /proc/loadavg) at the end (other work on the machine inflates wall times; CPU time is steadier)."
  echo
  echo "* \`${BIN#"$ROOT"/}\` at commit $(cd "$ROOT" && git rev-parse --short HEAD)"
  echo "* one: the sample site with \`languages: [en]\`; two: the sample as committed, \`languages: [en, cy]\`; sub: two"
  echo "  with \`default_language_in_subfolder: true\` (every tree in a subfolder with its own assets)"
  echo "* alternating, each into an empty folder with \`--no-cache --today $DAY\`"
  echo
  echo "| run | wall s | CPU s | peak RSS MB |"
  echo "| --- | ---: | ---: | ---: |"
  printf '%s' "$rows"
  echo
  echo "Two languages take $(ratio "$(sum two cpu)" "$(sum one cpu)") times the CPU time of one and" \
    "$(ratio "$(sum two wall)" "$(sum one wall)") times the wall time (sums over the rounds); in subfolders," \
    "$(ratio "$(sum sub cpu)" "$(sum one cpu)") times the CPU time and $(ratio "$(sum sub wall)" "$(sum one wall)") times the wall time."
  echo
  echo "Output: $files_one files and $bytes_one bytes for one language; $files_two files and $bytes_two bytes for two" \
    "($(ratio "$bytes_two" "$bytes_one") times the bytes, $(ratio "$files_two" "$files_one") times the files);" \
    "$files_sub files and $bytes_sub bytes in subfolders ($(ratio "$bytes_sub" "$bytes_one") times the bytes," \
    "$(ratio "$files_sub" "$files_one") times the files)."
} > "$RESULT"
log "wrote $RESULT"
