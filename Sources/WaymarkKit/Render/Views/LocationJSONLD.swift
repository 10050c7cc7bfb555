/// A location as schema.org JSON-LD (`BankOrCreditUnion` or `AutomatedTeller`), safe inside `<script>`.
///
/// One property per line, so a change to one field is a one-line diff. Opening hours group the days that share
/// an interval; an interval past midnight closes before it opens (schema.org's rule), and a day open around the
/// clock is 00:00 to 23:59, the form search engines document.
struct LocationJSONLD {
    let location: Location
    let url: String

    var text: String {
        var members: [(String, String)] = [
            ("@context", json("https://schema.org")),
            ("@type", json(location.kind == .branch ? "BankOrCreditUnion" : "AutomatedTeller")),
            ("@id", json(url + "#location")),
            ("name", json(location.name)),
            ("url", json(url)),
        ]
        if !location.brand.isEmpty { members.append(("brand", object([("@type", json("Brand")), ("name", json(location.brand))]))) }
        if !location.phone.isEmpty { members.append(("telephone", json(location.phone))) }
        members.append(("address", address))
        members.append(
            (
                "geo",
                object([
                    ("@type", json("GeoCoordinates")),
                    ("latitude", Coordinate.format(location.coordinate.latitude, decimals: 6)),
                    ("longitude", Coordinate.format(location.coordinate.longitude, decimals: 6)),
                ])
            ))
        if !location.services.isEmpty {
            let features = location.services.map {
                object([("@type", json("LocationFeatureSpecification")), ("name", json($0)), ("value", "true")])
            }
            members.append(("amenityFeature", "[" + features.joined(separator: ",") + "]"))
        }
        if let hours = location.hours {
            let specs = Self.specifications(hours).map { "\n" + $0 }.joined(separator: ",")
            members.append(("openingHoursSpecification", "[" + specs + "\n]"))
            if !hours.osm.isEmpty { members.append(("openingHours", json(hours.osm))) }
        }
        return "{\n" + members.map { "\(json($0.0)):\($0.1)" }.joined(separator: ",\n") + "\n}"
    }

    private var address: String {
        var parts: [(String, String)] = [("@type", json("PostalAddress"))]
        if !location.address.lines.isEmpty { parts.append(("streetAddress", json(location.address.lines.joined(separator: ", ")))) }
        if !location.address.city.isEmpty { parts.append(("addressLocality", json(location.address.city))) }
        if !location.address.postcode.isEmpty { parts.append(("postalCode", json(location.address.postcode))) }
        if !location.address.country.isEmpty { parts.append(("addressCountry", json(location.address.country))) }
        return object(parts)
    }

    /// One `OpeningHoursSpecification` per distinct interval, listing its days in week order.
    static func specifications(_ hours: OpeningHours) -> [String] {
        var groups: [(opens: String, closes: String, days: [String])] = []
        for day in OpeningHours.Weekday.allCases {
            for interval in hours.intervals(on: day) {
                let opens = OpeningHours.Interval.clock(interval.opens)
                let closes = interval.isAllDay ? "23:59" : OpeningHours.Interval.clock(interval.closes % 1440)
                let dayURL = "https://schema.org/" + day.schemaName
                if let at = groups.firstIndex(where: { $0.opens == opens && $0.closes == closes }) {
                    groups[at].days.append(dayURL)
                } else {
                    groups.append((opens, closes, [dayURL]))
                }
            }
        }
        return groups.map { group in
            let days = "[" + group.days.map(Escape.jsonString).joined(separator: ",") + "]"
            return "{\"@type\":\"OpeningHoursSpecification\",\"dayOfWeek\":\(days),"
                + "\"opens\":\(Escape.jsonString(group.opens)),\"closes\":\(Escape.jsonString(group.closes))}"
        }
    }

    private func json(_ text: String) -> String { Escape.jsonString(text) }

    private func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(json($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }
}
