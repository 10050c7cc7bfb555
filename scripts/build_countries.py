#!/usr/bin/env python3
"""Builds Content/countries.plist and Content/flags/ from the country reference in data/.

Input:  data/countries/countries.json  (ISO 3166-1 names, capitals, capital coordinates)
        Sources/WaymarkKit/Resources/Flags/*.svg  (public-domain flags, iso-flags-svg)
Output: Content/countries.plist   in the BOA app's worldwide.plist format
        Content/flags/<alpha2>.svg for every country listed, plus _generic.svg
        Content/flags/iso-flags-svg.copyright (the flags' licence, verbatim)

Every country with a capital is listed, sorted by name as in the BOA file. Rerunning gives
byte-identical output.
"""

import os
import shutil
import sys
import unicodedata

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wmlib import CONTENT, DATA, REPO, load_json, write_text  # noqa: E402

PLIST_HEAD = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
    '<plist version="1.0">\n'
    '<dict>\n'
    '\t<key>global</key>\n'
    '\t<array>\n'
)
PLIST_TAIL = '\t</array>\n</dict>\n</plist>\n'


def xml_escape(text):
    """Escapes text for an XML element, the way the BOA file does (it writes &apos; too)."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&apos;"))


def coordinate_text(value):
    """A coordinate as the plist's string form: shortest round-trip decimal, never exponent notation."""
    text = repr(float(value))
    if "e" in text or "E" in text:
        text = f"{value:.4f}".rstrip("0").rstrip(".")
    return text


def country_entries():
    countries = load_json(os.path.join(DATA, "countries", "countries.json"))
    with_capital = [c for c in countries if c["capital"] and c["capital_lat"] is not None]
    return sorted(with_capital, key=lambda c: (sort_key(c["name"]), c["alpha2"]))


def sort_key(name):
    """Alphabetical order ignoring accents, so "Åland Islands" sorts with A and "Côte d'Ivoire" before "Croatia"."""
    decomposed = unicodedata.normalize("NFKD", name)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()


def plist_dict(country):
    fields = [
        ("name", country["name"]),
        ("capital", country["capital"]),
        ("latitude", coordinate_text(country["capital_lat"])),
        ("longitude", coordinate_text(country["capital_lng"])),
        ("flag", country["alpha2"].lower() + ".svg"),
    ]
    body = "".join(f"\t\t\t<key>{key}</key>\n\t\t\t<string>{xml_escape(value)}</string>\n" for key, value in fields)
    return "\t\t<dict>\n" + body + "\t\t</dict>\n"


def write_plist(entries):
    text = PLIST_HEAD + "".join(plist_dict(c) for c in entries) + PLIST_TAIL
    write_text(os.path.join(CONTENT, "countries.plist"), text)


def copy_flags(entries):
    """Copies the referenced flags and the generic fallback; removes flags no longer referenced."""
    source = os.path.join(REPO, "Sources", "WaymarkKit", "Resources", "Flags")
    target = os.path.join(CONTENT, "flags")
    os.makedirs(target, exist_ok=True)
    wanted = sorted({c["alpha2"].lower() + ".svg" for c in entries} | {"_generic.svg"})
    for name in wanted:
        shutil.copyfile(os.path.join(source, name), os.path.join(target, name))
    for name in sorted(os.listdir(target)):
        if name.endswith(".svg") and name not in wanted:
            os.remove(os.path.join(target, name))
    shutil.copyfile(os.path.join(DATA, "licenses", "iso-flags-svg.copyright"),
                    os.path.join(target, "iso-flags-svg.copyright"))
    return wanted


def main():
    entries = country_entries()
    write_plist(entries)
    flags = copy_flags(entries)
    print(f"countries.plist: {len(entries)} countries; flags/: {len(flags)} SVG files")


if __name__ == "__main__":
    main()
