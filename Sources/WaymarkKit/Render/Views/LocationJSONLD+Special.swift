/// Dated exceptions as schema.org `specialOpeningHoursSpecification`: each with `validFrom` and `validThrough`, a
/// closed day as opens and closes 00:00 (the form search engines document). Days that recur every year (from an
/// OSM value) have no date schema.org can take; they stay in `openingHours` as the value's text.
extension LocationJSONLD {
    /// The week, the dated exceptions and the status's closure (closed from the build's day, or the day it closes,
    /// as Google documents for a business closed for a while), and the OpenStreetMap value.
    func appendHours(to json: inout JSONWriter.Appender) {
        if let hours = location.hours {
            json.key("openingHoursSpecification")
            json.beginArray()
            for specification in Self.specifications(hours) { json.raw(specification) }
            json.endArray()
        }
        let closure = today.flatMap { location.status.closure(from: $0) }
        let special = Self.specialSpecifications(location.hours?.special ?? []) + (closure.map(Self.specifications) ?? [])
        if !special.isEmpty {
            json.key("specialOpeningHoursSpecification")
            json.beginArray()
            for specification in special { json.raw(specification) }
            json.endArray()
        }
        if let osm = location.hours?.osm, !osm.isEmpty { json.member("openingHours", osm) }
    }

    static func specialSpecifications(_ special: [SpecialHours]) -> [String] {
        special.sorted { $0.from < $1.from }.filter { $0.from.year != nil }.flatMap(specifications)
    }

    static func specifications(_ special: SpecialHours) -> [String] {
        if special.isUniform || special.from == special.through {
            let intervals = special.weekly[special.from.weekday ?? .mon] ?? []
            return (intervals.isEmpty ? [nil] : intervals.map { $0 }).map { spec(special, $0, days: []) }
        }
        var groups: [(interval: OpeningHours.Interval?, days: [OpeningHours.Weekday])] = []
        for day in OpeningHours.Weekday.allCases {
            let intervals = special.weekly[day] ?? []
            for interval in intervals.isEmpty ? [nil] : intervals.map({ $0 }) {
                if let at = groups.firstIndex(where: { $0.interval == interval }) {
                    groups[at].days.append(day)
                } else {
                    groups.append((interval, [day]))
                }
            }
        }
        return groups.map { spec(special, $0.interval, days: $0.days) }
    }

    private static func spec(_ special: SpecialHours, _ interval: OpeningHours.Interval?, days: [OpeningHours.Weekday]) -> String {
        var members: [(String, JSONWriter.Value)] = [("@type", .string("OpeningHoursSpecification"))]
        if !special.name.isEmpty { members.append(("name", .string(special.name))) }
        if !days.isEmpty {
            members.append(("dayOfWeek", .raw(JSONWriter.array(days.map { .string($0.schemaName) }))))
        }
        let opens = interval.map { OpeningHours.Interval.clock($0.opens) } ?? "00:00"
        let closes = interval.map { $0.isAllDay ? "23:59" : OpeningHours.Interval.clock($0.closes % 1440) } ?? "00:00"
        members += [
            ("opens", .string(opens)), ("closes", .string(closes)), ("validFrom", .string(special.from.iso)),
            ("validThrough", .string(special.through.iso)),
        ]
        return JSONWriter.object(members)
    }
}
