#!/usr/bin/env python3
"""Writes a Waymark site whose data has another source's shape than generate.py's, for the speed comparison.

    python3 benchmarks/generate_other.py N OUTDIR [--seed=S]

Creates OUTDIR/Content/site.yml and OUTDIR/Content/branches.json (Waymark's schema, docs/formats.md), so
benchmarks/hugo/make_site.py converts it into the Hugo twin as it does generate.py's sites.

Where generate.py spreads locations over the world by country weights, with short English names and few
exceptions, this one mimics a national register merged from several banks' feeds:
- cities are ranked at random (by the seed) and drawn with Zipf weights (rank k has weight 1/k): a few big
  cities hold thousands of locations, most cities a handful;
- names are 60 to 120 characters, most with non-ASCII letters (accents, ß, Greek, Cyrillic, Japanese);
- 4 to 12 services and 1 to 4 accessibility entries per location, 3 to 6 details, a phone for most;
- 2 to 10 special days per location (single days and periods, some closed, some with hours and notes), and a
  long note on the week.

Deterministic: the same N and seed give the same bytes on every machine (one location per line).
"""

import datetime
import json
import math
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_SEED = 20261127
DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
FIRST_SPECIAL_DAY = datetime.date(2026, 12, 1)

BANKS = ["Caisse Régionale de Crédit Mutuel", "Sparkasse Müritz-Görlitz", "Banco Popular de Crédito Agrícola",
         "Κεντρική Τράπεζα Συνεταιρισμών", "Народный Сберегательный Банк", "みずなみ信用金庫",
         "Coöperatieve Spaarbank Noord", "Bankhaus Weißenfels & Söhne", "Crédit Foncier de l'Île-de-France",
         "Caixa Geral de Depósitos Solidários", "Şehir Kalkınma Bankası", "Ålands Andelsbank"]
KINDS = ["Agence", "Geschäftsstelle", "Sucursal", "Κατάστημα", "Отделение", "支店", "Filiaal", "Filiale",
         "Point Conseil", "Balcão", "Şube", "Kontor"]
PLACES = ["Hauptbahnhof Süd", "Place de la République", "Praça do Comércio", "Οδός Ερμού", "Невский проспект",
          "駅前通り", "Marktplein Oost", "Königsallee", "Rue du Faubourg Saint-Honoré", "Avenida da Liberdade",
          "İstiklal Caddesi", "Storagatan", "Centre Commercial Les Quatre Temps", "Einkaufszentrum Höfe am Brühl"]
QUALIFIERS = ["(Geldautomat im Foyer, rund um die Uhr)", "(distributeur extérieur, accès PMR)",
              "— cajero automático en la entrada", "(ΑΤΜ στην είσοδο)", "(банкомат в холле)", "（ATM・両替コーナー）",
              "(geldautomaat bij de ingang)", "— guichet automatique et espace libre-service"]
SERVICES = ["Dépôt d'espèces", "Einzahlung mit Münzen", "Cambio de divisas", "Συμβουλές στεγαστικών δανείων",
            "Сейфовые ячейки", "外貨両替", "Zakelijk bankieren", "Beratung für Existenzgründer", "Wi-Fi gratuit",
            "Retrait sans carte", "Kontaktlos bezahlen", "Pagamento de serviços", "Audio guidance", "Braille keypad",
            "Change de chèques", "Überweisungsterminal", "Drive-through", "Notary on Thursdays"]
ACCESS = ["Accès de plain-pied", "Stufenloser Zugang", "Rampa de acceso", "Induktionsschleife",
          "Toilettes adaptées", "Parking réservé PMR", "Guide dog welcome"]
