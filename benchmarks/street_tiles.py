#!/usr/bin/env python3
"""What streets add to a built site: street tiles, bytes and files, against the same site built without streets.

    python3 benchmarks/street_tiles.py WITH_STREETS [WITHOUT_STREETS] [SAMPLE]

Prints the files and bytes of each output, the street tiles (`assets/maps/<fingerprint>/streets/`) and the fullest
folder, what streets add per location, and for SAMPLE (default 1,000) location pages picked at random (seeded): the
page's bytes and the bytes of the map files it shows (street tiles and basemap tiles), mean, median, p90 and largest,
in KB. Sizes are of the files as written (a host's compression makes them smaller).
"""

import collections
import os
import random
import re
import statistics
import sys


def tree(root):
    files, size, folders, streets, street_bytes = 0, 0, collections.Counter(), 0, 0
    for folder, dirs, names in os.walk(root):
        folders[folder] = len(dirs) + len(names)
        for name in names:
            path = os.path.join(folder, name)
            files += 1
            size += os.path.getsize(path)
            if "/streets/" in path:
                streets += 1
                street_bytes += os.path.getsize(path)
    fullest = folders.most_common(1)[0]
    street_folders = [n for f, n in folders.items() if "/streets/" in f + "/" and re.search(r"/streets/\d+/", f + "/")]
    return {"files": files, "bytes": size, "streets": streets, "street_bytes": street_bytes,
            "fullest": (os.path.relpath(fullest[0], root), fullest[1]), "street_folder": max(street_folders, default=0)}


def location_pages(root):
    pages = []
    for folder, _, names in os.walk(os.path.join(root, "locations")):
        if "index.html" in names and len(os.path.relpath(folder, root).split(os.sep)) == 4:
            pages.append(os.path.join(folder, "index.html"))
    return sorted(pages)


def summary(values):
    values = sorted(values)
    return (f"mean {statistics.mean(values) / 1024:.1f}, median {statistics.median(values) / 1024:.1f}, "
            f"p90 {values[len(values) * 9 // 10] / 1024:.1f}, largest {values[-1] / 1024:.1f} KB")


def main():
    site = sys.argv[1]
    plain = sys.argv[2] if len(sys.argv) > 2 else None
    size = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
    with_streets = tree(site)
    print(f"{site}: {with_streets['files']:,} files, {with_streets['bytes']:,} bytes; "
          f"{with_streets['streets']:,} street tiles, {with_streets['street_bytes']:,} bytes; fullest folder "
          f"{with_streets['fullest'][0]} ({with_streets['fullest'][1]:,}), fullest street folder {with_streets['street_folder']:,}")
    pages = location_pages(site)
    if plain:
        without = tree(plain)
        added = with_streets["bytes"] - without["bytes"]
        print(f"{plain}: {without['files']:,} files, {without['bytes']:,} bytes")
        print(f"streets add {added:,} bytes ({added / len(pages) / 1024:.2f} KB per location of {len(pages):,}), "
              f"{with_streets['files'] - without['files']:,} files "
              f"({100 * (with_streets['files'] - without['files']) / without['files']:.1f} %)")
    random.seed(1)
    sample = random.sample(pages, min(size, len(pages)))
    page_bytes, street_bytes, map_bytes, counts = [], [], [], []
    for page in sample:
        html = open(page, encoding="utf-8").read()
        files = set(re.findall(r"assets/maps/[0-9a-f]+/[^\"#?]+\.svg", html))
        streets = [f for f in files if "/streets/" in f]
        page_bytes.append(os.path.getsize(page))
        street_bytes.append(sum(os.path.getsize(os.path.join(site, f)) for f in streets))
        map_bytes.append(sum(os.path.getsize(os.path.join(site, f)) for f in files))
        counts.append(len(streets))
    print(f"{len(sample)} location pages sampled: page {summary(page_bytes)}")
    print(f"  street tiles shown: {summary(street_bytes)}; {statistics.mean(counts):.1f} tiles a page, "
          f"{sum(1 for c in counts if c)} pages with any")
    print(f"  all map files shown (street and basemap tiles): {summary(map_bytes)}")


if __name__ == "__main__":
    main()
