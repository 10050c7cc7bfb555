#!/usr/bin/env python3
"""Builds Content/branches.json: branches and ATMs of the imaginary "Imaginary Bank".

Cities, districts, streets and shops come from branch_data.py. For every city the Natural Earth
10m populated place is looked up to check the hand-typed district anchors (each must lie within
30 km of it); every location is then jittered around its district with a seeded generator and kept
only if it falls on land inside the right country (Natural Earth 10m admin-0 outline, outside 10m
lakes). Rerunning gives byte-identical output.
"""

import math
import os
import re
import sys
import unicodedata

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from branch_data import CITIES, CURRENCY, LANGUAGES, MANAGERS, SHOPS, STREETS  # noqa: E402
from wmlib import CONTENT, LandCheck, offset, populated_places, pretty_json, seeded_rng, write_text  # noqa: E402

BANK = {"name": "Imaginary Bank", "website": "https://example.com/"}
DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
ALL_DAY = [["00:00", "24:00"]]

BRANCH_SERVICES = ["Cheque deposit", "Coin counter", "Mortgage advice", "Foreign currency", "Business banking",
                   "Safe deposit boxes", "Hearing loop", "Free Wi-Fi", "Financial advice"]
ATM_EXTRAS = ["Balance enquiry", "PIN change", "Contactless", "Audio guidance", "Cash deposit"]


# ---------------------------------------------------------------------------------------------
# Identifiers

def slugify(text):
    """Lower-case ASCII letters, digits and single hyphens ("King's Cross" -> "kings-cross")."""
    folded = unicodedata.normalize("NFKD", text.replace("ß", "ss").replace("œ", "oe").replace("Œ", "OE")
                                   .replace("ð", "d").replace("Ð", "D").replace("þ", "th").replace("Þ", "Th"))
    ascii_text = "".join(ch for ch in folded if not unicodedata.combining(ch)).encode("ascii", "ignore").decode()
    ascii_text = ascii_text.lower().replace("'", "").replace("&", " and ")
    return re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")


class IdPool:
    def __init__(self):
        self.used = set()

    def take(self, base):
        candidate, n = base, 2
        while candidate in self.used:
            candidate, n = f"{base}-{n}", n + 1
        self.used.add(candidate)
        return candidate


# ---------------------------------------------------------------------------------------------
# Addresses and phone numbers

def house_number(rng, style):
    return rng.randint(1, 180)


def ordinal(n):
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


DOWNTOWN_STREETS = ["Broadway", "Water Street", "Church Street", "Greenwich Street", "Grand Street", "Spring Street",
                    "Hudson Street", "Delancey Street"]


def manhattan_street(rng, point):
    """A Manhattan address that fits the point: numbered cross streets rise about one per 70 m northwards
    from 14th Street (near latitude 40.7359), and Fifth Avenue divides East from West."""
    lat, lng = point
    if lat < 40.7359:
        return f"{rng.randint(1, 60) * 5 + rng.choice([0, 1, 2])} {rng.choice(DOWNTOWN_STREETS)}"
    street = max(14, min(190, round(14 + (lat - 40.7359) / 0.000633)))
    fifth_avenue_lng = -73.9937 + (lat - 40.7359) * 0.7258
    side = "West" if lng < fifth_avenue_lng else "East"
    return f"{rng.randint(1, 6) * 100 + rng.randint(1, 60)} {side} {ordinal(street)} Street"


