import Foundation

/// Reads the `hours` object of `branches.json` (README.md, "branches.json"): a time zone, intervals per weekday, and notes.
struct OpeningHoursReader {
    func read(_ node: JSONNode, fields: inout JSONFields) -> OpeningHours? {
        guard let object = fields.object(node, "'hours'") else { return nil }
        let errorsBefore = fields.log.errors.count
        var timeZone = "UTC"
        if let zoneNode = fields.required("timezone", in: object, of: node, "'hours'"),
            let zone = fields.string(zoneNode, "timezone")
        {
            if TimeZone(identifier: zone) == nil {
                fields.error(zoneNode, "unknown time zone \"\(zone)\"", hint: "use an IANA name such as \"Europe/London\"")
            }
            timeZone = zone
        }
        if let osmNode = object["osm"] {
            if let weeklyNode = object["weekly"] {
                fields.error(weeklyNode, "'hours' has both 'osm' and 'weekly'", hint: "keep one of them")
            }
            let notes = fields.optionalString("notes", in: object) ?? ""
            var hours = readOSM(osmNode, timeZone: timeZone, notes: notes, fields: &fields)
            let listed = object["special"].map { readSpecial($0, fields: &fields) } ?? []
            hours?.special += listed
            return fields.log.errors.count == errorsBefore ? hours : nil
        }
        var weekly: OpeningHours.Week = [:]
        if let weeklyNode = object["weekly"], let days = fields.object(weeklyNode, "'weekly'") {
            for member in days.members {
                guard let day = OpeningHours.Weekday(rawValue: member.key) ?? OpeningHours.Weekday(rawValue: member.key.lowercased())
                else {
                    fields.log.error(
                        fields.position(of: member), "unknown day \"\(member.key)\"",
                        hint: "days are mon, tue, wed, thu, fri, sat, sun")
                    continue
                }
                weekly[day] = readIntervals(member.value, day: day, fields: &fields)
            }
        }
        let notes = fields.optionalString("notes", in: object) ?? ""
        var hours = OpeningHours(timeZone: timeZone, weekly: weekly, notes: notes)
        if let specialNode = object["special"] { hours.special = readSpecial(specialNode, fields: &fields) }
        guard fields.log.errors.count == errorsBefore else { return nil }
        return hours
    }

    func readIntervals(_ node: JSONNode, day: OpeningHours.Weekday, fields: inout JSONFields) -> [OpeningHours.Interval] {
        readIntervals(node, "'\(day.rawValue)'", fields: &fields)
    }

    func readIntervals(_ node: JSONNode, _ what: @autoclosure () -> String, fields: inout JSONFields) -> [OpeningHours.Interval] {
        guard let items = fields.array(node, what()) else { return [] }
        var intervals: [OpeningHours.Interval] = []
        for item in items {
            guard let pair = fields.array(item, "an opening interval") else { continue }
            guard pair.count == 2 else {
                fields.error(
                    item, "an opening interval must be [\"HH:MM\", \"HH:MM\"], found \(pair.count) value\(pair.count == 1 ? "" : "s")")
                continue
            }
            guard let opens = readTime(pair[0], fields: &fields), let closes = readTime(pair[1], fields: &fields) else { continue }
            if opens == closes {
                fields.error(
                    pair[1], "closing time equals opening time",
                    hint: "write [\"00:00\", \"24:00\"] for a location open all day")
                continue
            }
            if opens == 1440 {
                fields.error(pair[0], "opening time 24:00 is not allowed; write 00:00 of the next day")
                continue
            }
            intervals.append(OpeningHours.Interval(opens: opens, closes: closes == 1440 && opens != 0 ? 1440 : closes))
        }
        intervals.sort { $0.opens < $1.opens }  // in place, without a copy
        return intervals
    }

    /// Minutes from midnight for "HH:MM" (00:00 to 24:00).
    private func readTime(_ node: JSONNode, fields: inout JSONFields) -> Int? {
        guard let text = fields.string(node, "time") else { return nil }
        if let minutes = Self.minutes(text) { return minutes }
        fields.error(node, "invalid time \"\(text)\"; expected HH:MM between 00:00 and 24:00")
        return nil
    }

    static func minutes(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            guard bytes.count == 5, bytes[2] == UInt8(ascii: ":") else { return nil }
            func digit(_ i: Int) -> Int? { (0x30...0x39).contains(bytes[i]) ? Int(bytes[i] - 0x30) : nil }
            guard let h1 = digit(0), let h2 = digit(1), let m1 = digit(3), let m2 = digit(4) else { return nil }
            let (h, m) = (h1 * 10 + h2, m1 * 10 + m2)
            guard (0...23).contains(h) && (0...59).contains(m) || (h == 24 && m == 0) else { return nil }
            return h * 60 + m
        }
    }
}
