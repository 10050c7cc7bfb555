#!/usr/bin/env python3
"""Writes a synthetic Waymark site with N locations, for the benchmarks.

    python3 benchmarks/generate.py N OUTDIR [--full] [--special-days] [--csv-after=M]

Creates OUTDIR/Content/site.yml and OUTDIR/Content/branches.json (Waymark's schema, docs/formats.md).
With --full it also copies the sample site's countries.plist, flags/ and pages/ from Content/.
With --special-days it also writes Content/holidays.yml (public holidays of GB, US, DE and FR) and gives about
one location in eight dated exceptions to its week (`special`: Christmas hours, a closure for works), drawn
from a second random stream, so the locations themselves are the same bytes as without it.
With --csv-after=M only the first M locations go to branches.json (Waymark reads JSON files of up to 256 MB, about
380,000 of these records) and the others to Content/locations-K.csv, 100,000 rows a file, with their hours (and
special days) in OpenStreetMap's syntax; CSV has no services or details.

The mix: 70% ATMs and 30% branches; cities from benchmarks/cities.tsv (Natural Earth), a quarter in
the UK, a fifth in the US, a tenth each in Germany and France, and the rest anywhere in the world;
positions jittered up to about 5 km around the city point (no land check: speed matters more here);
opening hours as in the sample site (weekday hours, Saturday mornings, lunch breaks, ATMs open all
day, hours past midnight), 1 to 3 services and 2 or 3 details each.

Deterministic: the same N gives the same bytes on every machine (fixed seed, no clocks, stable
formatting, one location per line). 100,000 locations take a few seconds.
"""

import csv
import json
import math
import os
import random
import re
import shutil
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
SEED = 20240806

COUNTRY_WEIGHTS = {"GB": 0.25, "US": 0.20, "DE": 0.10, "FR": 0.10}  # the rest share what is left
DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
ALL_DAY = [["00:00", "24:00"]]
LUNCH_BREAK_COUNTRIES = {"FR", "ES", "DE", "IT", "PT", "CH", "AT", "BE"}
STREETS = ["High Street", "Station Road", "Church Street", "Market Street", "Victoria Road", "Park Road",
           "Main Street", "Mill Lane", "King Street", "Queen Street", "Bridge Street", "Broadway", "Harbour Road",
           "School Lane", "North Road", "South Street", "West End", "Hill Street", "Castle Street", "New Road"]
BRANCH_SERVICES = ["Cash deposit", "Step-free access", "Coin counter", "Mortgage advice", "Foreign currency",
                   "Business banking", "Safe deposit boxes", "Hearing loop"]
ATM_SERVICES = ["Cash withdrawal", "Balance enquiry", "Cash deposit", "PIN change", "Contactless", "Audio guidance"]
MANAGERS = ["Priya Shah", "Tom O'Brien", "Aisha Okafor", "Jürgen Weiß", "Camille Durand", "Maria Gonzalez",
            "James Chen", "Siobhán Ó Briain", "Sato Yuki", "Olivia Nguyen"]
SHOPS = ["Corner Stores", "Patel & Sons", "Station Food & Wine", "Daily Needs", "City Pharmacy", "Fresh Market"]


# ---------------------------------------------------------------------------------------------
# Cities

