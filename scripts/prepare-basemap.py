#!/usr/bin/env python3
"""Prepare Waymark's shipped basemap from the Natural Earth GeoJSON layers.

Usage: scripts/prepare-basemap.py [SOURCE_DIR] [OUTPUT_DIR]
  SOURCE_DIR defaults to data/basemap (in the repository),
  OUTPUT_DIR to Sources/WaymarkKit/Resources/Basemap.

Python 3 standard library only. Output is byte-identical for the same input.

For each scale (110m, 50m, 10m) the admin-0 country polygons are turned into a topology:
shared borders become arcs stored once, so land, country outlines and borders are all built
from the same simplified arcs and never drift apart. Land is the dissolve of all countries
(the arcs with a country on one side only); borders are the arcs between two countries.
Lakes (10m) are added to the 10m file as rings of their own.

Each arc vertex carries a Douglas-Peucker threshold (in Web Mercator units, world width 1),
so the renderer simplifies to the pixel by dropping vertices below a cut-off, the same way in
every tile.

Binary layout (little-endian varints; "zigzag" means signed):
  magic "WMBM", u8 format version (1), u8 scale (110, 50 or 10)
  varint arcCount; per arc: varint n, n x (zigzag dLon, zigzag dLat) in 1e-4 degrees
      (deltas from the previous vertex, the first from 0), then n threshold bytes
  varint countryCount; per country: u8 len + ASCII ISO 3166-1 alpha-2 ("" when none),
      varint ringCount; per ring: varint refCount, refs as zigzag (i forward, -(i+1) reversed)
  varint landRingCount; rings as above
  varint lakeRingCount; rings as above
  varint borderCount; per border: zigzag arc ref

Populated places go to a file of their own, places.bin (map labels; the tiles do not use them):
  magic "WMPL", u8 format version (1)
  varint placeCount; per place, most important first: zigzag dLon, zigzag dLat in 1e-4 degrees
      (from the previous place, the first from 0), u8 rank, u8 len + UTF-8 name
The rank is 0 for the world cities of the 110m layer and 1 for the others; within a rank, places keep
the reverse of the 10m layer's order (Natural Earth lists the least important places first).
"""
import json
import math
import os
import struct
import sys
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "data", "basemap")
OUTPUT = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "Sources", "WaymarkKit", "Resources", "Basemap")

QUANTUM = 10_000  # units per degree
SIMFEROPOL = (34.1, 44.95)


def load(name):
    with open(os.path.join(SOURCE, name), encoding="utf-8") as f:
        return json.load(f)


def quantize_ring(ring):
    out = []
    for lon, lat in ring:
        p = (round(lon * QUANTUM), round(lat * QUANTUM))
        if not out or out[-1] != p:
            out.append(p)
    if len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return out if len(out) >= 3 else None


def polygons(geometry):
    if geometry["type"] == "Polygon":
        return [geometry["coordinates"]]
    if geometry["type"] == "MultiPolygon":
        return geometry["coordinates"]
    return []


def contains(ring, point):
    x, y = point[0] * QUANTUM, point[1] * QUANTUM
    inside = False
    for i in range(len(ring)):
        x1, y1 = ring[i - 1]
        x2, y2 = ring[i]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def read_countries(name, patch_crimea):
    """Countries as (iso, [polygon], ...) where a polygon is a list of quantized rings."""
    countries = []
    for feature in load(name)["features"]:
        iso = feature["properties"].get("ISO_A2") or ""
        polys = []
        for poly in polygons(feature["geometry"]):
            rings = [r for r in (quantize_ring(r) for r in poly) if r]
            if rings:
                polys.append(rings)
        countries.append([iso, polys])
    if patch_crimea:
        # Natural Earth 110m v5.1.1 (default point of view) draws Crimea as part of Russia;
        # the 50m and 10m layers Waymark also uses give it to Ukraine. Make 110m agree.
        by_iso = {c[0]: c for c in countries}
        russia, ukraine = by_iso["RU"], by_iso["UA"]
        moved = [p for p in russia[1] if contains(p[0], SIMFEROPOL)]
        assert len(moved) == 1, "expected Crimea as one polygon of Russia at 110m"
        russia[1] = [p for p in russia[1] if p is not moved[0]]
        ukraine[1].append(moved[0])
    return countries


