#!/usr/bin/env python3
"""Converts a Waymark synthetic site into an equivalent Hugo site, for the speed comparison.

    python3 benchmarks/hugo/make_site.py SITE_DIR HUGO_DIR

Reads SITE_DIR/Content/branches.json (Waymark's schema, as written by
benchmarks/generate.py) and writes HUGO_DIR (deleted first) with:

  config.toml                 paginate = 50, a `city` taxonomy (`cities`), no RSS
  layouts/, static/           copied from benchmarks/hugo/ (single page, list, city terms; CSS)
  content/locations/ID.md     one page per location, JSON front matter: name, kind, address,
                              coordinates, city term, the week's hours, services, details and the
                              10 nearest other locations

Hugo cannot compute nearest neighbours, so they are computed here with a grid (several cell sizes,
from 1 km to the whole world, so isolated places still get 10) and written into each page's front
matter with their offsets in km; the layout projects them into an inline SVG.
"""

import json
import math
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
NEIGHBOURS = 10
LEVELS_KM = [1.0, 10.0, 100.0, 1000.0, 10000.0]  # grid cell sizes, tried in turn
KM_PER_DEG_LAT = 110.574
KM_PER_DEG_LNG = 111.320

CONFIG = """baseURL = "https://example.com/"
languageCode = "en"
title = "Imaginary Bank locations"
paginate = 50
disableKinds = ["RSS"]
[taxonomies]
  city = "cities"
[markup.goldmark.renderer]
  unsafe = false
"""


def project(loc):
    """Plane coordinates in km (equirectangular around each point's own latitude: good enough)."""
    lat = loc["coordinate"]["latitude"]
    lng = loc["coordinate"]["longitude"]
    return lng * KM_PER_DEG_LNG * math.cos(math.radians(lat)), lat * KM_PER_DEG_LAT


def nearest(points):
    """For each point, the indices and squared distances of its NEIGHBOURS nearest other points."""
    n = len(points)
    result = [None] * n
    todo = list(range(n))
    for cell in LEVELS_KM:
        grid = {}
        for i, (x, y) in enumerate(points):
            grid.setdefault((int(math.floor(x / cell)), int(math.floor(y / cell))), []).append(i)
        reach = 2 * cell  # a 5 x 5 block around the point's cell covers at least this radius
        left = []
        for i in todo:
            x, y = points[i]
            cx, cy = int(math.floor(x / cell)), int(math.floor(y / cell))
            found = []
            for gx in range(cx - 2, cx + 3):
                for gy in range(cy - 2, cy + 3):
                    for j in grid.get((gx, gy), ()):
                        if j != i:
                            px, py = points[j]
                            found.append(((px - x) ** 2 + (py - y) ** 2, j))
            want = min(NEIGHBOURS, n - 1)
            if len(found) >= want:
                found.sort()
                best = found[:want]
                if not best or best[-1][0] <= reach * reach or cell == LEVELS_KM[-1]:
                    result[i] = best
                    continue
            left.append(i)
        todo = left
        if not todo:
            break
    for i in todo:  # brute force for whatever no level settled (only on tiny or odd sites)
        x, y = points[i]
        found = sorted(((px - x) ** 2 + (py - y) ** 2, j) for j, (px, py) in enumerate(points) if j != i)
        result[i] = found[:NEIGHBOURS]
    return result


def address_lines(loc):
    addr = loc.get("address", {})
    return [part for part in (addr.get("street"), addr.get("city"), addr.get("postcode"), addr.get("country")) if part]


def hours_rows(hours):
    weekly = (hours or {}).get("weekly", {})
    return [{"day": day, "spans": ["%s–%s" % (a, b) for a, b in weekly.get(day, [])]} for day in DAYS]


def front_matter(loc, neighbours, locations, points, i):
    x, y = points[i]
    near = []
    for d2, j in neighbours:
        other = locations[j]
        px, py = points[j]
        near.append({"id": other["id"], "name": other["name"], "loctype": other["type"],
                     "address": ", ".join(address_lines(other)),
                     "km": round(math.sqrt(d2), 2), "dx": round(px - x, 3), "dy": round(py - y, 3)})
    radius = max([max(abs(p["dx"]), abs(p["dy"])) for p in near] + [0.1])
    addr = loc.get("address", {})
    hours = loc.get("hours")
    return {
        "title": loc["name"],
        "loctype": loc["type"],
        "address": address_lines(loc),
        "latitude": loc["coordinate"]["latitude"],
        "longitude": loc["coordinate"]["longitude"],
        "phone": loc.get("phone"),
        "services": loc.get("services", []),
        "details": loc.get("details", []),
        "cities": [addr.get("city", "Unknown")],
        "timezone": (hours or {}).get("timezone"),
        "hours": hours_rows(hours),
        "notes": (hours or {}).get("notes"),
        "radius": round(radius, 3),
        "nearest": near,
    }


def main(argv):
    if len(argv) != 2:
        sys.exit("usage: make_site.py SITE_DIR HUGO_DIR")
    site, out = argv
    with open(os.path.join(site, "Content", "branches.json"), encoding="utf-8") as f:
        data = json.load(f)
    locations = data["locations"] if isinstance(data, dict) else data
    points = [project(loc) for loc in locations]
    near = nearest(points)

    shutil.rmtree(out, ignore_errors=True)
    content = os.path.join(out, "content", "locations")
    os.makedirs(content)
    for folder in ("layouts", "static"):
        shutil.copytree(os.path.join(HERE, folder), os.path.join(out, folder))
    with open(os.path.join(out, "config.toml"), "w", encoding="utf-8") as f:
        f.write(CONFIG)
    with open(os.path.join(out, "content", "_index.md"), "w", encoding="utf-8") as f:
        bank = data.get("bank", {}).get("name", "Locations") if isinstance(data, dict) else "Locations"
        f.write(json.dumps({"title": bank + " locations"}) + "\n")
    with open(os.path.join(content, "_index.md"), "w", encoding="utf-8") as f:
        f.write('{"title": "All locations"}\n')
    dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
    for i, loc in enumerate(locations):
        with open(os.path.join(content, loc["id"] + ".md"), "w", encoding="utf-8") as f:
            f.write(dumps(front_matter(loc, near[i], locations, points, i)))
            f.write("\n")
    print(f"wrote {len(locations)} location pages to {out}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