def load_cities():
    cities = []
    with open(os.path.join(HERE, "cities.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            iso2, name, lat, lng, tz = line.rstrip("\n").split("\t")
            cities.append((iso2, name, float(lat), float(lng), tz))
    return cities


def city_picker(cities, rng):
    """Returns a function that picks a city with the country weights above."""
    by_country = {}
    for city in cities:
        by_country.setdefault(city[0], []).append(city)
    rest = [c for c in cities if c[0] not in COUNTRY_WEIGHTS]
    groups = [by_country[code] for code in COUNTRY_WEIGHTS] + [rest]
    weights = list(COUNTRY_WEIGHTS.values()) + [1 - sum(COUNTRY_WEIGHTS.values())]
    cumulative = [sum(weights[:i + 1]) for i in range(len(weights))]

    def pick():
        r = rng.random()
        for group, edge in zip(groups, cumulative):
            if r < edge:
                return group[rng.randrange(len(group))]
        return groups[-1][rng.randrange(len(groups[-1]))]

    return pick


_slugs = {}


def slugify(text):
    if text not in _slugs:
        folded = unicodedata.normalize("NFKD", text.replace("ß", "ss"))
        plain = "".join(ch for ch in folded if not unicodedata.combining(ch)).encode("ascii", "ignore").decode()
        _slugs[text] = re.sub(r"[^a-z0-9]+", "-", plain.lower().replace("'", "")).strip("-") or "city"
    return _slugs[text]


# ---------------------------------------------------------------------------------------------
# Hours

def week(rng_days):
    return {day: rng_days.get(day, []) for day in DAYS}


def branch_hours(rng, country):
    if rng.random() < 0.03:  # an evening desk past midnight at weekends
        late = [["10:00", "14:00"], ["18:00", "02:00"]]
        return week({"mon": [["10:00", "18:00"]], "tue": [["10:00", "18:00"]], "wed": [["10:00", "18:00"]],
                     "thu": [["10:00", "18:00"]], "fri": late, "sat": late}), "Late desk on Friday and Saturday nights"
    if country in LUNCH_BREAK_COUNTRIES:
        split = [["09:00", "12:30"], ["14:00", "18:00"]]
        return week({"tue": split, "wed": split, "thu": split, "fri": split, "sat": [["09:00", "12:30"]]}), \
            "Closed on Mondays and public holidays"
    core = [["09:00", "17:00"]] if rng.random() < 0.7 else [["09:30", "16:30"]]
    days = {day: core for day in DAYS[:5]}
    if rng.random() < 0.6:
        days["sat"] = [["09:00", "13:00"]]
    return week(days), "Closed on bank holidays"


def atm_hours(rng):
    r = rng.random()
    if r < 0.60:
        return week({day: ALL_DAY for day in DAYS}), "Available 24 hours", "Freestanding, on the street"
    if r < 0.85:
        shop = SHOPS[rng.randrange(len(SHOPS))]
        days = {day: [["07:00", "22:00"]] for day in DAYS[:6]}
        days["sun"] = [["10:00", "16:00"]]
        return week(days), f"Inside {shop}: open when the shop is open", f"Inside {shop}"
    if r < 0.95:
        return week({day: [["05:00", "01:00"]] for day in DAYS}), "Open while the station is open", "Station concourse"
    late = [["17:00", "02:00"]]
    return week({"wed": [["17:00", "23:30"]], "thu": [["17:00", "00:30"]], "fri": late, "sat": late}), \
        "Inside a bar: open when the bar is open", "Inside, by the entrance"


# ---------------------------------------------------------------------------------------------
# Special days (--special-days)

HOLIDAYS = {
    "GB": [("2026-12-25", "Christmas Day"), ("2026-12-28", "Boxing Day (substitute day)"),
           ("2027-01-01", "New Year's Day"), ("2027-03-26", "Good Friday"), ("2027-03-29", "Easter Monday"),
           ("2027-05-03", "Early May bank holiday"), ("2027-05-31", "Spring bank holiday"),
           ("2027-08-30", "Summer bank holiday")],
    "US": [("2026-12-25", "Christmas Day"), ("2027-01-01", "New Year's Day"),
           ("2027-01-18", "Martin Luther King Jr. Day"), ("2027-05-31", "Memorial Day"),
           ("2027-07-05", "Independence Day (observed)"), ("2027-09-06", "Labor Day"),
           ("2027-11-25", "Thanksgiving Day")],
    "DE": [("2026-12-25", "1. Weihnachtstag"), ("2026-12-26", "2. Weihnachtstag"), ("2027-01-01", "Neujahr"),
           ("2027-03-26", "Karfreitag"), ("2027-03-29", "Ostermontag"), ("2027-05-01", "Tag der Arbeit"),
           ("2027-10-03", "Tag der Deutschen Einheit")],
    "FR": [("2026-12-25", "Noël"), ("2027-01-01", "Jour de l'an"), ("2027-03-29", "Lundi de Pâques"),
           ("2027-05-01", "Fête du Travail"), ("2027-05-08", "Victoire 1945"), ("2027-07-14", "Fête nationale"),
           ("2027-08-15", "Assomption"), ("2027-11-01", "Toussaint"), ("2027-11-11", "Armistice")],
}


def holidays_yml():
    lines = ["# Public holidays of the synthetic site, written by benchmarks/generate.py --special-days"]
    for country, days in HOLIDAYS.items():
        lines.append(f"{country}:")
        lines.extend(f'  {date}: "{name}"' for date, name in days)
    return "\n".join(lines) + "\n"


def special_days(rng, is_branch):
    """Dated exceptions for about one location in eight; None for the others."""
    if rng.random() >= 0.125:
        return None
    r = rng.random()
    if is_branch and r < 0.5:
        return [{"name": "Christmas Eve", "date": "2026-12-24", "hours": [["09:30", "12:30"]]},
                {"name": "New Year's Eve", "date": "2026-12-31", "hours": [["09:30", "13:00"]]}]
    month, day = rng.randint(1, 12), rng.randint(1, 20)
    start = f"2027-{month:02d}-{day:02d}"
    end = f"2027-{month:02d}-{day + rng.randint(0, 7):02d}"
    closure = {"name": "Closed for refurbishment", "from": start, "to": end, "closed": True}
    if start == end:
        closure = {"name": "Closed for refurbishment", "date": start, "closed": True}
    if not is_branch:
        closure["notes"] = "Use the machines nearby"
    return [closure]


# ---------------------------------------------------------------------------------------------
# CSV rows (--csv-after)

CSV_HEADER = ["id", "type", "name", "street", "city", "postcode", "country", "phone", "timezone", "lat", "lon", "hours"]
OSM_DAYS = {"mon": "Mo", "tue": "Tu", "wed": "We", "thu": "Th", "fri": "Fr", "sat": "Sa", "sun": "Su"}
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def osm_hours(hours):
    """The week and the dated exceptions as an OpenStreetMap opening_hours value."""
    rules = [f"{OSM_DAYS[day]} " + ",".join(f"{a}-{b}" for a, b in spans)
             for day, spans in hours["weekly"].items() if spans]
    for entry in hours.get("special", []):
        first = entry.get("date", entry.get("from"))
        last = entry.get("date", entry.get("to"))
        year, month, day = first.split("-")
        days = ",".join(f"{d:02d}" for d in range(int(day), int(last.split("-")[2]) + 1))
        what = "off" if entry.get("closed") else ",".join(f"{a}-{b}" for a, b in entry["hours"])
        rules.append(f"{year} {MONTHS[int(month) - 1]} {days} {what}")
    return "; ".join(rules) if rules else "off"


def csv_row(loc):
    a, c = loc["address"], loc["coordinate"]
    return [loc["id"], loc["type"], loc["name"], a["street"], a["city"], a["postcode"], a["country"],
            loc.get("phone", ""), loc["hours"]["timezone"], c["latitude"], c["longitude"], osm_hours(loc["hours"])]


# ---------------------------------------------------------------------------------------------
# Locations

def postcode(rng, country):
    if country == "GB":
        letters = "ABDEFGHJLNPQRSTUWXYZ"
        return f"{rng.choice('BEGLMNSW')}{rng.randint(1, 20)} {rng.randint(1, 9)}{rng.choice(letters)}{rng.choice(letters)}"
    if country == "CA":
        return f"M{rng.randint(1, 9)}A {rng.randint(1, 9)}B{rng.randint(1, 9)}"
    return f"{rng.randint(10000, 99999)}"


def phone(rng, country):
    if country == "GB":
        return f"+44 20 7946 0{rng.randint(0, 999):03d}"
    if country in ("US", "CA"):
        return f"+1 {rng.choice(['212', '312', '415', '416'])} 555 01{rng.randint(0, 99):02d}"
    return None


def location(rng, index, city):
    country, city_name, lat, lng, tz = city
    is_branch = rng.random() < 0.30
    kind = "branch" if is_branch else "atm"
    r = 5.0 * math.sqrt(rng.random())
    theta = rng.random() * 2 * math.pi
    plat = max(-89.9, min(89.9, lat + r * math.cos(theta) / 110.574))
    plng = lng + r * math.sin(theta) / (111.320 * max(0.05, math.cos(math.radians(lat))))
    plng = plng - 360 if plng >= 180 else plng + 360 if plng < -180 else plng
    street = STREETS[rng.randrange(len(STREETS))]
    loc = {
        "id": f"{slugify(city_name)}-{kind}-{index}",
        "type": kind,
        "name": f"Imaginary Bank {city_name} {street}" if is_branch else f"{city_name} {street} ATM",
        "address": {"street": f"{rng.randint(1, 250)} {street}", "city": city_name,
                    "postcode": postcode(rng, country), "country": country},
        "coordinate": {"latitude": round(plat, 5), "longitude": round(plng, 5)},
    }
    if is_branch:
        number = phone(rng, country)
        if number:
            loc["phone"] = number
        loc["services"] = rng.sample(BRANCH_SERVICES, rng.randint(1, 3))
        weekly, notes = branch_hours(rng, country)
        loc["details"] = [{"label": "Sort code", "value": f"00-91-{rng.randint(10, 99)}"},
                          {"label": "Manager", "value": MANAGERS[rng.randrange(len(MANAGERS))]}]
    else:
        loc["services"] = ["Cash withdrawal"] + rng.sample(ATM_SERVICES[1:], rng.randint(0, 2))
        weekly, notes, where = atm_hours(rng)
        loc["details"] = [{"label": "Located", "value": where}, {"label": "Fee", "value": "Free to use"}]
        if rng.random() < 0.3:
            loc["details"].append({"label": "Withdrawal limit", "value": "500 a day"})
    loc["hours"] = {"timezone": tz, "weekly": weekly, "notes": notes}
    return loc


# ---------------------------------------------------------------------------------------------
# Output

SITE_YML = """# Synthetic benchmark site written by benchmarks/generate.py (do not edit)
title: "Benchmark: {n} locations"
description: "A synthetic site for Waymark's benchmarks."
base_url: "https://example.com/"
language: en
contact_email: "benchmarks@example.com"
page_size: 50
attribution: "Maps: Natural Earth (public domain)"
"""


def write_site(n, outdir, full, special, json_count=None):
    rng = random.Random(SEED * 1_000_003 + n)
    special_rng = random.Random(SEED * 7_919 + n)  # a stream of its own: the locations stay as without it
    pick = city_picker(load_cities(), rng)
    content = os.path.join(outdir, "Content")
    os.makedirs(content, exist_ok=True)
    with open(os.path.join(content, "site.yml"), "w", encoding="utf-8", newline="\n") as f:
        f.write(SITE_YML.format(n=f"{n:,}"))
    dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
    in_json = n if json_count is None else min(n, json_count)
    table = None
    with open(os.path.join(content, "branches.json"), "w", encoding="utf-8", newline="\n") as f:
        f.write('{"bank":{"name":"Imaginary Bank","website":"https://example.com/"},\n"locations":[\n')
        for i in range(n):
            loc = location(rng, i + 1, pick())
            days = special_days(special_rng, loc["type"] == "branch") if special else None
            if days:
                loc["hours"]["special"] = days
            if i < in_json:
                f.write(dumps(loc))
                f.write(",\n" if i < in_json - 1 else "\n")
                continue
            if (i - in_json) % 100_000 == 0:
                if table:
                    table.close()
                table = open(os.path.join(content, f"locations-{(i - in_json) // 100_000 + 1}.csv"), "w",
                             encoding="utf-8", newline="")
                rows = csv.writer(table, lineterminator="\n")
                rows.writerow(CSV_HEADER)
            rows.writerow(csv_row(loc))
        f.write("]}\n")
    if table:
        table.close()
    if special:
        with open(os.path.join(content, "holidays.yml"), "w", encoding="utf-8", newline="\n") as f:
            f.write(holidays_yml())
    if full:
        sample = os.path.join(REPO, "Content")
        shutil.copyfile(os.path.join(sample, "countries.plist"), os.path.join(content, "countries.plist"))
        for folder in ("flags", "pages"):
            shutil.rmtree(os.path.join(content, folder), ignore_errors=True)
            shutil.copytree(os.path.join(sample, folder), os.path.join(content, folder))


def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    if len(args) != 2 or not args[0].isdigit() or int(args[0]) < 1:
        sys.exit("usage: generate.py N OUTDIR [--full] [--special-days] [--csv-after=M]")
    csv_after = [int(a.split("=", 1)[1]) for a in argv if a.startswith("--csv-after=")]
    write_site(int(args[0]), args[1], "--full" in argv, "--special-days" in argv, csv_after[0] if csv_after else None)


if __name__ == "__main__":
    main(sys.argv[1:])
