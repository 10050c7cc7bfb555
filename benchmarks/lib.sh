# Shared by the benchmark scripts (sourced, not run): a message to stderr, GNU time required, and the binary to
# measure in BIN: $WAYMARK when set, else a release build of this checkout.

log() { printf '%s\n' "$*" >&2; }

require_gnu_time() {
  [ -x /usr/bin/time ] || { log "error: needs GNU time at /usr/bin/time (apt-get install time)"; exit 2; }
}

release_binary() {
  if [ -n "${WAYMARK:-}" ]; then BIN="$WAYMARK"; else
    log "building the release binary"
    (cd "$ROOT" && swift build -c release --product waymark >&2)
    BIN="$(cd "$ROOT" && swift build -c release --show-bin-path)/waymark"
  fi
}

# One full build without the cache into an emptied folder, timed by GNU time: appends "LABEL wall user sys peakKB load"
# to RESULTS and prints it. Environment: JOBS (default 2), TODAY (default 2026-11-27).
#   timed_build LABEL RESULTS BINARY SITE FOLDER
timed_build() {
  rm -rf "$5"
  sync
  local load
  load="$(cut -d' ' -f1 /proc/loadavg)"
  /usr/bin/time -f "$1 %e %U %S %M $load" -a -o "$2" \
    "$3" build --site "$4" --output "$5" --quiet --no-cache --jobs "${JOBS:-2}" --today "${TODAY:-2026-11-27}"
  tail -1 "$2" | awk '{ printf "%s: %s s wall, %s s user, %s s sys, %d MB peak (load %s)\n", $1, $2, $3, $4, $5 / 1024, $6 }'
}
