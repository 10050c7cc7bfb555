#!/usr/bin/env python3
"""Builds Content/geocode/<query>.json: saved geocoding queries in the Google Geocoding API's
response format, written by hand for the sample site.

These are NOT Google responses (the Maps Platform terms limit storing those). Every coordinate
comes from Natural Earth (public domain): city points from the 10m populated places, and the
"Fiji" country result from the 10m admin-0 outline. Viewports are boxes around those points,
place_ids are made up and start with "WaymarkSample_" so nobody mistakes them for real ones.
The files imitate Google's own layout (3-space indent, " : ", short arrays on one line, keys in
alphabetical order), so a parser sees what the real API sends. Rerunning gives identical bytes.
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wmlib import CONTENT, DATA, load_json, populated_places, seeded_rng, write_text  # noqa: E402

US = ("United States", "US")


# ---------------------------------------------------------------------------------------------
# Google-style JSON

def google_json(value, level=0):
    """Serialises like the Geocoding API: 3-space indent, ' : ', arrays of scalars on one line."""
    pad, inner = "   " * level, "   " * (level + 1)
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = [f'{inner}{json.dumps(k, ensure_ascii=False)} : {google_json(v, level + 1)}'
                 for k, v in sorted(value.items())]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(value, list):
        if not value:
            return "[]"
        if all(not isinstance(v, (dict, list)) for v in value):
            return "[ " + ", ".join(json.dumps(v, ensure_ascii=False) for v in value) + " ]"
        return "[\n" + ",\n".join(inner + google_json(v, level + 1) for v in value) + "\n" + pad + "]"
    return json.dumps(value, ensure_ascii=False)


# ---------------------------------------------------------------------------------------------
# Results

def component(long_name, short_name, *types):
    return {"long_name": long_name, "short_name": short_name, "types": list(types)}


def locality_components(city, county=None, region=None, country=None):
    parts = [component(city, city, "locality", "political")]
    if county:
        parts.append(component(county[0], county[1], "administrative_area_level_2", "political"))
    if region:
        parts.append(component(region[0], region[1], "administrative_area_level_1", "political"))
    parts.append(component(country[0], country[1], "country", "political"))
    return parts


def box(lat, lng, rng, half_lat, half_lng):
    """A viewport around a point, a little off-centre as real city bounds are."""
    north = lat + half_lat * (0.8 + 0.4 * rng.random())
    south = lat - half_lat * (0.8 + 0.4 * rng.random())
    east = lng + half_lng * (0.8 + 0.4 * rng.random())
    west = lng - half_lng * (0.8 + 0.4 * rng.random())
    return {"northeast": {"lat": round(north, 7), "lng": round(east, 7)},
            "southwest": {"lat": round(south, 7), "lng": round(west, 7)}}


def city_result(places, name, iso2, formatted, components, place_id, with_bounds=True, partial=False,
                size=(0.08, 0.1), place_name=None):
    lat, lng = places[(place_name or name, iso2)]
    rng = seeded_rng("geocode", formatted)
    viewport = box(lat, lng, rng, *size)
    geometry = {"location": {"lat": lat, "lng": lng}, "location_type": "APPROXIMATE", "viewport": viewport}
    if with_bounds:
        geometry["bounds"] = viewport
    result = {"address_components": components, "formatted_address": formatted, "geometry": geometry,
              "place_id": place_id, "types": ["locality", "political"]}
    if partial:
        result["partial_match"] = True
    return result


def springfield(places):
    towns = [  # Google lists the best-known first
        ("IL", "Illinois", "Sangamon County", True),
        ("MO", "Missouri", "Greene County", True),
        ("MA", "Massachusetts", "Hampden County", True),
        ("OH", "Ohio", "Clark County", False),  # no "bounds", as some real results
        ("OR", "Oregon", "Lane County", True),
    ]
    by_state = {  # Natural Earth has five Springfields in the US; tell them apart by position
        "IL": (39.7882, -89.6371), "MO": (37.18, -93.32), "MA": (42.12, -72.58), "OH": (39.92, -83.8),
        "OR": (44.0519, -122.978)}
    results = []
    for code, state, county, bounds in towns:
        lat, lng = by_state[code]
        check_place(places, "Springfield", "US", lat, lng)
        formatted = f"Springfield, {code}, USA"
        rng = seeded_rng("geocode", formatted)
        viewport = box(lat, lng, rng, 0.07, 0.09)
        geometry = {"location": {"lat": lat, "lng": lng}, "location_type": "APPROXIMATE", "viewport": viewport}
        if bounds:
            geometry["bounds"] = viewport
        results.append({
            "address_components": locality_components("Springfield", (county, county), (state, code), US),
            "formatted_address": formatted, "geometry": geometry,
            "place_id": f"WaymarkSample_Springfield{code}", "types": ["locality", "political"]})
    return ok(results)


def check_place(places, name, iso2, lat, lng):
    """Natural Earth keeps only the first of several same-named places in `places`; scan all of them."""
    fc = load_json(os.path.join(DATA, "basemap", "ne_10m_populated_places.geojson"))
    for f in fc["features"]:
        p = f["properties"]
        if p["NAME"] == name and p["ISO_A2"] == iso2 and f["geometry"]["coordinates"] == [lng, lat]:
            return
    raise SystemExit(f"{name} {lat},{lng} is not a Natural Earth populated place")


def st_johns(places):
    return ok([
        city_result(places, "St. John's", "CA", "St. John's, NL, Canada",
                    locality_components("St. John's", ("Division No. 1", "Division No. 1"),
                                        ("Newfoundland and Labrador", "NL"), ("Canada", "CA")),
                    "WaymarkSample_StJohnsNL"),
        city_result(places, "St John's", "AG", "St John's, Antigua and Barbuda",
                    locality_components("St John's", None, ("Saint John Parish", "Saint John"),
                                        ("Antigua and Barbuda", "AG")),
                    "WaymarkSample_StJohnsAG", with_bounds=False, size=(0.03, 0.03), place_name="Saint John's"),
        city_result(places, "Saint John", "CA", "Saint John, NB, Canada",
                    locality_components("Saint John", ("Saint John County", "Saint John County"),
                                        ("New Brunswick", "NB"), ("Canada", "CA")),
                    "WaymarkSample_SaintJohnNB", partial=True),
    ])


def krakow(places):
    return ok([city_result(places, "Kraków", "PL", "Kraków, Poland",
                           locality_components("Kraków", ("Kraków", "Kraków"), ("Małopolskie", "Małopolskie"),
                                               ("Poland", "PL")),
                           "WaymarkSample_KrakowPL", partial=True, size=(0.09, 0.16))])


def fiji():
    """The country Fiji: its viewport crosses the antimeridian (east longitude < west longitude)."""
    fc = load_json(os.path.join(DATA, "basemap", "ne_10m_admin0_countries.geojson"))
    points = [pt for f in fc["features"] if f["properties"]["ISO_A2"] == "FJ"
              for poly in (f["geometry"]["coordinates"] if f["geometry"]["type"] == "MultiPolygon"
                           else [f["geometry"]["coordinates"]])
              for pt in poly[0]]
    # Work in 0..360 longitudes so the islands east of 180° join the rest.
    xs = [x + 360 if x < 0 else x for x, _ in points]
    ys = [y for _, y in points]
    west, east, south, north = min(xs), max(xs), min(ys), max(ys)
    wrap = lambda x: round(x - 360 if x > 180 else x, 4)  # noqa: E731
    viewport = {"northeast": {"lat": round(north, 4), "lng": wrap(east)},
                "southwest": {"lat": round(south, 4), "lng": wrap(west)}}
    viti_levu = [(x, y) for x, y in zip(xs, ys) if 177.2 <= x <= 178.8 and -18.35 <= y <= -17.25]
    location = {"lat": round(sum(y for _, y in viti_levu) / len(viti_levu), 4),
                "lng": round(sum(x for x, _ in viti_levu) / len(viti_levu), 4)}
    geometry = {"bounds": viewport, "location": location, "location_type": "APPROXIMATE", "viewport": viewport}
    return ok([{"address_components": [component("Fiji", "FJ", "country", "political")],
                "formatted_address": "Fiji", "geometry": geometry, "place_id": "WaymarkSample_FijiCountry",
                "types": ["country", "political"]}])


def ok(results):
    return {"results": results, "status": "OK"}


QUERIES = {
    "Fiji": lambda places: fiji(),
    "Springfield": springfield,
    "St. John's": st_johns,
    "Kraków Rynek Główny": krakow,
    "Lost City of Atlantis": lambda places: {"results": [], "status": "ZERO_RESULTS"},
}
# Answers with an error status are not in the sample (it builds clean under `check --strict`); the tests keep
# theirs in Tests/Fixtures/geocode/.


def main():
    places = populated_places()
    out_dir = os.path.join(CONTENT, "geocode")
    os.makedirs(out_dir, exist_ok=True)
    wanted = {f"{query}.json" for query in QUERIES}
    for name in sorted(os.listdir(out_dir)):
        if name.endswith(".json") and name not in wanted:
            os.remove(os.path.join(out_dir, name))
    for query, build in QUERIES.items():
        response = build(places)
        write_text(os.path.join(out_dir, f"{query}.json"), google_json(response) + "\n")
        print(f"geocode/{query}.json: {response['status']}, {len(response['results'])} result(s)")


if __name__ == "__main__":
    main()
