#!/usr/bin/env python3
"""Builds benchmarks/cities.tsv, the city table generate.py draws from (run once; output committed).

Each line: ISO alpha-2, name, latitude, longitude, IANA time zone. Cities are Natural Earth 10m
populated places (public domain, from data/basemap in the repository). The time zone is the zone in the
system's tzdata `zone1970.tab`/`zone.tab` that lists the city's country and whose principal city is
nearest: right for nearly all cities, and near zone borders good enough for a benchmark.
"""

import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.environ.get("WAYMARK_DATA", os.path.join(os.path.dirname(HERE), "data"))
PLACES = os.path.join(DATA, "basemap", "ne_10m_populated_places.geojson")
ZONE_TAB = "/usr/share/zoneinfo/zone.tab"


def parse_iso6709(text):
    """'+404251-0740023' -> (40.714, -74.006)."""
    split = max(text.rfind("+"), text.rfind("-"))
    lat_s, lng_s = text[:split], text[split:]

    def value(s, deg_digits):
        sign = -1 if s[0] == "-" else 1
        digits = s[1:]
        deg = int(digits[:deg_digits])
        minutes = int(digits[deg_digits:deg_digits + 2])
        seconds = int(digits[deg_digits + 2:] or 0)
        return sign * (deg + minutes / 60 + seconds / 3600)

    return value(lat_s, 2), value(lng_s, 3)


def zones_by_country():
    zones = {}
    with open(ZONE_TAB, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            lat, lng = parse_iso6709(fields[1])
            zones.setdefault(fields[0], []).append((lat, lng, fields[2]))
    return zones


def distance(lat1, lng1, lat2, lng2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    a = math.sin((p2 - p1) / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(math.radians(lng2 - lng1) / 2) ** 2
    return 2 * math.asin(math.sqrt(min(1.0, a)))


def main():
    zones = zones_by_country()
    with open(PLACES, encoding="utf-8") as f:
        features = json.load(f)["features"]
    rows = set()
    for feature in features:
        iso2, name = feature["properties"]["ISO_A2"], feature["properties"]["NAME"]
        if not iso2 or iso2 not in zones or "\t" in name:
            continue
        lng, lat = feature["geometry"]["coordinates"]
        tz = min(zones[iso2], key=lambda z: distance(lat, lng, z[0], z[1]))[2]
        rows.add((iso2, name, lat, lng, tz))
    out = os.path.join(HERE, "cities.tsv")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write("# country\tname\tlatitude\tlongitude\ttimezone  (Natural Earth 10m populated places, public domain)\n")
        for iso2, name, lat, lng, tz in sorted(rows):
            f.write(f"{iso2}\t{name}\t{lat}\t{lng}\t{tz}\n")
    print(f"{out}: {len(rows)} cities", file=sys.stderr)


if __name__ == "__main__":
    main()
