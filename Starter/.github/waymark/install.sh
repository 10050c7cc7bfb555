#!/bin/sh
# Installs the Waymark release this site builds with into $WAYMARK_HOME/bin (default ~/.local/waymark/bin)
# and, in GitHub Actions, puts it on PATH. The archive is checked against its SHA-256 before it is
# unpacked: a corrupt or mismatched download stops the run here, and nothing is installed.
set -eu

# The one place the release is chosen. `waymark init` wrote the version that made this site, and the
# address of its releases (`waymark init --repo URL` for another); raise the version to upgrade.
# WAYMARK_SHA256, when set (here, or in a workflow's env), pins the archive's checksum as well.
WAYMARK_VERSION="${WAYMARK_VERSION:-@WAYMARK_VERSION@}"
WAYMARK_RELEASES="${WAYMARK_RELEASES:-@WAYMARK_RELEASES@}"

name="waymark-$WAYMARK_VERSION-linux-$(uname -m)"
url="$WAYMARK_RELEASES/v$WAYMARK_VERSION/$name.tar.gz"
dest="${WAYMARK_HOME:-$HOME/.local/waymark}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

curl -fsSL --retry 3 -o "$work/$name.tar.gz" "$url"
curl -fsSL --retry 3 -o "$work/$name.tar.gz.sha256" "$url.sha256"
expected="$(cut -d ' ' -f 1 "$work/$name.tar.gz.sha256")"
actual="$(sha256sum "$work/$name.tar.gz" | cut -d ' ' -f 1)"
if [ "$actual" != "$expected" ] || [ "${WAYMARK_SHA256:-$actual}" != "$actual" ]; then
    echo "install.sh: $name.tar.gz does not match its SHA-256 (got $actual); Waymark was not installed" >&2
    exit 1
fi

tar -xzf "$work/$name.tar.gz" -C "$work"
mkdir -p "$dest/bin"
# Moved with its time from the archive: the build cache is for one binary (path, size and time).
mv -f "$work/$name/waymark" "$dest/bin/waymark"
if [ -n "${GITHUB_PATH:-}" ]; then echo "$dest/bin" >> "$GITHUB_PATH"; fi
echo "installed $("$dest/bin/waymark" --version) into $dest/bin"
