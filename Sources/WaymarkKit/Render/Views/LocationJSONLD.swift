/// A location as schema.org JSON-LD (`BankOrCreditUnion` or `AutomatedTeller`), safe inside `<script>`.
///
/// Written on one line, as every location page carries it (`waymark diff` names a changed field, so a reviewer
/// need not read the line). Opening hours group the days that share an interval, each day by its plain name
/// (`"dayOfWeek":["Monday","Tuesday"]`, as schema.org and Google's local business examples write it); an interval
/// past midnight closes before it opens (schema.org's rule), and a day open around the clock is 00:00 to 23:59,
/// the form search engines document.
struct LocationJSONLD {
    let location: Location
    let url: String

    var text: String {
        var members: [(String, JSONWriter.Value)] = [
            ("@context", .string("https://schema.org")),
            ("@type", .string(location.kind == .branch ? "BankOrCreditUnion" : "AutomatedTeller")),
            ("@id", .string(url + "#location")),
            ("name", .string(location.name)),
            ("url", .string(url)),
        ]
        if !location.brand.isEmpty {
            members.append(("brand", .raw(JSONWriter.object([("@type", .string("Brand")), ("name", .string(location.brand))]))))
        }
        if !location.phone.isEmpty { members.append(("telephone", .string(location.phone))) }
        members.append(("address", .raw(address)))
        let geo: [(String, JSONWriter.Value)] = [
            ("@type", .string("GeoCoordinates")),
            ("latitude", .raw(Coordinate.format(location.coordinate.latitude, decimals: 6))),
            ("longitude", .raw(Coordinate.format(location.coordinate.longitude, decimals: 6))),
        ]
        members.append(("geo", .raw(JSONWriter.object(geo))))
        if !(location.services + location.accessibility).isEmpty {
            let features = (location.services + location.accessibility).map { service -> JSONWriter.Value in
                .raw(
                    JSONWriter.object([
                        ("@type", .string("LocationFeatureSpecification")), ("name", .string(service)), ("value", .raw("true")),
                    ]))
            }
            members.append(("amenityFeature", .raw(JSONWriter.array(features))))
        }
        if let hours = location.hours {
            let specs = Self.specifications(hours).map { JSONWriter.Value.raw($0) }
            members.append(("openingHoursSpecification", .raw(JSONWriter.array(specs))))
            let special = Self.specialSpecifications(hours).map { JSONWriter.Value.raw($0) }
            if !special.isEmpty { members.append(("specialOpeningHoursSpecification", .raw(JSONWriter.array(special)))) }
            if !hours.osm.isEmpty { members.append(("openingHours", .string(hours.osm))) }
        }
        if !additionalProperties.isEmpty {
            let values = additionalProperties.map { property -> JSONWriter.Value in
                .raw(
                    JSONWriter.object([("@type", .string("PropertyValue")), ("name", .string(property.0)), ("value", .string(property.1))]))
            }
            members.append(("additionalProperty", .raw(JSONWriter.array(values))))
        }
        return JSONWriter.object(members)
    }

    /// The names under which the hours' time zone and notes are written as `additionalProperty`, beside the details.
    static let timeZoneName = "Time zone"
    static let notesName = "Opening hours notes"

    /// What schema.org has no property for: the details (sort code…), the hours' time zone and their notes, so the page
    /// says all of the record (and `waymark diff` can name a change to them).
    private var additionalProperties: [(String, String)] {
        var properties = location.details.map { ($0.label, $0.value) }
        if let hours = location.hours {
            properties.append((Self.timeZoneName, hours.timeZone))
            if !hours.notes.isEmpty { properties.append((Self.notesName, hours.notes)) }
        }
        return properties
    }

    private var address: String {
        var parts: [(String, JSONWriter.Value)] = [("@type", .string("PostalAddress"))]
        if !location.address.lines.isEmpty { parts.append(("streetAddress", .string(location.address.lines.joined(separator: ", ")))) }
        if !location.address.city.isEmpty { parts.append(("addressLocality", .string(location.address.city))) }
        if !location.address.postcode.isEmpty { parts.append(("postalCode", .string(location.address.postcode))) }
        if !location.address.country.isEmpty { parts.append(("addressCountry", .string(location.address.country))) }
        return JSONWriter.object(parts)
    }

    static func specifications(_ hours: OpeningHours) -> [String] {
        var groups: [(opens: String, closes: String, days: [String])] = []
        for day in OpeningHours.Weekday.allCases {
            for interval in hours.intervals(on: day) {
                let opens = OpeningHours.Interval.clock(interval.opens)
                let closes = interval.isAllDay ? "23:59" : OpeningHours.Interval.clock(interval.closes % 1440)
                if let at = groups.firstIndex(where: { $0.opens == opens && $0.closes == closes }) {
                    groups[at].days.append(day.schemaName)
                } else {
                    groups.append((opens, closes, [day.schemaName]))
                }
            }
        }
        return groups.map { group in
            JSONWriter.object([
                ("@type", .string("OpeningHoursSpecification")), ("dayOfWeek", .raw(JSONWriter.array(group.days.map { .string($0) }))),
                ("opens", .string(group.opens)), ("closes", .string(group.closes)),
            ])
        }
    }
}