def chain(edges):
    """Links directed edges into closed rings, first edge first, deterministically."""
    outgoing = defaultdict(list)
    for index, (a, b) in enumerate(edges):
        outgoing[a].append(index)
    used = [False] * len(edges)
    cursor = defaultdict(int)
    rings = []
    for start_index in range(len(edges)):
        if used[start_index]:
            continue
        ring = []
        index = start_index
        start = edges[index][0]
        while True:
            used[index] = True
            a, b = edges[index]
            ring.append(a)
            if b == start:
                break
            options = outgoing[b]
            while cursor[b] < len(options) and used[options[cursor[b]]]:
                cursor[b] += 1
            if cursor[b] == len(options):
                raise ValueError("open chain at %r" % (b,))
            index = options[cursor[b]]
        if len(ring) >= 3:
            rings.append(ring)
    return rings


def dissolve_internal(country_polys):
    """A country's rings with edges it shares with itself removed (e.g. Crimea's isthmus)."""
    edges = []
    for poly in country_polys:
        for ring in poly:
            for i in range(len(ring)):
                edges.append((ring[i], ring[(i + 1) % len(ring)]))
    present = defaultdict(int)
    for e in edges:
        present[e] += 1
    kept = []
    for a, b in edges:
        if present[(b, a)] > 0 and present[(a, b)] > 0:
            continue
        kept.append((a, b))
    if len(kept) == len(edges):
        return [ring for poly in country_polys for ring in poly]
    return chain(kept)


class Topology:
    def __init__(self):
        self.arcs = []  # list of vertex tuples
        self.index = {}  # canonical tuple -> arc id

    def ref(self, vertices, closed):
        key = tuple(vertices)
        if closed:
            key, reversed_ = canonical_cycle(vertices)
            if key not in self.index:
                self.index[key] = len(self.arcs)
                self.arcs.append(key)
            return -(self.index[key] + 1) if reversed_ else self.index[key]
        if key in self.index:
            return self.index[key]
        back = tuple(reversed(vertices))
        if back in self.index:
            return -(self.index[back] + 1)
        self.index[key] = len(self.arcs)
        self.arcs.append(key)
        return self.index[key]


def canonical_cycle(ring):
    """The closed arc for a ring without junctions: starts at the smallest vertex, in the
    direction that makes the tuple smallest; returns it and whether the ring runs the other way."""
    n = len(ring)
    m = min(range(n), key=lambda i: ring[i])
    forward = tuple(ring[m:] + ring[:m]) + (ring[m],)
    back_ring = list(reversed(ring))
    mb = min(range(n), key=lambda i: back_ring[i])
    backward = tuple(back_ring[mb:] + back_ring[:mb]) + (back_ring[mb],)
    if forward <= backward:
        return forward, False
    return backward, True


def build_topology(rings):
    """Splits rings into shared arcs. Returns (topology, [list of refs per ring])."""
    neighbours = defaultdict(set)
    owners = defaultdict(set)
    for rid, ring in enumerate(rings):
        for i in range(len(ring)):
            a, b = ring[i], ring[(i + 1) % len(ring)]
            neighbours[a].add(b)
            neighbours[b].add(a)
            owners[frozenset((a, b))].add(rid)
    topo = Topology()
    result = []
    for ring in rings:
        n = len(ring)
        junctions = []
        for i in range(n):
            v = ring[i]
            prev_edge = frozenset((ring[i - 1], v))
            next_edge = frozenset((v, ring[(i + 1) % n]))
            if len(neighbours[v]) != 2 or owners[prev_edge] != owners[next_edge]:
                junctions.append(i)
        if not junctions:
            result.append([topo.ref(ring, closed=True)])
            continue
        refs = []
        for j, start in enumerate(junctions):
            end = junctions[(j + 1) % len(junctions)]
            if end <= start:
                end += n
            vertices = [ring[k % n] for k in range(start, end + 1)]
            refs.append(topo.ref(vertices, closed=False))
        result.append(refs)
    return topo, result