def street_line(rng, style, district, extra, point):
    if style == "jp":
        return f"{rng.randint(1, 6)}-{rng.randint(1, 20)}-{rng.randint(1, 15)} {extra['area']}, {extra['ward']}"
    if style == "sg":
        own = extra.get("streets")
        if own:
            return f"{rng.randint(1, 400)} {rng.choice(own)}, #{rng.choice(['B1', '01', '02'])}-{rng.randint(1, 60):02d}"
        return f"Blk {rng.randint(100, 899)} {district} Street {rng.randint(1, 9) * 10 + rng.randint(1, 3)}, #01-{rng.randint(1, 80):02d}"
    if style == "us":
        return manhattan_street(rng, point)
    street = rng.choice(extra.get("streets") or STREETS[style])
    number = house_number(rng, style)
    if style in ("gb", "ie", "au", "nz", "ca"):
        return f"{number} {street}"
    if style == "fr":
        return f"{number}{rng.choice(['', '', '', ' bis'])} {street}"
    if style == "ca_fr":
        return f"{number * 10 + rng.randint(0, 9)}, {street}"
    if style in ("es", "es_ca"):
        return f"{street}, {number}"
    if style in ("de", "ch", "is"):
        return f"{street} {number}"
    if style == "fj":
        return f"{rng.choice(['Shop', 'Lot'])} {rng.randint(1, 40)}, {street}"
    return street  # Tonga and Samoa: the road is the address


GB_INWARD_LETTERS = "ABDEFGHJLNPQRSTUWXYZ"
EIRCODE_CHARS = "ACDEFHKNPRTVWXY0123456789"
CA_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"


def postcode(rng, style, prefixes):
    if not prefixes:
        return ""  # Fiji, Tonga and Samoa have no postcodes
    prefix = rng.choice(prefixes)
    if style == "gb":
        return f"{prefix} {rng.randint(1, 9)}{rng.choice(GB_INWARD_LETTERS)}{rng.choice(GB_INWARD_LETTERS)}"
    if style == "ie":
        return f"{prefix} {rng.choice(EIRCODE_CHARS[:15])}" + "".join(rng.choice(EIRCODE_CHARS) for _ in range(3))
    if style in ("ca", "ca_fr"):
        return f"{prefix} {rng.randint(0, 9)}{rng.choice(CA_LETTERS)}{rng.randint(0, 9)}"
    if style == "sg":
        return f"{prefix}{rng.randint(0, 9999):04d}"
    return prefix  # full codes: FR, ES, DE, CH, IS, US, AU, NZ, JP


class PhoneBook:
    """Hands out distinct numbers per city from the city's pattern."""

    def __init__(self):
        self.used = set()

    def number(self, rng, pattern):
        for _ in range(1000):
            value = pattern.format(n=rng.randint(0, 99 if "{n:02d}" in pattern else 999 if "{n:03d}" in pattern else 9999),
                                   d=rng.randint(0, 9), a=rng.randint(0, 9 if "{a:01d}" in pattern else 99 if "{a:02d}" in pattern else 999),
                                   b=rng.randint(0, 999 if "{b:03d}" in pattern else 99 if "{b:02d}" in pattern else 9999),
                                   c=rng.randint(0, 99))
            if value not in self.used:
                self.used.add(value)
                return value
        raise RuntimeError(f"phone pattern {pattern} exhausted")


# ---------------------------------------------------------------------------------------------
# Opening hours

def week(**days):
    """Weekly hours in mon..sun order; days not given are closed (written as [])."""
    return {day: days.get(day, []) for day in DAYS}


def weekdays(intervals, **overrides):
    base = {day: intervals for day in DAYS[:5]}
    base.update(overrides)
    return week(**base)


