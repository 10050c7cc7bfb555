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
            Self.appendSpecifications(hours, to: &json)
            json.endArray()
        }
        let closure = today.flatMap { location.status.closure(from: $0) }
        Self.appendSpecial(location.hours?.special ?? [], closure: closure, to: &json)
        if let osm = location.hours?.osm, !osm.isEmpty { json.member("openingHours", osm) }
    }

    /// `specialOpeningHoursSpecification` with the dated exceptions, then the status's closure; nothing without either.
    static func appendSpecial(_ special: [SpecialHours], closure: SpecialHours?, to json: inout JSONWriter.Appender) {
        let dated = special.sorted { $0.from < $1.from }.filter { $0.from.year != nil } + (closure.map { [$0] } ?? [])
        guard !dated.isEmpty else { return }
        json.key("specialOpeningHoursSpecification")
        json.beginArray()
        for entry in dated { appendSpecifications(entry, to: &json) }
        json.endArray()
    }

    /// Appends one exception's specifications: one per interval, with the weekdays that share it when the exception's
    /// week is not the same every day; a closed day opens and closes at 00:00.
    static func appendSpecifications(_ special: SpecialHours, to json: inout JSONWriter.Appender) {
        if special.isUniform || special.from == special.through {
            let intervals = special.weekly[special.from.weekday ?? .mon] ?? []
            for interval in intervals.isEmpty ? [nil] : intervals.map({ $0 }) { spec(special, interval, days: [], to: &json) }
            return
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
        for group in groups { spec(special, group.interval, days: group.days, to: &json) }
    }

    private static func spec(
        _ special: SpecialHours, _ interval: OpeningHours.Interval?, days: [OpeningHours.Weekday], to json: inout JSONWriter.Appender
    ) {
        json.beginObject()
        json.member("@type", "OpeningHoursSpecification")
        if !special.name.isEmpty { json.member("name", special.name) }
        if !days.isEmpty {
            json.key("dayOfWeek")
            json.beginArray()
            for day in days { json.string(day.schemaName) }
            json.endArray()
        }
        json.member("opens", interval.map { OpeningHours.Interval.clock($0.opens) } ?? "00:00")
        json.member("closes", interval.map { $0.isAllDay ? "23:59" : OpeningHours.Interval.clock($0.closes % 1440) } ?? "00:00")
        json.member("validFrom", special.from.iso)
        json.member("validThrough", special.through.iso)
        json.endObject()
    }
}