def arc_vertices(topo, ref):
    return list(topo.arcs[ref]) if ref >= 0 else list(reversed(topo.arcs[~ref]))


def land_rings(topo, ring_refs):
    """Chains the arcs used by exactly one ring (coasts) into the rings of the land."""
    uses = defaultdict(int)
    for refs in ring_refs:
        for ref in refs:
            uses[ref if ref >= 0 else ~ref] += 1
    coast = [ref for refs in ring_refs for ref in refs if uses[ref if ref >= 0 else ~ref] == 1]
    edges = []
    for ref in coast:
        vs = arc_vertices(topo, ref)
        edges.append((vs[0], vs[-1]))
    rings = []
    outgoing = defaultdict(list)
    for index, (a, _) in enumerate(edges):
        outgoing[a].append(index)
    used = [False] * len(edges)
    for start_index in range(len(edges)):
        if used[start_index]:
            continue
        ring = []
        index = start_index
        start = edges[index][0]
        while True:
            used[index] = True
            ring.append(coast[index])
            end = edges[index][1]
            if end == start:
                break
            index = next(i for i in outgoing[end] if not used[i])
        rings.append(ring)
    return rings


def mercator(lon_q, lat_q):
    lat = max(-85.0511287798, min(85.0511287798, lat_q / QUANTUM))
    x = lon_q / QUANTUM / 360.0 + 0.5
    y = 0.5 - math.log(math.tan(math.pi / 4 + math.radians(lat) / 2)) / (2 * math.pi)
    return x, y


def thresholds(vertices):
    """Douglas-Peucker removal thresholds in Mercator units, quantized to one byte each.

    A vertex is kept at tolerance t when its byte b <= floor(-8 * log2(t)); ends get 0 (always)."""
    pts = [mercator(*v) for v in vertices]
    n = len(pts)
    t = [0.0] * n
    t[0] = t[-1] = math.inf
    stack = [(0, n - 1, math.inf)]
    while stack:
        i, j, limit = stack.pop()
        if j - i < 2:
            continue
        (ax, ay), (bx, by) = pts[i], pts[j]
        dx, dy = bx - ax, by - ay
        length2 = dx * dx + dy * dy
        best, best_k = -1.0, i + 1
        for k in range(i + 1, j):
            px, py = pts[k]
            if length2 == 0:
                d = math.hypot(px - ax, py - ay)
            else:
                s = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length2))
                d = math.hypot(px - ax - s * dx, py - ay - s * dy)
            if d > best:
                best, best_k = d, k
        value = min(best, limit)
        t[best_k] = value
        stack.append((i, best_k, value))
        stack.append((best_k, j, value))
    out = bytearray()
    for value in t:
        if value == math.inf:
            out.append(0)
        elif value <= 0:
            out.append(255)
        else:
            out.append(max(1, min(254, math.floor(-8 * math.log2(value)))))
    return bytes(out)


def varint(value, out):
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return


def zigzag(value, out):
    varint((value << 1) if value >= 0 else ((-value << 1) - 1), out)


def write_rings(rings, out):
    varint(len(rings), out)
    for refs in rings:
        varint(len(refs), out)
        for ref in refs:
            zigzag(ref, out)


def encode(scale, topo, countries, country_rings, land, lakes, borders):
    out = bytearray(b"WMBM")
    out += struct.pack("<BB", 1, scale)
    varint(len(topo.arcs), out)
    for arc in topo.arcs:
        varint(len(arc), out)
        px = py = 0
        for x, y in arc:
            zigzag(x - px, out)
            zigzag(y - py, out)
            px, py = x, y
        out += thresholds(arc)
    varint(len(countries), out)
    for iso, rings in zip([c[0] for c in countries], country_rings):
        code = iso.encode("ascii")
        out.append(len(code))
        out += code
        write_rings(rings, out)
    write_rings(land, out)
    write_rings(lakes, out)
    varint(len(borders), out)
    for ref in borders:
        zigzag(ref, out)
    return bytes(out)


