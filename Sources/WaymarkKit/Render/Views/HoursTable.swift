/// A week of opening hours as table rows, plus the data the browser needs to say "open now".
struct HoursTable {
    let hours: OpeningHours

    init(_ hours: OpeningHours) { self.hours = hours }

    static func describe(_ interval: OpeningHours.Interval) -> String {
        if interval.isAllDay { return "Open 24 hours" }
        let opens = OpeningHours.Interval.clock(interval.opens)
        let closes = OpeningHours.Interval.clock(interval.closes == 1440 ? 0 : interval.closes)
        return interval.passesMidnight || interval.closes == 1440 ? "\(opens)–\(closes) (next day)" : "\(opens)–\(closes)"
    }

    var view: HoursTableView {
        let days = OpeningHours.Weekday.allCases.map { day in
            let intervals = hours.intervals(on: day)
            return DayRow(
                day: day.name, key: day.rawValue, closed: intervals.isEmpty,
                text: intervals.map(Self.describe).joined(separator: ", "))
        }
        return HoursTableView(days: days, timeZone: hours.timeZone, json: json, notes: hours.notes.isEmpty ? nil : hours.notes)
    }

    /// The week as JSON for the "open now" script: `{"tz":"Europe/London","week":{"mon":[[540,1020]],…}}`.
    var json: String {
        let week = OpeningHours.Weekday.allCases.map { day -> (String, JSONWriter.Value) in
            let spans = hours.intervals(on: day).map { JSONWriter.Value.raw("[\($0.opens),\($0.closes)]") }
            return (day.rawValue, .raw(JSONWriter.array(spans)))
        }
        return JSONWriter.object([("tz", .string(hours.timeZone)), ("week", .raw(JSONWriter.object(week)))])
    }
}
