#!/usr/bin/env python3
"""A synthetic branches.json site of N locations, for measuring the locations section at scale.

    benchmarks/locations_synthetic.py 100000 /tmp/bench100k     # writes /tmp/bench100k/Content/...

Locations sit in the world's capitals (data/countries/countries.json in the repository), many more in
some than in others, with district names, streets, postcodes and opening hours of every kind
(split days, past midnight, all day, closed days). Seeded: the same N gives the same bytes.
"""

import json
import math
import os
import random
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
COUNTRIES = os.path.join(HERE, "..", "data", "countries", "countries.json")

DISTRICTS = ["Central", "Old Town", "Riverside", "Harbour", "North", "South", "East", "West", "Market",
             "Station", "University", "Park", "Hill", "Bridge", "Cathedral", "Castle", "Garden", "Airport",
             "Museum", "Théâtre", "Königsplatz", "São Bento", "Ñuñoa", "Øster", "Łazienki", "Île Verte"]
STREETS = ["High", "Church", "Station", "Park", "Victoria", "King", "Queen", "Mill", "London", "Market",
           "Bridge", "Main", "Rue de la Paix", "Hauptstraße", "Calle Mayor", "Via Roma", "Dorfstraße",
           "Avenida Paulista", "Nørregade", "Rynek", "Elm", "Oak", "Cedar", "Maple", "Harbour", "Canal"]
KINDS = ["Street", "Road", "Avenue", "Lane", "Square", "Way"]
SHOPS = ["The Corner Shop", "City Pharmacy", "Fresh Foods", "Central Station", "Petrol Stop", "Book Nook",
         "Café Lumière", "Supermarket", "Post Office", "Night Owl Bar"]
ZONES = {"Europe": "Europe/London", "Asia": "Asia/Tokyo", "Africa": "Africa/Nairobi",
         "North America": "America/New_York", "South America": "America/Sao_Paulo",
         "Oceania": "Australia/Sydney", "Antarctica": "UTC"}


def slug(text):
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return "-".join("".join(c if c.isalnum() else " " for c in text).split()) or "x"


def hours(rng, atm):
    pattern = rng.randrange(6)
    week = {}
    for day in ("mon", "tue", "wed", "thu", "fri", "sat", "sun"):
        if atm and pattern < 3:
            week[day] = [["00:00", "24:00"]]
        elif pattern == 3:
            week[day] = [["09:00", "12:30"], ["13:30", "17:00"]] if day not in ("sat", "sun") else []
        elif pattern == 4 and day in ("thu", "fri", "sat"):
            week[day] = [["18:00", "02:00"]]
        elif day == "sun":
            continue
        else:
            week[day] = [["09:30", "16:30"]] if day != "sat" else [["10:00", "13:00"]]
    return week


def main():
    count, out = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(count)
    countries = [c for c in json.load(open(COUNTRIES)) if c.get("capital_lat") is not None]
    weights = [1 / (i + 1) ** 0.8 for i in range(len(countries))]
    rng.shuffle(countries)
    locations, used = [], set()
    for n in range(count):
        c = rng.choices(countries, weights)[0]
        atm = rng.random() < 0.62
        district = rng.choice(DISTRICTS)
        city = c["capital"]
        name = (f"ATM at {rng.choice(SHOPS)}, {district}" if rng.random() < 0.5 else f"Imaginary Bank {district} ATM") \
            if atm else f"Imaginary Bank {city} {district}"
        ident = f"{slug(city)}-{slug(district)}-{n}"
        spread = 0.15
        lat = max(-89.9, min(89.9, c["capital_lat"] + rng.gauss(0, spread)))
        lng = ((c["capital_lng"] + rng.gauss(0, spread / max(0.2, math.cos(math.radians(lat))))) + 540) % 360 - 180
        postcode = f"{rng.choice('ABCDEFGHJKLMNPRSTW')}{rng.randrange(1, 30)} {rng.randrange(10)}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}"
        location = {
            "id": ident, "type": "atm" if atm else "branch", "name": name,
            "address": {"street": f"{rng.randrange(1, 400)} {rng.choice(STREETS)} {rng.choice(KINDS)}",
                        "city": city, "postcode": postcode, "country": c["alpha2"]},
            "coordinate": {"latitude": round(lat, 5), "longitude": round(lng, 5)},
            "hours": {"timezone": ZONES.get(c.get("continent"), "UTC"), "weekly": hours(rng, atm)},
        }
        if not atm:
            location["phone"] = f"+{rng.randrange(1, 999)} {rng.randrange(10**6, 10**7)}"
            location["services"] = rng.sample(["Cash deposit", "Step-free access", "Business banking", "Safe deposit boxes",
                                               "Foreign exchange", "Mortgage advice"], 3)
            location["details"] = [{"label": "Sort code", "value": f"{rng.randrange(10, 99)}-{rng.randrange(10, 99)}-{rng.randrange(10, 99)}"}]
        locations.append(location)
    os.makedirs(os.path.join(out, "Content"), exist_ok=True)
    with open(os.path.join(out, "Content", "branches.json"), "w", encoding="utf-8") as f:
        json.dump({"bank": {"name": "Imaginary Bank", "website": "https://example.com/"}, "locations": locations},
                  f, ensure_ascii=False, separators=(",", ":"))
    with open(os.path.join(out, "Content", "site.yml"), "w", encoding="utf-8") as f:
        f.write(f'title: "Benchmark: {count} locations"\nbase_url: "https://example.com/"\npage_size: 50\n')


if __name__ == "__main__":
    main()
