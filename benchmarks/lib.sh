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
