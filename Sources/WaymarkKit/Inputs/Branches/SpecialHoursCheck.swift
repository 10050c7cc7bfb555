/// The checks every reader of special hours shares: real dates, an end not before its start, no overlaps.
struct SpecialHoursCheck {
    /// An entry read so far, with the nodes its dates came from (for the position of an error).
    struct Entry {
        var hours: SpecialHours
        var startNode: JSONNode
    }

    /// A `YYYY-MM-DD` date from a string node; an error at the node otherwise.
    static func date(_ node: JSONNode, _ what: String, fields: inout JSONFields) -> CalendarDay? {
        guard let text = fields.string(node, what) else { return nil }
        if let day = CalendarDay.parse(text) { return day }
        let parts = text.split(separator: "-").compactMap { Int($0) }
        if parts.count == 3, text.count == 10, (1...12).contains(parts[1]) {
            let days = OSMCalendar.daysInMonth(parts[0], parts[1])
            let month = CalendarDay.monthNames[parts[1] - 1]
            fields.error(node, "\(text) is not a date", hint: "\(month) \(parts[0]) has \(days) days")
        } else {
            fields.error(node, "invalid date \"\(text)\"", hint: "write dates as YYYY-MM-DD, e.g. \"2026-12-25\"")
        }
        return nil
    }

    /// An error at `toNode` when the period ends before it starts.
    static func order(_ from: CalendarDay, _ through: CalendarDay, at toNode: JSONNode, fields: inout JSONFields) -> Bool {
        guard through < from else { return true }
        fields.error(toNode, "the period ends on \(through.iso), before it starts on \(from.iso)")
        return false
    }

    /// The entries sorted by their first day; an error at the later of any two entries that share a day.
    static func sorted(_ entries: [Entry], fields: inout JSONFields) -> [SpecialHours] {
        let byStart = entries.enumerated().sorted { a, b in
            a.element.hours.from == b.element.hours.from ? a.offset < b.offset : a.element.hours.from < b.element.hours.from
        }.map(\.element)
        var kept: [SpecialHours] = []
        for entry in byStart {
            if let last = kept.last, !(last.through < entry.hours.from) {
                fields.error(
                    entry.startNode, "\(describe(entry.hours)) overlaps \(describe(last))",
                    hint: "give each day one entry")
                continue
            }
            kept.append(entry.hours)
        }
        return kept
    }

    static func describe(_ hours: SpecialHours) -> String {
        let dates = hours.from == hours.through ? hours.from.iso : "\(hours.from.iso) to \(hours.through.iso)"
        return hours.name.isEmpty ? dates : "\"\(hours.name)\" (\(dates))"
    }
}
