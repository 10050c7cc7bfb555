# Shared helpers for the scripts in this folder; source it, don't run it.

# The repository root, whatever the caller's working directory.
WAYMARK_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export WAYMARK_ROOT

# Swift lives in /opt/swift on the project's machines; a login shell may not have it on PATH.
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

note() { printf '%s: %s\n' "$(basename "$0")" "$*" >&2; }
die() { note "error: $*"; exit 1; }
