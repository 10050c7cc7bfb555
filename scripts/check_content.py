#!/usr/bin/env python3
"""Checks the sample content against the rules of DESIGN §4 (and the OBIE schema), without Waymark.

Prints one line per problem as `path: message` and exits 1 if there were any. Run it after editing
Content/ by hand or after changing a generator.
"""

import json
import os
import plistlib
import re
import sys
import zoneinfo

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wmlib import CONTENT, SHARED, LandCheck, load_json  # noqa: E402

SLUG = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
TIME = re.compile(r"^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$")
DAYS = {"mon", "tue", "wed", "thu", "fri", "sat", "sun"}
GEOCODE_STATUSES = {"OK", "ZERO_RESULTS", "OVER_DAILY_LIMIT", "OVER_QUERY_LIMIT", "REQUEST_DENIED",
                    "INVALID_REQUEST", "UNKNOWN_ERROR"}

problems = []


def problem(path, message):
    problems.append(f"{os.path.relpath(path, os.path.dirname(CONTENT))}: {message}")


# ---------------------------------------------------------------------------------------------

def check_countries():
    path = os.path.join(CONTENT, "countries.plist")
    with open(path, "rb") as f:
        root = plistlib.load(f)
    names = set()
    for entry in root["global"]:
        for key in ("name", "capital", "latitude", "longitude", "flag"):
            if not isinstance(entry.get(key), str) or not entry[key]:
                problem(path, f"{entry.get('name')}: missing {key}")
        if entry["name"] in names:
            problem(path, f"duplicate country {entry['name']}")
        names.add(entry["name"])
        lat, lng = float(entry["latitude"]), float(entry["longitude"])
        if not (-90 <= lat <= 90 and -180 <= lng <= 180):
            problem(path, f"{entry['name']}: coordinate out of range")
        if not os.path.exists(os.path.join(CONTENT, "flags", entry["flag"])):
            problem(path, f"{entry['name']}: flag {entry['flag']} missing")
    if not os.path.exists(os.path.join(CONTENT, "flags", "_generic.svg")):
        problem(path, "flags/_generic.svg missing")
    return len(root["global"])


def check_hours(path, where, hours):
    try:
        zoneinfo.ZoneInfo(hours["timezone"])
    except Exception:  # noqa: BLE001
        problem(path, f"{where}: unknown time zone {hours.get('timezone')!r}")
    for day, intervals in hours.get("weekly", {}).items():
        if day not in DAYS:
            problem(path, f"{where}: unknown day {day!r}")
        for pair in intervals:
            if len(pair) != 2 or not all(isinstance(t, str) and TIME.match(t) for t in pair):
                problem(path, f"{where}: bad interval {pair!r} on {day}")
            elif pair[0] == pair[1] or pair[0] == "24:00":
                problem(path, f"{where}: interval {pair!r} on {day} is empty or starts at 24:00")


def check_branches(land):
    path = os.path.join(CONTENT, "branches.json")
    data = load_json(path)
    ids = set()
    for loc in data["locations"]:
        where = loc.get("id", "?")
        if not SLUG.match(loc["id"]) or len(loc["id"]) > 100:
            problem(path, f"{where}: id is not URL-safe")
        if loc["id"] in ids:
            problem(path, f"{where}: duplicate id")
        ids.add(loc["id"])
        if loc["type"] not in ("branch", "atm"):
            problem(path, f"{where}: bad type {loc['type']!r}")
        if not loc.get("name"):
            problem(path, f"{where}: no name")
        lat, lng = loc["coordinate"]["latitude"], loc["coordinate"]["longitude"]
        if not land.on_land(loc["address"]["country"], lat, lng):
            problem(path, f"{where}: {lat},{lng} is not on land in {loc['address']['country']}")
        for detail in loc.get("details", []):
            if set(detail) != {"label", "value"}:
                problem(path, f"{where}: detail {detail!r} needs exactly label and value")
        if "hours" in loc:
            check_hours(path, where, loc["hours"])
    return data["locations"], ids


