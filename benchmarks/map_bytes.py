#!/usr/bin/env python3
"""How many bytes of deep map files (`assets/maps/<fingerprint>/deep/`) a location page refers to.

    python3 benchmarks/map_bytes.py OUT [SAMPLE]

Picks SAMPLE (default 1,000) location pages of a built site at random (seeded, so the same pages each time), sums
the sizes of the deep files each one's map refers to, and prints the mean, median, 90th percentile and largest, in KB.
A visitor's browser fetches these once for a region.
"""

import os
import random
import re
import statistics
import sys


def main():
    site = sys.argv[1]
    size = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    pages = []
    for root, _, files in os.walk(os.path.join(site, "locations")):
        # /locations/<country>/<city>/<location>/index.html
        if "index.html" in files and len(os.path.relpath(root, site).split(os.sep)) == 4:
            pages.append(os.path.join(root, "index.html"))
    pages.sort()
    random.seed(1)
    sample = random.sample(pages, min(size, len(pages)))
    totals = []
    for page in sample:
        html = open(page, encoding="utf-8").read()
        files = set(re.findall(r"assets/maps/[0-9a-f]+/deep/[0-9]+-[0-9]+\.svg", html))
        totals.append(sum(os.path.getsize(os.path.join(site, f)) for f in files))
    totals.sort()
    print(f"{len(pages)} location pages, {len(sample)} sampled: mean {statistics.mean(totals) / 1024:.1f} KB, "
          f"median {statistics.median(totals) / 1024:.1f} KB, p90 {totals[len(totals) * 9 // 10] / 1024:.1f} KB, "
          f"largest {totals[-1] / 1024:.1f} KB")


if __name__ == "__main__":
    main()
