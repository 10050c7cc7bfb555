#!/usr/bin/env python3
"""Builds Content/openbanking/imaginary-bank-uk-branches.json: a UK Open Banking Branch Locator
response (OBIE Open Data API v2.2 envelope: meta / data[].Brand[].Branch[]) for five branches of the
imaginary bank, in towns that branches.json does not cover, so no ids or names clash.

Follows the official schema (shared fixtures: schema/obie__bral.2.3.0.swagger.json, the same shape
as v2.2): Latitude/Longitude are strings with up to 8 decimals, times are "HH:MM" (24:00 is not
allowed), a day that is missing from StandardAvailability is closed, enum values come from the
schema. Phone numbers are in Ofcom's ranges reserved for drama. Rerunning gives identical bytes.
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wmlib import CONTENT, LandCheck, write_text  # noqa: E402

META = {
    "LastUpdated": "2025-01-06T09:00:00.000Z",
    "TotalResults": 0,  # filled in below
    "Agreement": "Use of the APIs and any related data will be subject to the terms of the Open Licence and "
                 "subject to terms and conditions",
    "License": "https://www.openbanking.org.uk/open-licence",
    "TermsOfUse": "https://www.openbanking.org.uk/terms",
}

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]

# One entry per branch: OBIE fields as they appear in the output, plus lat/lng strings, phone and hours.
BRANCHES = [
    {
        "Identification": "90010001", "Name": "LEEDS BRIGGATE", "Type": "Physical",
        "AddressLine": ["42 Briggate Arcade"], "TownName": "LEEDS", "CountrySubDivision": ["WEST YORKSHIRE"],
        "PostCode": "LS1 6HD", "lat": "53.79672", "lng": "-1.54228", "phone": "+44-1134960412",
        "hours": {day: [("09:00", "17:00")] for day in WEEKDAYS} | {"Saturday": [("09:00", "13:00")]},
        "SortCode": ["00-91-80"],
        "ServiceAndFacility": ["InternalATM", "ExternalATM", "MortgageAdvisor", "SaturdayCounterService"],
        "Accessibility": ["AutomaticDoors", "InductionLoop", "LevelAccess", "WheelchairAccess"],
    },
    {
        "Identification": "90010002", "Name": "BRISTOL BROADMEAD", "Type": "Physical",
        "AddressLine": ["7 Union Street"], "TownName": "BRISTOL", "CountrySubDivision": ["CITY OF BRISTOL"],
        "PostCode": "BS1 2DJ", "lat": "51.45851", "lng": "-2.5889", "phone": "+44-1174960218",
        "hours": {day: [("09:30", "16:30")] for day in WEEKDAYS},
        "SortCode": ["00-91-81"],
        "ServiceAndFacility": ["ExternalATM", "BusinessCounter", "BureauDeChange", "QuickDeposit"],
        "Accessibility": ["ExternalRamp", "LowerLevelCounter", "WheelchairAccess"],
        "Note": "Foreign currency can be ordered for collection the next working day.",
    },
    {
        "Identification": "90010003", "Name": "CARDIFF QUEEN STREET", "Type": "Physical",
        "AddressLine": ["118 Queen Street"], "TownName": "CARDIFF", "CountrySubDivision": ["SOUTH GLAMORGAN"],
        "PostCode": "CF10 2BH", "lat": "51.48197", "lng": "-3.1739", "phone": "+44-2920180377",
        # Split day on Wednesday (staff training over lunch), no Saturday: missing days are closed.
        "hours": {"Monday": [("09:00", "17:00")], "Tuesday": [("09:00", "17:00")],
                  "Wednesday": [("09:00", "12:30"), ("13:30", "17:00")], "Thursday": [("09:00", "17:00")],
                  "Friday": [("09:00", "17:00")]},
        "SortCode": ["00-91-82"],
        "ServiceAndFacility": ["InternalATM", "CounterServices", "VideoBanking", "WiFi"],
        "Accessibility": ["AutomaticDoors", "AudioCashMachine", "LevelAccess", "WheelchairAccess"],
        "Note": "Gwasanaeth Cymraeg ar gael / Welsh-language service available.",
    },
    {
        "Identification": "90010004", "Name": "YORK PARLIAMENT STREET", "Type": "Physical",
        "AddressLine": ["3 Parliament Street"], "TownName": "YORK", "CountrySubDivision": ["NORTH YORKSHIRE"],
        "PostCode": "YO1 8RS", "lat": "53.95898", "lng": "-1.08154", "phone": "+44-1632960584",
        # Open three days a week only: Monday, Wednesday and Friday are missing, so closed.
        "hours": {"Tuesday": [("10:00", "16:00")], "Thursday": [("10:00", "16:00")],
                  "Saturday": [("09:30", "12:30")]},
        "SortCode": ["00-91-83"],
        "ServiceAndFacility": ["CounterServices", "StatementPrinter"],
        "Accessibility": ["InternalRamp", "WheelchairAccess"],
    },
    {
        "Identification": "90010005", "SequenceNumber": "01", "Name": "HIGHLAND MOBILE BRANCH", "Type": "Mobile",
        "AddressLine": ["Mobile branch stop", "Station Square car park"], "TownName": "FORT WILLIAM",
        "CountrySubDivision": ["HIGHLAND"], "PostCode": "PH33 6TQ", "lat": "56.8197", "lng": "-5.10723",
        "phone": "+44-1632960921",
        # A mobile branch: here one afternoon a week.
        "hours": {"Wednesday": [("13:00", "15:30")]},
        "ServiceAndFacility": ["CounterServices"],
        "Accessibility": ["Other"],
        "OtherAccessibility": [{"Code": "LIFT", "Name": "WheelchairLift",
                                "Description": "The van has a wheelchair lift at the side door."}],
        "Note": "The mobile branch visits Fort William every Wednesday afternoon, weather permitting.",
    },
]


def availability(hours):
    order = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    days = [{"Name": day, "OpeningHours": [{"OpeningTime": o, "ClosingTime": c} for o, c in hours[day]]}
            for day in order if day in hours]
    return {"StandardAvailability": {"Day": days}}


def branch_record(spec):
    record = {
        "Identification": spec["Identification"],
        "SequenceNumber": spec.get("SequenceNumber", "00"),
        "Name": spec["Name"],
        "Type": spec["Type"],
    }
    if "SortCode" in spec:
        record["SortCode"] = spec["SortCode"]
    record["CustomerSegment"] = ["Personal", "Business"]
    for key in ("ServiceAndFacility", "Accessibility", "OtherAccessibility", "Note"):
        if key in spec:
            record[key] = spec[key]
    record["Availability"] = availability(spec["hours"])
    record["ContactInfo"] = [{"ContactType": "Phone", "ContactContent": spec["phone"]}]
    record["PostalAddress"] = {
        "AddressLine": spec["AddressLine"],
        "TownName": spec["TownName"],
        "CountrySubDivision": spec["CountrySubDivision"],
        "Country": "GB",
        "PostCode": spec["PostCode"],
        "GeoLocation": {"GeographicCoordinates": {"Latitude": spec["lat"], "Longitude": spec["lng"]}},
    }
    return record


def main():
    land = LandCheck({"GB"})
    for spec in BRANCHES:
        if not land.on_land("GB", float(spec["lat"]), float(spec["lng"])):
            raise SystemExit(f"{spec['Name']}: {spec['lat']},{spec['lng']} is not on land")
    branches = [branch_record(spec) for spec in BRANCHES]
    meta = dict(META, TotalResults=len(branches))
    document = {"meta": meta, "data": [{"Brand": [{"BrandName": "Imaginary Bank", "Branch": branches}]}]}
    text = json.dumps(document, indent=2, ensure_ascii=False) + "\n"
    write_text(os.path.join(CONTENT, "openbanking", "imaginary-bank-uk-branches.json"), text)
    print(f"openbanking: {len(branches)} branches")


if __name__ == "__main__":
    main()
