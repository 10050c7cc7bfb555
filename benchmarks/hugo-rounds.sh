#!/usr/bin/env bash
# Waymark against Hugo at one size, in rounds of alternating order (Hugo first, then Waymark first, ...), each build
# into an empty folder, with `cp -r` of Waymark's output and `waymark check` timed after each of its builds.
#
#   benchmarks/hugo-rounds.sh [SIZE] [ROUNDS]   default 10000 and 2; needs benchmarks/data/site-SIZE and hugo-SIZE
#                                               (made by benchmarks/compare-hugo.sh SIZE), or SITE_DIR and HUGO_DIR
#
# Prints one line per build (wall, user, sys, peak RSS, load average), then the files and bytes of both outputs.
# Uses the release binary (`swift build -c release`), or $WAYMARK; Waymark builds with `--no-cache --jobs 2`, so it
# renders every page, as Hugo does.
#
# Every build gets a new, empty ext4 file system (a loop device of FS_SIZE, default 8G, in $TMPDIR) when run as
# root, unless FRESH_FS=0. Without it the figures depend on what the disk did before: ext4 skips inodes deleted in
# the last 60 to 300 seconds when it makes a new one, so a build right after `rm -rf` of the previous output spends
# seconds of system time searching for free inodes (seen here: the same Waymark build took 2.9 s on a new file
# system, 10.7 s and 21.5 s right after deleting the outputs of earlier builds). With FRESH_FS=0 the builds go to
# folders under $TMPDIR, deleted and synced before each build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
size="${1:-10000}"
rounds="${2:-2}"
site="${SITE_DIR:-benchmarks/data/site-$size}"
hugo_site="${HUGO_DIR:-benchmarks/data/hugo-$size}"
waymark="${WAYMARK:-$(swift build -c release --show-bin-path)/waymark}"
[ -x "$waymark" ] || swift build -c release --product waymark
[ -d "$site" ] && [ -d "$hugo_site" ] || { echo "missing $site or $hugo_site (run benchmarks/compare-hugo.sh $size)" >&2; exit 2; }
work="$(mktemp -d "${TMPDIR:-/tmp}/waymark-hugo-rounds.XXXXXX")"
fresh="${FRESH_FS:-$([ "$(id -u)" = 0 ] && command -v mkfs.ext4 >/dev/null && echo 1 || echo 0)}"
mnt="$work/mnt"
mkdir -p "$mnt"

cleanup() {
    mountpoint -q "$mnt" && umount "$mnt"
    rm -rf "$work"
}
trap cleanup EXIT

# An empty place for the next output: a new file system, or an emptied folder.
new_place() {
    if [ "$fresh" = 1 ]; then
        mountpoint -q "$mnt" && umount "$mnt"
        rm -f "$work/fs.img"
        truncate -s "${FS_SIZE:-8G}" "$work/fs.img"
        mkfs.ext4 -q -F -E lazy_itable_init=0,lazy_journal_init=0 "$work/fs.img"
        mount -o loop "$work/fs.img" "$mnt"
    else
        rm -rf "${mnt:?}"/*
    fi
    sync
}

run() {
    local name=$1
    shift
    local load
    load=$(cut -d' ' -f1 /proc/loadavg)
    /usr/bin/time -f "$name: %e s wall, %U s user, %S s sys, %M KB peak RSS (load $load)" "$@" 2>&1 >/dev/null | tail -1
}

count() { find "$1" -type f -printf '%s\n' | awk -v n="$2" '{ s += $1 } END { printf "%s output: %d files, %d bytes\n", n, NR, s }'; }

echo "sizes: $size locations; fresh file system per build: $fresh; waymark: $waymark"
for round in $(seq 1 "$rounds"); do
    if [ $((round % 2)) = 1 ]; then order="hugo waymark"; else order="waymark hugo"; fi
    for v in $order; do
        new_place
        if [ "$v" = hugo ]; then
            run hugo hugo --quiet -s "$hugo_site" -d "$mnt/hugo"
            [ "$round" = "$rounds" ] && count "$mnt/hugo" hugo
        else
            run waymark "$waymark" build --site "$site" --output "$mnt/waymark" --quiet --jobs 2 --no-cache
            sync
            /usr/bin/time -f "cp -r of Waymark's output: %e s wall" cp -r "$mnt/waymark" "$mnt/copy" 2>&1 | tail -1
            sync
            [ "$round" = "$rounds" ] && count "$mnt/waymark" waymark
            run "waymark check" "$waymark" check --site "$site"
        fi
    done
done
