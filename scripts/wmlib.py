"""Shared helpers for Waymark's content generators.

Everything here is deterministic: no clocks, no hash-order dependence, fixed formatting.
Paths to the reference data default to data/ in the repository (copied there with its sources
and licences, data/SOURCES.md) and can be overridden with the WAYMARK_DATA environment variable.
"""

import json
import math
import os
import random
import zlib

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.environ.get("WAYMARK_DATA", os.path.join(REPO, "data"))
CONTENT = os.path.join(REPO, "Content")


def seeded_rng(*parts):
    """A random generator whose seed depends only on the given strings (stable across runs and machines)."""
    key = "\x1f".join(str(p) for p in parts).encode("utf-8")
    return random.Random(zlib.crc32(key))


# ---------------------------------------------------------------------------------------------
# JSON output: readable, stable, small arrays kept on one line.

def _compact(value):
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def pretty_json(value, indent="  ", width=100, key_sep=": "):
    """Formats JSON with nested objects indented and any value that fits in `width` columns on one line.

    Objects keep their insertion order (callers build them in schema order). Non-ASCII is written
    as UTF-8, so names like "Reykjavík" stay readable in diffs.
    """
    lines = []

    def emit(val, level, prefix, suffix):
        pad = indent * level
        flat = _compact(val)
        if not isinstance(val, (dict, list)) or len(pad) + len(prefix) + len(flat) + len(suffix) <= width:
            lines.append(pad + prefix + flat + suffix)
            return
        opener, closer = ("{", "}") if isinstance(val, dict) else ("[", "]")
        lines.append(pad + prefix + opener)
        items = list(val.items()) if isinstance(val, dict) else [(None, v) for v in val]
        for i, (k, v) in enumerate(items):
            sub_prefix = "" if k is None else json.dumps(k, ensure_ascii=False) + key_sep
            emit(v, level + 1, sub_prefix, "," if i < len(items) - 1 else "")
        lines.append(pad + closer + suffix)

    emit(value, 0, "", "")
    return "\n".join(lines) + "\n"


def write_text(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def load_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


# ---------------------------------------------------------------------------------------------
# Natural Earth: places, country outlines and lakes, with a plain point-in-polygon test.

def populated_places():
    """{(name, iso2): (lat, lng)} from Natural Earth 10m populated places (first occurrence wins)."""
    fc = load_json(os.path.join(DATA, "basemap", "ne_10m_populated_places.geojson"))
    places = {}
    for f in fc["features"]:
        p = f["properties"]
        lng, lat = f["geometry"]["coordinates"]
        places.setdefault((p["NAME"], p["ISO_A2"]), (lat, lng))
    return places


def _polygons(geometry):
    if geometry["type"] == "Polygon":
        return [geometry["coordinates"]]
    if geometry["type"] == "MultiPolygon":
        return geometry["coordinates"]
    return []


class PolygonSet:
    """Polygons (exterior ring plus holes) with bounding boxes, for point-in-polygon tests."""

    def __init__(self, polygons):
        self.items = []
        for poly in polygons:
            outer = poly[0]
            xs = [c[0] for c in outer]
            ys = [c[1] for c in outer]
            self.items.append(((min(xs), min(ys), max(xs), max(ys)), poly))

    def contains(self, lat, lng):
        for (x0, y0, x1, y1), poly in self.items:
            if x0 <= lng <= x1 and y0 <= lat <= y1 and _in_ring(lng, lat, poly[0]) \
                    and not any(_in_ring(lng, lat, hole) for hole in poly[1:]):
                return True
        return False


def _in_ring(x, y, ring):
    """Even-odd ray casting."""
    inside = False
    n = len(ring)
    j = n - 1
    for i in range(n):
        xi, yi = ring[i][0], ring[i][1]
        xj, yj = ring[j][0], ring[j][1]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


class LandCheck:
    """Is a point inside a given country's 10m outline and outside every 10m lake?"""

    def __init__(self, iso2_codes):
        countries = load_json(os.path.join(DATA, "basemap", "ne_10m_admin0_countries.geojson"))
        self.countries = {}
        for f in countries["features"]:
            code = f["properties"]["ISO_A2"]
            if code in iso2_codes:
                self.countries.setdefault(code, []).extend(_polygons(f["geometry"]))
        self.countries = {k: PolygonSet(v) for k, v in self.countries.items()}
        lakes = load_json(os.path.join(DATA, "basemap", "ne_10m_lakes.geojson"))
        self.lakes = PolygonSet([p for f in lakes["features"] for p in _polygons(f["geometry"])])

    def on_land(self, iso2, lat, lng):
        return self.countries[iso2].contains(lat, lng) and not self.lakes.contains(lat, lng)


def offset(lat, lng, north_km, east_km):
    """Moves a point by kilometres north and east (small distances), wrapping longitude to [-180, 180)."""
    dlat = north_km / 110.574
    dlng = east_km / (111.320 * math.cos(math.radians(lat)))
    lng2 = lng + dlng
    if lng2 >= 180:
        lng2 -= 360
    elif lng2 < -180:
        lng2 += 360
    return lat + dlat, lng2


_M = 0xFFFFFFFFFFFFFFFF


def _rotl(x, r):
    return ((x << r) | (x >> (64 - r))) & _M


def _avalanche(x):
    x ^= x >> 33
    x = (x * 0xFF51AFD7ED558CCD) & _M
    x ^= x >> 33
    x = (x * 0xC4CEB9FE1A85EC53) & _M
    x ^= x >> 33
    return x


def waymark_digest(data: bytes) -> str:
    """Waymark's stable hash (`Digest.of` in Sources/WaymarkKit/Incremental/Digest.swift): 32 hex digits."""
    a, b, count = 0x9E3779B97F4A7C15, 0xC2B2AE3D27D4EB4F, 0
    words = [int.from_bytes(data[i : i + 8], "little") for i in range(0, len(data), 8)] + [len(data)]
    for value in words:
        count += 1
        a = (_rotl(((a ^ value) * 0xFF51AFD7ED558CCD) & _M, 29) + b) & _M
        b = _rotl(((b + value) * 0xC4CEB9FE1A85EC53) & _M, 31) ^ a
    high = a ^ ((count * 0x9E3779B97F4A7C15) & _M)
    low = b ^ _rotl(a, 17)
    for _ in range(2):
        high = _avalanche((high + low) & _M)
        low = _avalanche(low ^ high)
    return f"{high:016x}{low:016x}"
