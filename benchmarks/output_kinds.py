#!/usr/bin/env python3
"""Files and bytes of a built site by kind of output, per location, against issue 11's budgets.

    benchmarks/output_kinds.py OUTDIR LOCATIONS

Kinds follow the URL layout in the README (`/locations/<cc>/<city>/<id>/`, `…/hours/`, `/locations/<cc>/<city>/`,
lists and facet lists under `/locations/`, `/search/`, `/assets/maps/`); a page is told apart by its path alone.
Prints a Markdown table, fullest kind first, then the totals and the fullest folder.
"""

import os
import sys

LIST_FOLDERS = {"page", "atms", "branches", "with", "cities"}


def kind(path):
    parts = path.split("/")
    if parts[0] == "locations":
        if len(parts) >= 3 and parts[1] in LIST_FOLDERS:
            return "lists and facet lists"
        if path.endswith("/hours/index.html"):
            return "hours pages"
        depth = len(parts)
        if depth == 5 or (depth == 6 and parts[3].startswith("_")):
            return "location pages"
        if depth == 4:
            return "city pages"
        return "country pages and other lists"
    if parts[0] == "assets" and len(parts) > 1 and parts[1] == "maps":
        return "map assets (tiles, views)"
    if parts[0] == "search":
        return "search index"
    if len(parts) == 1:
        return "root files (" + parts[0] + ")" if parts[0] in ("locations.geojson", "sitemap.xml") else "other root files"
    return "other"


def main():
    outdir, locations = sys.argv[1], int(sys.argv[2])
    totals, folders = {}, {}
    for root, dirs, files in os.walk(outdir):
        folders[os.path.relpath(root, outdir)] = len(dirs) + len(files)
        for name in files:
            full = os.path.join(root, name)
            rel = os.path.relpath(full, outdir)
            entry = totals.setdefault(kind(rel), [0, 0])
            entry[0] += 1
            entry[1] += os.path.getsize(full)
    print(f"| kind | files | files per location | bytes | bytes per location |")
    print(f"| --- | ---: | ---: | ---: | ---: |")
    for name, (count, size) in sorted(totals.items(), key=lambda item: -item[1][1]):
        print(f"| {name} | {count:,} | {count / locations:.2f} | {size / 1e6:,.1f} MB | {size / locations:,.0f} |")
    count = sum(v[0] for v in totals.values())
    size = sum(v[1] for v in totals.values())
    print(f"| **all** | **{count:,}** | **{count / locations:.2f}** | **{size / 1e6:,.1f} MB** | **{size / locations:,.0f}** |")
    fullest = max(folders.items(), key=lambda item: item[1])
    print(f"\nfullest folder: {fullest[0]} ({fullest[1]:,} entries)")


if __name__ == "__main__":
    main()
