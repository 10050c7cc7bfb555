#!/usr/bin/env python3
"""Helpers for benchmarks/run.sh: output snapshots, rebuild comparison, search download, the table.

    measure.py snapshot OUTDIR FILE        record every file's size, mtime and checksum
    measure.py compare BEFORE AFTER        "rewritten changed added removed total" between snapshots
    measure.py rebuild BEFORE AFTER [SECS] the rebuild cell for the table
    measure.py search OUTDIR               bytes one search downloads, or "n/a"
    measure.py peak-mb TIMEFILE            peak memory in MB from GNU time -v output
    measure.py table RESULTS.tsv           the Markdown table of all sizes
"""

import gzip
import hashlib
import os
import sys

COLUMNS = ["size", "build s", "peak MB", "files", "MB written", "cp -r s", "ratio", "search download",
           "rebuild: files rewritten"]


def snapshot(outdir, path):
    with open(path, "w", encoding="utf-8") as out:
        for root, dirs, files in os.walk(outdir):
            dirs.sort()
            for name in sorted(files):
                full = os.path.join(root, name)
                st = os.stat(full)
                with open(full, "rb") as f:
                    digest = hashlib.sha1(f.read()).hexdigest()
                out.write(f"{os.path.relpath(full, outdir)}\t{st.st_size}\t{st.st_mtime_ns}\t{digest}\n")


def read_snapshot(path):
    entries = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            rel, size, mtime, digest = line.rstrip("\n").rsplit("\t", 3)
            entries[rel] = (int(size), int(mtime), digest)
    return entries


def compare(before_path, after_path):
    """(rewritten, changed, added, removed, total, common): rewritten = same path, new mtime."""
    before, after = read_snapshot(before_path), read_snapshot(after_path)
    common = before.keys() & after.keys()
    rewritten = sum(1 for k in common if before[k][1] != after[k][1])
    changed = sum(1 for k in common if before[k][2] != after[k][2])
    added = len(after.keys() - before.keys())
    removed = len(before.keys() - after.keys())
    return rewritten, changed, added, removed, len(after), len(common)


def rebuild_cell(before_path, after_path, seconds=None):
    """'n/a' while every file is rewritten (no incremental build yet), else the count rewritten."""
    rewritten, changed, added, removed, total, common = compare(before_path, after_path)
    differ = changed + added + removed
    took = f", {seconds} s" if seconds else ""
    if common and rewritten == common:
        return f"n/a (all {total:,} rewritten; {differ:,} differ{took})"
    return f"{rewritten + added + removed:,} of {total:,} ({differ:,} differ{took})"


def search_download(outdir):
    """Bytes a visitor downloads for one search: the index entry file(s) plus the largest shard.

    Looks for a search/ folder or files whose name contains "search-index". A single file is the
    whole download. With several, files named index*, manifest* or meta* are fetched first and
    the largest other file stands for the shard a query needs (an upper bound). Reports raw and
    gzip sizes, since static hosts usually compress JSON.
    """
    candidates = []
    for root, dirs, files in os.walk(outdir):
        dirs.sort()
        rel_root = os.path.relpath(root, outdir)
        in_search = rel_root == "search" or rel_root.startswith("search" + os.sep)
        for name in sorted(files):
            if in_search or "search-index" in name:
                candidates.append(os.path.join(root, name))
    if not candidates:
        return "n/a"
    if len(candidates) == 1:
        fetched = candidates
    else:
        entry = [p for p in candidates if os.path.basename(p).split(".")[0] in ("index", "manifest", "meta")]
        shards = [p for p in candidates if p not in entry]
        fetched = entry + ([max(shards, key=os.path.getsize)] if shards else [])
    raw = sum(os.path.getsize(p) for p in fetched)
    packed = 0
    for p in fetched:
        with open(p, "rb") as f:
            packed += len(gzip.compress(f.read(), compresslevel=6, mtime=0))
    return f"{raw / 1024:.1f} KB ({packed / 1024:.1f} KB gz, {len(fetched)} file{'s' if len(fetched) > 1 else ''})"


def peak_mb(timefile):
    with open(timefile, encoding="utf-8", errors="replace") as f:
        for line in f:
            if "Maximum resident set size" in line:
                return f"{int(line.rsplit(':', 1)[1]) / 1024:.0f}"
    return "?"


def table(results_path):
    lines = ["| " + " | ".join(COLUMNS) + " |", "|" + "|".join(" --- " for _ in COLUMNS) + "|"]
    with open(results_path, encoding="utf-8") as f:
        for line in f:
            cells = line.rstrip("\n").split("\t")
            if len(cells) == len(COLUMNS):
                lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv):
    if not argv:
        sys.exit(__doc__)
    command, args = argv[0], argv[1:]
    if command == "snapshot":
        snapshot(*args)
    elif command == "compare":
        print(*compare(*args)[:5])
    elif command == "rebuild":
        print(rebuild_cell(*args))
    elif command == "search":
        print(search_download(*args))
    elif command == "peak-mb":
        print(peak_mb(*args))
    elif command == "table":
        print(table(*args))
    else:
        sys.exit(f"unknown command {command}\n{__doc__}")


if __name__ == "__main__":
    main(sys.argv[1:])