LABELS = ["BIC", "Code guichet", "Filialleiterin", "Responsable", "Parking", "Transports", "Étage", "Hinweis"]
VALUES = ["Tram 4, 7 et 11 — arrêt « Hôtel de Ville »", "Tiefgarage Königshof, Einfahrt Grünstraße",
          "Mme Éléonore Dubois-Lefèvre", "Frau Dr. Jördis Weißhäupl", "2ᵉ étage, ascenseur côté cour",
          "Στάση μετρό «Σύνταγμα», έξοδος 3", "Метро «Площадь Восстания», выход 2", "地下鉄・市役所前駅 徒歩3分"]
NOTES = ["Fermé les jours fériés ; le distributeur reste accessible sauf pendant les travaux de voirie annoncés.",
         "An Brückentagen nur Selbstbedienung; Beratung nach Vereinbarung, auch außerhalb der Öffnungszeiten.",
         "Cerrado los festivos locales; el cajero de la entrada funciona las 24 horas salvo mantenimiento.",
         "Κλειστό τις επίσημες αργίες· το ΑΤΜ λειτουργεί κανονικά εκτός από τις ημέρες συντήρησης."]
SPECIAL_NAMES = ["Inventaire annuel", "Betriebsausflug", "Fiesta patronal", "Πανηγύρι", "Санитарный день",
                 "棚卸し", "Koningsdag", "Réunion du personnel", "Stadtfest", "Jour de marché"]
PHONE_PREFIXES = {"FR": "+33 1 ", "DE": "+49 30 ", "ES": "+34 91 ", "GR": "+30 21 ", "JP": "+81 3 ", "NL": "+31 20 ",
                  "GB": "+44 20 7946 ", "US": "+1 212 555 "}


def load_cities(rng):
    """benchmarks/cities.tsv in a seeded random order: the order is the Zipf rank."""
    cities = []
    with open(os.path.join(HERE, "cities.tsv"), encoding="utf-8") as f:
        for line in f:
            if not line.startswith("#"):
                iso2, name, lat, lng, tz = line.rstrip("\n").split("\t")
                cities.append((iso2, name, float(lat), float(lng), tz))
    rng.shuffle(cities)
    return cities


def zipf_picker(cities, rng):
    cumulative, total = [], 0.0
    for rank in range(1, len(cities) + 1):
        total += 1.0 / rank
        cumulative.append(total)

    def pick():
        r = rng.random() * total
        lo, hi = 0, len(cumulative) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if cumulative[mid] < r:
                lo = mid + 1
            else:
                hi = mid
        return cities[lo]

    return pick


def long_name(rng, city, is_branch):
    """60 to 120 characters: bank, kind, city, place and, for ATMs, a qualifier."""
    parts = [rng.choice(BANKS), rng.choice(KINDS) if is_branch else "Libre-service", city, "–", rng.choice(PLACES)]
    if not is_branch:
        parts.append(rng.choice(QUALIFIERS))
    name = " ".join(parts)
    while len(name) < 60:
        name += " " + rng.choice(PLACES)
    return name[:120].rstrip()


def week(rng, is_branch):
    if not is_branch and rng.random() < 0.5:
        return {day: [["00:00", "24:00"]] for day in DAYS}
    morning = rng.choice([["08:30", "12:15"], ["09:00", "12:30"], ["09:15", "13:00"]])
    afternoon = rng.choice([["13:45", "17:30"], ["14:00", "18:00"], ["14:30", "19:00"]])
    days = {day: [morning, afternoon] if rng.random() < 0.6 else [[morning[0], afternoon[1]]] for day in DAYS[:5]}
    if rng.random() < 0.5:
        days["sat"] = [["09:00", "12:00"]]
    if rng.random() < 0.1:
        days["mon"] = []
    return {day: days.get(day, []) for day in DAYS}