def branch_hours(rng, city, extra):
    """A branch's weekly hours and notes, in the habits of its country."""
    style, country = city["style"], city["country"]
    if extra.get("late"):
        return late_branch_hours(country)
    if country == "GB":
        core = rng.choice([[["09:00", "17:00"]], [["09:30", "16:30"]], [["09:00", "17:00"]]])
        hours = weekdays(core, wed=[["10:00", "17:00"]] if rng.random() < 0.3 else core)
        if rng.random() < 0.6:
            hours["sat"] = [["09:00", "13:00"]]
        if rng.random() < 0.12:  # a small branch open three days a week
            hours.update(mon=[], wed=[])
            return hours, "Open Tuesday, Thursday and Friday only. Closed on bank holidays"
        return hours, "Closed on bank holidays"
    if country == "IE":
        return weekdays([["10:00", "16:00"]], tue=[["10:30", "16:00"]]), "Closed on public holidays"
    if country == "FR":
        split = [["09:00", "12:30"], ["14:00", "18:00"]]
        return week(tue=split, wed=split, thu=split, fri=split, sat=[["09:00", "12:30"]]), \
            "Closed on Mondays, Sundays and public holidays"
    if country == "ES":
        morning = [["08:30", "14:00"]]
        return weekdays(morning, thu=[["08:30", "14:00"], ["16:30", "19:00"]]), \
            "Summer hours (June to September): 08:15 to 14:15, no Thursday afternoon. Closed on public holidays"
    if country == "DE":
        split = [["09:00", "12:30"], ["14:00", "18:00"]]
        return weekdays(split, wed=[["09:00", "12:30"]], thu=[["09:00", "12:30"], ["14:00", "18:30"]]), \
            "Wednesday afternoons by appointment. Closed on public holidays"
    if country == "CH":
        return weekdays([["09:00", "17:00"]], thu=[["09:00", "18:30"]]), "Closed on public holidays"
    if country == "IS":
        return weekdays([["09:00", "16:00"]]), "Closed on public holidays"
    if country == "US":
        hours = weekdays([["09:00", "17:00"]], fri=[["09:00", "18:00"]])
        if rng.random() < 0.7:
            hours["sat"] = [["09:00", "13:00"]]
        return hours, "Closed on federal holidays"
    if country == "CA":
        return weekdays([["09:30", "17:00"]], thu=[["09:30", "20:00"]], fri=[["09:30", "20:00"]],
                        sat=[["09:00", "16:00"]]), "Closed on statutory holidays"
    if country == "AU":
        return weekdays([["09:30", "16:00"]], fri=[["09:30", "17:00"]]), "Closed on public holidays"
    if country == "NZ":
        hours = weekdays([["09:00", "16:30"]], wed=[["09:30", "16:30"]])
        if rng.random() < 0.5:
            hours["sat"] = [["10:00", "13:00"]]
        return hours, "Closed on public holidays"
    if country == "FJ":
        hours = weekdays([["09:00", "16:00"]], fri=[["09:00", "16:30"]])
        if rng.random() < 0.5:
            hours["sat"] = [["09:00", "12:00"]]
        return hours, "Closed on public holidays"
    if country == "TO":
        return weekdays([["09:00", "16:00"]], sat=[["09:00", "12:00"]]), \
            "Closed on Sundays, which are a day of rest by law in Tonga, and on public holidays"
    if country == "WS":
        return weekdays([["09:00", "15:00"]], sat=[["08:30", "12:00"]]), "Closed on public holidays"
    if country == "JP":
        return weekdays([["09:00", "15:00"]]), "Closed on national holidays and from 31 December to 3 January"
    if country == "SG":
        if rng.random() < 0.5:  # mall branches open at weekends
            return weekdays([["11:00", "19:00"]], sat=[["11:00", "19:00"]], sun=[["11:00", "19:00"]]), \
                "Mall branch: open every day except public holidays"
        return weekdays([["09:30", "16:30"]], sat=[["09:30", "12:30"]]), "Closed on public holidays"
    raise ValueError(f"no hours for {country} ({style})")


def late_branch_hours(country):
    """Branches in nightlife districts with an evening desk that runs past midnight."""
    if country == "US":
        return week(mon=[["10:00", "22:00"]], tue=[["10:00", "22:00"]], wed=[["10:00", "22:00"]],
                    thu=[["10:00", "22:00"]], fri=[["10:00", "14:00"], ["18:00", "02:00"]],
                    sat=[["10:00", "14:00"], ["18:00", "02:00"]], sun=[["12:00", "18:00"]]), \
            "Evening desk until 2 am on Friday and Saturday nights. Closed on federal holidays"
    if country == "JP":
        return weekdays([["09:00", "15:00"]], fri=[["09:00", "15:00"], ["18:00", "01:30"]],
                        sat=[["18:00", "01:30"]]), "Late counter on Friday and Saturday nights"
    if country == "DE":
        return week(thu=[["18:00", "02:00"]], fri=[["18:00", "02:00"]], sat=[["18:00", "02:00"]]), \
            "Evening-only service point: Thursday to Saturday nights"
    return week(wed=[["12:00", "20:00"]], thu=[["12:00", "00:30"]], fri=[["12:00", "02:00"]],
                sat=[["12:00", "02:00"]]), "Late opening at weekends. Closed on public holidays"


