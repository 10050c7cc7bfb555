#!/usr/bin/python3
"""Writes synthetic OpenStreetMap extracts (.osm.pbf) for the extract-reading benchmarks.

    /usr/bin/python3 benchmarks/osm_extract.py grid N OUT.osm.pbf
        a street grid around each city of `generate.py N`'s site (12 km square, a street every 500 m, named,
        with a river through the middle), so that every location of that site has streets around it.
    /usr/bin/python3 benchmarks/osm_extract.py region NODES WAYS OUT.osm.pbf [SITE_DIR]
        a metropolitan region: WAYS streets of NODES / WAYS nodes each over a 1.2° square around London, nodes
        first then ways, as extracts are sorted; with SITE_DIR also a site of 1,000 locations spread over it that
        names the extract (osm_extracts), so that a build reads the whole file.
    /usr/bin/python3 benchmarks/osm_extract.py site REGION.osm.pbf SITE_DIR COUNT
        a site of COUNT locations spread over the region of `region`, naming REGION.osm.pbf.

Needs pyosmium (Debian python3-pyosmium, hence /usr/bin/python3). Deterministic: same arguments, same elements.
"""

import math
import os
import random
import sys

import osmium

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate  # noqa: E402

CLASSES = ["residential"] * 6 + ["tertiary", "secondary", "primary", "unclassified"]


class Writer:
    """osmium.SimpleWriter, closed at the end of a with block (Debian's pyosmium 3.6 has no context manager)."""

    def __init__(self, path):
        if os.path.exists(path):
            os.remove(path)
        self.writer = osmium.SimpleWriter(path)

    def __enter__(self):
        return self.writer

    def __exit__(self, *exc):
        self.writer.close()


def node(writer, node_id, lat, lon, tags=None):
    writer.add_node(osmium.osm.mutable.Node(id=node_id, location=osmium.osm.Location(lon, lat), tags=tags or {}))


def way(writer, way_id, refs, tags):
    writer.add_way(osmium.osm.mutable.Way(id=way_id, nodes=refs, tags=tags))


def site_cities(n):
    """The cities of generate.py's site of n locations, in the order first picked (the same draws as write_site)."""
    rng = random.Random(generate.SEED * 1_000_003 + n)
    pick = generate.city_picker(generate.load_cities(), rng)
    seen = {}
    for i in range(n):
        city = pick()
        generate.location(rng, i + 1, city)
        seen.setdefault((city[1], city[2], city[3]), city)
    return list(seen.values())


def grid(n, out):
    cities = site_cities(n)
    lines, step = 25, 500.0  # 25 streets each way, 500 m apart: a 12 km square
    ways = []
    with Writer(out) as writer:
        node_id = 1
        for c, city in enumerate(cities):
            lat0, lon0 = city[2], city[3]
            dlat = step / 111_320
            dlon = dlat / max(0.05, math.cos(math.radians(lat0)))
            first = node_id
            for r in range(lines):
                for k in range(lines):
                    lat = lat0 + (r - lines // 2) * dlat
                    lon = lon0 + (k - lines // 2) * dlon
                    node(writer, node_id, lat, lon, {"place": "neighbourhood", "name": f"{city[1]} {r}"} if k == 0 and r % 10 == 5 else None)
                    node_id += 1
            ids = lambda r, k: first + r * lines + k  # noqa: E731
            for r in range(lines):
                tags = {"highway": CLASSES[r % len(CLASSES)], "name": f"{city[1]} Street {r}"}
                if r == lines // 2 + 1:
                    tags = {"waterway": "river", "name": f"{city[1]} River"}
                ways.append(([ids(r, k) for k in range(lines)], tags))
            for k in range(lines):
                ways.append(([ids(r, k) for r in range(lines)], {"highway": CLASSES[k % len(CLASSES)], "name": f"{city[1]} Avenue {k}"}))
        for i, (refs, tags) in enumerate(ways):
            way(writer, i + 1, refs, tags)
    print(f"{len(cities)} cities, {node_id - 1} nodes, {len(ways)} ways")


def region(nodes, ways, out, site):
    per_way = nodes // ways
    side = math.isqrt(ways)
    lat0, lon0, span = 51.5, -0.1, 1.2
    with Writer(out) as writer:
        for w in range(ways):
            row, col = divmod(w, side)
            lat = lat0 - span / 2 + span * (row + 0.5) / (ways / side)
            for k in range(per_way):
                lon = lon0 - span / 2 + span * (col + k / per_way) / side
                node(writer, w * per_way + k + 1, lat, lon)
        for w in range(ways):
            tags = {"highway": CLASSES[w % len(CLASSES)], "name": f"Street {w}"}
            if w % 97 == 0:
                tags = {"waterway": "stream", "name": f"Brook {w}"}
            way(writer, w + 1, list(range(w * per_way + 1, (w + 1) * per_way + 1)), tags)
    print(f"{ways * per_way} nodes, {ways} ways")
    if site:
        write_region_site(site, out, lat0, lon0, span)


def write_region_site(site, extract, lat0=51.5, lon0=-0.1, span=1.2, count=1000):
    content = os.path.join(site, "Content")
    os.makedirs(content, exist_ok=True)
    with open(os.path.join(content, "site.yml"), "w") as f:
        f.write(f"title: Region benchmark\nbase_url: /\nosm_extracts: [{os.path.abspath(extract)}]\ncsv:\n  timezone: Europe/London\n")
    rng = random.Random(7)
    with open(os.path.join(content, "region.csv"), "w") as f:
        f.write("id,name,type,street,city,country,latitude,longitude\n")
        for i in range(count):
            lat = lat0 - span / 2 + span * rng.random()
            lon = lon0 - span / 2 + span * rng.random()
            f.write(f"r{i},Region ATM {i},atm,{i} High Street,London,GB,{lat:.6f},{lon:.6f}\n")


def main(argv):
    if len(argv) == 3 and argv[0] == "grid":
        grid(int(argv[1]), argv[2])
    elif len(argv) == 4 and argv[0] == "site":
        write_region_site(argv[2], argv[1], count=int(argv[3]))
    elif len(argv) in (4, 5) and argv[0] == "region":
        region(int(argv[1]), int(argv[2]), argv[3], argv[4] if len(argv) == 5 else None)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