def prepare(scale, countries_file, patch_crimea=False, lakes_file=None):
    countries = read_countries(countries_file, patch_crimea)
    countries.sort(key=lambda c: (c[0] == "", c[0]))  # ISO order, unnamed units last, stable
    rings, owner = [], []
    for cid, (_, polys) in enumerate(countries):
        for ring in dissolve_internal(polys):
            rings.append(ring)
            owner.append(cid)
    lake_rings = []
    if lakes_file:
        for feature in load(lakes_file)["features"]:
            for poly in polygons(feature["geometry"]):
                lake_rings += [r for r in (quantize_ring(r) for r in poly) if r]
    topo, refs = build_topology(rings)
    per_country = [[] for _ in countries]
    for rid, ring_refs in enumerate(refs):
        per_country[owner[rid]].append(ring_refs)
    land = land_rings(topo, refs)
    arc_owners = defaultdict(set)
    for rid, ring_refs in enumerate(refs):
        for ref in ring_refs:
            arc_owners[ref if ref >= 0 else ~ref].add(owner[rid])
    borders = sorted(a for a, o in arc_owners.items() if len(o) == 2)
    lakes = [[topo.ref(r, closed=True)] for r in lake_rings]
    data = encode(scale, topo, countries, per_country, land, lakes, borders)
    vertex_count = sum(len(a) for a in topo.arcs)
    print("%4dm: %d countries, %d arcs, %d vertices, %d land rings, %d lakes, %d borders, %d bytes"
          % (scale, len(countries), len(topo.arcs), vertex_count, len(land), len(lakes), len(borders), len(data)))
    return data


def prepare_places(file_10m, file_110m):
    """Places most important first, as (lon, lat, rank, name) with quantized coordinates."""
    world = {(f["properties"]["NAME"], round(f["geometry"]["coordinates"][0]), round(f["geometry"]["coordinates"][1]))
             for f in load(file_110m)["features"]}
    places = []
    for order, feature in enumerate(reversed(load(file_10m)["features"])):
        lon, lat = feature["geometry"]["coordinates"]
        name = feature["properties"]["NAME"]
        rank = 0 if (name, round(lon), round(lat)) in world else 1
        places.append((rank, order, round(lon * QUANTUM), round(lat * QUANTUM), name))
    places.sort()
    out = bytearray(b"WMPL")
    out.append(1)
    varint(len(places), out)
    px = py = 0
    for rank, _, x, y, name in places:
        zigzag(x - px, out)
        zigzag(y - py, out)
        px, py = x, y
        encoded = name.encode("utf-8")
        assert 0 < len(encoded) < 256, "place name of %d bytes" % len(encoded)
        out.append(rank)
        out.append(len(encoded))
        out += encoded
    print("places: %d, %d world cities, %d bytes" % (len(places), sum(1 for p in places if p[0] == 0), len(out)))
    return bytes(out)


def main():
    os.makedirs(OUTPUT, exist_ok=True)
    jobs = [
        ("basemap-110m.bin", 110, "ne_110m_admin0_countries.geojson", True, None),
        ("basemap-50m.bin", 50, "ne_50m_admin0_countries.geojson", False, None),
        ("basemap-10m.bin", 10, "ne_10m_admin0_countries_simplified.geojson", False, "ne_10m_lakes.geojson"),
    ]
    for file_name, scale, countries_file, crimea, lakes in jobs:
        data = prepare(scale, countries_file, crimea, lakes)
        with open(os.path.join(OUTPUT, file_name), "wb") as f:
            f.write(data)
    places = prepare_places("ne_10m_populated_places.geojson", "ne_110m_populated_places.geojson")
    with open(os.path.join(OUTPUT, "places.bin"), "wb") as f:
        f.write(places)


if __name__ == "__main__":
    main()