def special_days(rng):
    """2 to 10 dated exceptions that never share a day: single days and periods of up to four days."""
    entries, day = [], FIRST_SPECIAL_DAY + datetime.timedelta(days=rng.randint(0, 20))
    for _ in range(rng.randint(2, 10)):
        length = 1 if rng.random() < 0.7 else rng.randint(2, 4)
        last = day + datetime.timedelta(days=length - 1)
        entry = {"name": rng.choice(SPECIAL_NAMES)}
        if length == 1:
            entry["date"] = day.isoformat()
        else:
            entry["from"], entry["to"] = day.isoformat(), last.isoformat()
        if rng.random() < 0.5:
            entry["closed"] = True
        else:
            entry["hours"] = [["10:00", "12:00"]] if rng.random() < 0.5 else [["09:00", "12:00"], ["14:00", "16:00"]]
        if rng.random() < 0.4:
            entry["notes"] = rng.choice(NOTES)
        entries.append(entry)
        day = last + datetime.timedelta(days=rng.randint(3, 40))
    return entries


def location(rng, index, city):
    country, city_name, lat, lng, tz = city
    is_branch = rng.random() < 0.5
    r = 8.0 * math.sqrt(rng.random())
    theta = rng.random() * 2 * math.pi
    plat = max(-89.9, min(89.9, lat + r * math.cos(theta) / 110.574))
    plng = lng + r * math.sin(theta) / (111.320 * max(0.05, math.cos(math.radians(lat))))
    plng = plng - 360 if plng >= 180 else plng + 360 if plng < -180 else plng
    loc = {
        "id": f"reg-{index:07d}-{'b' if is_branch else 'a'}",
        "type": "branch" if is_branch else "atm",
        "name": long_name(rng, city_name, is_branch),
        "address": {"street": f"{rng.randint(1, 400)} {rng.choice(PLACES)}", "city": city_name,
                    "postcode": f"{rng.randint(1000, 99999)}", "country": country},
        "coordinate": {"latitude": round(plat, 6), "longitude": round(plng, 6)},
    }
    if rng.random() < 0.8:
        loc["phone"] = PHONE_PREFIXES.get(country, "+33 1 ") + f"{rng.randint(0, 9999):04d} {rng.randint(0, 99):02d}"
    loc["services"] = rng.sample(SERVICES, rng.randint(4, 12))
    loc["accessibility"] = rng.sample(ACCESS, rng.randint(1, 4))
    loc["details"] = [{"label": label, "value": rng.choice(VALUES)} for label in rng.sample(LABELS, rng.randint(3, 6))]
    loc["hours"] = {"timezone": tz, "weekly": week(rng, is_branch), "notes": rng.choice(NOTES),
                    "special": special_days(rng)}
    return loc


SITE_YML = """# Benchmark site written by benchmarks/generate_other.py (do not edit)
title: "Other shape: {n} locations"
description: "Zipf-distributed cities, long names, many services and special days."
base_url: "https://example.com/"
language: en
contact_email: "benchmarks@example.com"
page_size: 50
attribution: "Maps: Natural Earth (public domain)"
"""


def write_site(n, outdir, seed):
    rng = random.Random(seed * 1_000_003 + n)
    pick = zipf_picker(load_cities(random.Random(seed)), rng)
    content = os.path.join(outdir, "Content")
    os.makedirs(content, exist_ok=True)
    with open(os.path.join(content, "site.yml"), "w", encoding="utf-8", newline="\n") as f:
        f.write(SITE_YML.format(n=f"{n:,}"))
    dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
    with open(os.path.join(content, "branches.json"), "w", encoding="utf-8", newline="\n") as f:
        f.write('{"bank":{"name":"Registre des guichets","website":"https://example.com/"},\n"locations":[\n')
        for i in range(n):
            f.write(dumps(location(rng, i + 1, pick())))
            f.write(",\n" if i < n - 1 else "\n")
        f.write("]}\n")


def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    seeds = [int(a.split("=", 1)[1]) for a in argv if a.startswith("--seed=")]
    if len(args) != 2 or not args[0].isdigit() or int(args[0]) < 1:
        sys.exit("usage: generate_other.py N OUTDIR [--seed=S]")
    write_site(int(args[0]), args[1], seeds[0] if seeds else DEFAULT_SEED)


if __name__ == "__main__":
    main(sys.argv[1:])