def check_openbanking(branch_ids):
    swagger = load_json(os.path.join(SHARED, "fixtures", "real", "openbanking", "schema", "obie__bral.2.3.0.swagger.json"))
    branch_schema = swagger["paths"]["/branches"]["get"]["responses"]["200"]["schema"]["properties"]["data"]["items"][
        "properties"]["Brand"]["items"]["properties"]["Branch"]["items"]
    count = 0
    for name in sorted(os.listdir(os.path.join(CONTENT, "openbanking"))):
        path = os.path.join(CONTENT, "openbanking", name)
        doc = load_json(path)
        for brand in doc["data"]:
            for b in brand["Brand"]:
                for branch in b["Branch"]:
                    count += 1
                    validate(path, branch, branch_schema, branch.get("Identification", "?"))
                    if branch["Identification"] in branch_ids:
                        problem(path, f"{branch['Identification']}: clashes with a branches.json id")
        if doc["meta"]["TotalResults"] != count:
            problem(path, f"meta.TotalResults {doc['meta']['TotalResults']} but {count} branches")
    return count


def validate(path, value, schema, where):
    """A small JSON-schema check: types, required, enum, pattern, lengths, item counts."""
    kind = schema.get("type")
    if kind == "object":
        if not isinstance(value, dict):
            return problem(path, f"{where}: expected an object")
        for key in schema.get("required", []):
            if key not in value:
                problem(path, f"{where}: missing {key}")
        props = schema.get("properties", {})
        for key, sub in value.items():
            if key not in props:
                problem(path, f"{where}: unknown field {key}")
            else:
                validate(path, sub, props[key], f"{where}.{key}")
    elif kind == "array":
        if not isinstance(value, list):
            return problem(path, f"{where}: expected an array")
        if len(value) < schema.get("minItems", 0) or len(value) > schema.get("maxItems", 1 << 30):
            problem(path, f"{where}: {len(value)} items is outside the allowed count")
        for i, item in enumerate(value):
            validate(path, item, schema["items"], f"{where}[{i}]")
    elif kind == "string":
        if not isinstance(value, str):
            return problem(path, f"{where}: expected a string")
        if "enum" in schema and value not in schema["enum"]:
            problem(path, f"{where}: {value!r} is not one of the allowed values")
        if "pattern" in schema and not re.search(schema["pattern"], value):
            problem(path, f"{where}: {value!r} does not match {schema['pattern']}")
        if not schema.get("minLength", 0) <= len(value) <= schema.get("maxLength", 1 << 30):
            problem(path, f"{where}: {value!r} has the wrong length")


def check_geocode():
    folder = os.path.join(CONTENT, "geocode")
    statuses = {}
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        doc = load_json(path)
        status = doc.get("status")
        statuses[name[:-5]] = status
        if status not in GEOCODE_STATUSES:
            problem(path, f"unknown status {status!r}")
        results = doc.get("results", [])
        if status == "OK" and not results:
            problem(path, "status OK without results")
        if status not in ("OK", "ZERO_RESULTS") and not doc.get("error_message"):
            problem(path, "an error status should carry error_message in this sample")
        for i, r in enumerate(results):
            for key in ("formatted_address", "geometry", "place_id", "types", "address_components"):
                if key not in r:
                    problem(path, f"result {i}: missing {key}")
            loc = r["geometry"]["location"]
            if not (-90 <= loc["lat"] <= 90 and -180 <= loc["lng"] <= 180):
                problem(path, f"result {i}: location out of range")
            if not r["place_id"].startswith("WaymarkSample_"):
                problem(path, f"result {i}: place_id should be marked as sample data")
    return statuses


def check_pages():
    folder = os.path.join(CONTENT, "pages")
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        match = re.match(r"^---\n(.*?)\n---\n", text, re.S)
        if not match:
            problem(path, "no YAML front matter")
            continue
        keys = {line.split(":", 1)[0] for line in match.group(1).splitlines() if ":" in line}
        for key in ("title", "description", "weight"):
            if key not in keys:
                problem(path, f"front matter has no {key}")


def main():
    countries = check_countries()
    codes = {c["alpha2"] for c in load_json(os.path.join(SHARED, "data", "countries", "countries.json"))}
    branch_data = load_json(os.path.join(CONTENT, "branches.json"))
    used = {loc["address"]["country"] for loc in branch_data["locations"]}
    for code in sorted(used - codes):
        problem(os.path.join(CONTENT, "branches.json"), f"unknown country code {code}")
    land = LandCheck(used | {"GB"})
    locations, ids = check_branches(land)
    ob = check_openbanking(ids)
    statuses = check_geocode()
    check_pages()
    for line in problems:
        print(line)
    branches = sum(1 for loc in locations if loc["type"] == "branch")
    print(f"checked: {countries} countries, {len(locations)} locations ({branches} branches, "
          f"{len(locations) - branches} ATMs), {ob} Open Banking branches, {len(statuses)} geocode queries; "
          f"{len(problems)} problem(s)")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