def shop_hours(rng, country):
    """Opening hours of a shop that hosts an ATM."""
    if country in ("GB", "AU", "NZ"):
        return weekdays([["07:00", "22:00"]], sat=[["07:00", "22:00"]], sun=[["10:00", "16:00"]])
    if country in ("FR", "ES", "DE", "CH"):
        return weekdays([["08:00", "20:00"]], sat=[["08:00", "20:00"]])
    if country in ("US", "CA", "JP", "SG"):
        return week(**{day: ALL_DAY for day in DAYS}) if rng.random() < 0.4 else \
            week(**{day: [["06:00", "23:00"]] for day in DAYS})
    return weekdays([["07:30", "19:00"]], sat=[["08:00", "14:00"]])


def bar_hours(country):
    """A bar or late café: open past midnight on the busy nights."""
    late = [["17:00", "02:00"]]
    if country in ("TO",):
        return week(mon=[["10:00", "22:00"]], tue=[["10:00", "22:00"]], wed=[["10:00", "22:00"]],
                    thu=[["10:00", "22:00"]], fri=[["10:00", "23:30"]], sat=[["10:00", "23:30"]])
    return week(mon=[["17:00", "23:00"]], tue=[["17:00", "23:00"]], wed=[["17:00", "23:30"]],
                thu=[["17:00", "00:30"]], fri=late, sat=late, sun=[["16:00", "22:30"]])


# ---------------------------------------------------------------------------------------------
# Locations

def place_point(rng, land, city, district, extra, centre):
    """Jitters a district anchor (uniform in a disc) until it lands inside the right country and off lakes."""
    name, lat, lng = district[0], district[1], district[2]
    country = city["country"]
    if centre is not None and distance_km(lat, lng, *centre) > 30:
        raise SystemExit(f"{city['city']}/{name}: anchor is {distance_km(lat, lng, *centre):.0f} km from the city point")
    if not land.on_land(country, lat, lng):
        raise SystemExit(f"{city['city']}/{name}: anchor {lat},{lng} is not on land in {country}")
    radius = extra.get("jitter_km", city["jitter_km"])
    for _ in range(200):
        r = radius * math.sqrt(rng.random())
        theta = rng.random() * 2 * math.pi
        plat, plng = offset(lat, lng, r * math.cos(theta), r * math.sin(theta))
        if land.on_land(country, plat, plng):
            return round(plat, 5), round(plng, 5)
    return round(lat, 5), round(lng, 5)


def distance_km(lat1, lng1, lat2, lng2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lng2 - lng1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 6371.0 * 2 * math.asin(math.sqrt(a))


def split_district(district):
    extra = district[4] if len(district) > 4 else {}
    return district[0], extra


def address(rng, city, district, extra, point):
    fields = {
        "street": street_line(rng, city["style"], district[0], extra, point),
        "city": city["city"],
        "postcode": postcode(rng, city["style"], district[3]),
        "country": city["country"],
    }
    if not fields["postcode"]:
        del fields["postcode"]  # Fiji, Tonga and Samoa have no postcodes
    return fields


def make_branch(rng, ids, phones, land, city, district, centre):
    name, extra = split_district(district)
    lat, lng = place_point(rng, land, city, district, extra, centre)
    weekly, notes = branch_hours(rng, city, extra)
    if city["country"] in ("FR", "DE", "JP"):
        # Show the other way of writing a closed day: leave it out.
        weekly = {day: intervals for day, intervals in weekly.items() if intervals}
    services = ["Cash deposit"] + sorted(rng.sample(BRANCH_SERVICES, rng.randint(1, 4)),
                                         key=BRANCH_SERVICES.index)
    step_free = rng.random() < 0.75
    if step_free:
        services.insert(1, "Step-free access")
    details = branch_details(rng, city, extra, step_free)
    title = f"Imaginary Bank {name}"
    if extra.get("local"):
        title += f" ({extra['local']})"
    return {
        "id": ids.take(slugify(f"{city['city']} {name}")),
        "type": "branch",
        "name": title,
        "address": address(rng, city, district, extra, (lat, lng)),
        "coordinate": {"latitude": lat, "longitude": lng},
        "phone": phones.number(rng, city["phone"]),
        "services": services,
        "details": details,
        "hours": {"timezone": city["tz"], "weekly": weekly, "notes": notes},
    }


def branch_details(rng, city, extra, step_free):
    country, style = city["country"], city["style"]
    details = []
    if country == "GB":
        details.append({"label": "Sort code", "value": f"00-91-{rng.randint(10, 99)}"})
    elif country == "IE":
        details.append({"label": "Sort code", "value": f"00-93-{rng.randint(10, 99)}"})
    elif country == "CA":
        details.append({"label": "Transit number", "value": f"0{rng.randint(1000, 9999)}"})
    else:
        details.append({"label": "Branch code", "value": f"{country}{rng.randint(100, 999)}"})
    details.append({"label": "Manager", "value": rng.choice(MANAGERS[country])})
    details.append({"label": "Wheelchair access", "value": rng.choice(
        ["Level entrance", "Ramp at the main entrance", "Automatic doors and a lowered counter"]) if step_free
        else rng.choice(["Two steps at the entrance; staff can help", "Not available: please call ahead"])})
    if style in LANGUAGES:
        details.append({"label": "Languages", "value": LANGUAGES[style]})
    if extra.get("local"):
        details.append({"label": "Local name", "value": f"{extra['local']}支店"})
    return details


def make_atm(rng, ids, land, city, district, centre, branch, kind):
    """An ATM; one of kind "branch" stands outside `branch` and shares its address and position."""
    name, extra = split_district(district)
    if kind == "branch":
        lat, lng = branch["coordinate"]["latitude"], branch["coordinate"]["longitude"]
    else:
        lat, lng = place_point(rng, land, city, district, extra, centre)
    country, style = city["country"], city["style"]
    currency = CURRENCY[country]
    services = ["Cash withdrawal"] + sorted(rng.sample(ATM_EXTRAS, rng.randint(1, 3)), key=ATM_EXTRAS.index)
    details = [{"label": "ATM currency", "value": currency}]
    if kind == "branch":
        title, where = f"Imaginary Bank {name} ATM", "Outside the branch"
        weekly, notes = week(**{day: ALL_DAY for day in DAYS}), "Available 24 hours"
    elif kind == "station":
        title, where = f"{name} Station ATM", "Station concourse, by the ticket office"
        weekly = week(**{day: [["05:00", "01:00"]] for day in DAYS})
        notes = "Open while the station is open; closes at 1 am"
        if country in ("GB", "IE", "FR", "DE", "CH") and rng.random() < 0.5:
            details[0]["value"] = f"{currency}, USD" if currency == "EUR" else f"{currency}, EUR"
            services.append("Foreign currency")
    elif kind == "bar":
        venue = rng.choice(SHOPS[f"{style}_bar"])
        title, where = f"ATM at {venue}, {name}", "Inside, by the entrance"
        weekly, notes = bar_hours(country), f"Inside {venue}: open when the venue is open"
    elif kind == "shop":
        shop = rng.choice(SHOPS[style])
        title, where = f"ATM at {shop}, {name}", "Inside the shop, next to the tills"
        weekly, notes = shop_hours(rng, country), f"Inside {shop}: open when the shop is open"
        details.append({"label": "Fee", "value": "Free to use"})
    else:  # freestanding, all day
        title, where = f"{name} ATM", "Freestanding, on the street"
        weekly, notes = week(**{day: ALL_DAY for day in DAYS}), "Available 24 hours"
    details.insert(0, {"label": "Located", "value": where})
    if extra.get("local"):
        title += f" ({extra['local']})"
    location = {
        "id": ids.take(slugify(f"{city['city']} {name} atm")),
        "type": "atm",
        "name": title,
        "address": dict(branch["address"]) if kind == "branch" else address(rng, city, district, extra, (lat, lng)),
        "coordinate": {"latitude": lat, "longitude": lng},
        "services": services,
        "details": details,
        "hours": {"timezone": city["tz"], "weekly": weekly, "notes": notes},
    }
    return location


ATM_KINDS = ["street", "shop", "shop", "station", "bar"]


def atm_kind(rng, branch, index):
    if branch is not None and index == 0:
        return "branch"
    return rng.choice(ATM_KINDS)


def city_locations(city, ids, phones, land, places):
    rng = seeded_rng("waymark-sample", city["city"])
    centre = places.get((city["place"], city["country"])) if city["place"] else None
    if city["place"] and centre is None:
        raise SystemExit(f"{city['city']}: no Natural Earth place {city['place']!r}")
    districts = city["districts"]
    out = []
    with_branch = set(range(min(city["branches"], len(districts))))
    atms_per_district = [0] * len(districts)
    for i in range(city["atms"]):
        atms_per_district[i % len(districts)] += 1
    extra_branches = city["branches"] - len(with_branch)
    for i, district in enumerate(districts):
        branch = None
        if i in with_branch or extra_branches > 0:
            if i not in with_branch:
                extra_branches -= 1
            branch = make_branch(rng, ids, phones, land, city, district, centre)
            out.append(branch)
        names = set()
        for k in range(atms_per_district[i]):
            for _ in range(50):  # no two ATMs of a district with the same name
                atm = make_atm(rng, ids, land, city, district, centre, branch, atm_kind(rng, branch, k))
                if atm["name"] not in names:
                    break
                ids.used.discard(atm["id"])
            names.add(atm["name"])
            out.append(atm)
    return out


def add_special_cases(locations):
    """Hand-picked variations the generated data would not otherwise show."""
    by_id = {loc["id"]: loc for loc in locations}
    # A two-line street address (a unit in a shopping centre).
    loc = next(loc for loc in locations if loc["id"].startswith("manchester-") and loc["name"].startswith("ATM at"))
    loc["address"]["street"] = ["Unit 12, Market Arcade", loc["address"]["street"]]
    # An ATM whose hours are not published: no "hours" at all.
    for key in ("tokyo-asakusa-atm", "apia-apia-central-atm"):
        by_id[key].pop("hours")
        by_id[key]["details"].append({"label": "Hours", "value": "Not published: ask in the building"})
    # A seasonal note on a Reykjavík ATM.
    by_id["reykjavik-midborg-atm"]["hours"]["notes"] = "Available 24 hours. Heated vestibule in winter"


def main():
    land = LandCheck({c["country"] for c in CITIES})
    places = populated_places()
    ids, phones = IdPool(), PhoneBook()
    locations = []
    for city in CITIES:
        locations.extend(city_locations(city, ids, phones, land, places))
    add_special_cases(locations)
    document = {"bank": BANK, "locations": locations}
    write_text(os.path.join(CONTENT, "branches.json"), pretty_json(document))
    summary(locations)


def summary(locations):
    counts = {}
    for loc in locations:
        key = (loc["address"]["country"], loc["address"]["city"])
        counts.setdefault(key, [0, 0])[0 if loc["type"] == "branch" else 1] += 1
    total_b = sum(v[0] for v in counts.values())
    total_a = sum(v[1] for v in counts.values())
    print(f"branches.json: {len(locations)} locations ({total_b} branches, {total_a} ATMs) in {len(counts)} cities")
    for (country, city), (b, a) in counts.items():
        print(f"  {country} {city}: {b} branches, {a} ATMs")


if __name__ == "__main__":
    main()
