import Foundation

/// What `waymark hours` does: parses a value and lists its intervals in a local time range, as JSON or text.
public struct OSMHoursQuery: Sendable {
    /// Where a value given on the command line is said to be in diagnostics.
    public static let path = "opening_hours"

    public var expression: String
    public var from: Int
    public var to: Int
    /// Public holidays (`PH`) when given; nil: not known.
    public var holidays: OSMHolidays = .unknown
    /// Refuse what tolerant reading would correct (`10-12`, `Montag`).
    public var strict = false

    /// `from` and `to` are local `YYYY-MM-DDTHH:MM` in `timeZone`; `from` defaults to now and `to` to a week after `from`.
    public init(expression: String, from: String?, to: String?, timeZone: String, now: Date = Date()) throws(WaymarkError) {
        guard let zone = TimeZone(identifier: timeZone) else {
            throw WaymarkError.usage("unknown time zone \"\(timeZone)\"; use an IANA name such as \"Europe/London\"")
        }
        self.expression = expression
        self.from = try from.map { text throws(WaymarkError) in try Self.localTime(text, "--from") } ?? OSMCalendar.minutes(now, in: zone)
        self.to = try to.map { text throws(WaymarkError) in try Self.localTime(text, "--to") } ?? self.from + 7 * 1440
        guard self.to - self.from <= Self.maxDays * 1440 else {
            throw WaymarkError.usage(
                "--to is more than \(PageRenderer.grouped(Self.maxDays)) days (100 years) after --from; list at most that at a time")
        }
    }

    /// The longest range listed: each day's rules are matched on their own, so ten thousand years would take minutes.
    static let maxDays = 36_525

    /// `YYYY-MM-DD,YYYY-MM-DD,…`: the public holidays `PH` stands for.
    public mutating func setPublicHolidays(_ list: String) throws(WaymarkError) {
        var days: Set<Int> = []
        for item in list.split(separator: ",") {
            let text = item.trimmingCharacters(in: .whitespaces)
            guard let minutes = OSMCalendar.minutes(text + "T00:00") else {
                throw WaymarkError.usage("--holidays: \"\(text)\" is not a date; write YYYY-MM-DD, e.g. 2026-12-25")
            }
            days.insert(minutes / 1440)
        }
        holidays.publicHolidays = days
    }

    private static func localTime(_ text: String, _ option: String) throws(WaymarkError) -> Int {
        // Also taken: a date alone (midnight) and whole seconds.
        var text = text
        if text.count == 10 { text += "T00:00" }
        if text.count == 19, text.hasSuffix(":00") { text.removeLast(3) }
        guard let minutes = OSMCalendar.minutes(text) else {
            throw WaymarkError.usage("\(option) \"\(text)\" is not a local time; write YYYY-MM-DDTHH:MM, e.g. 2026-11-23T09:00")
        }
        return minutes
    }

    /// The parsed value and its intervals, or the diagnostic that says why it is invalid; `notes` gets warnings,
    /// one for each correction.
    public func run(notes: inout [Diagnostic]) throws(WaymarkError) -> (hours: OSMHours, intervals: [OSMInterval]) {
        let hours: OSMHours
        let start = SourcePosition(path: Self.path, line: 1, column: 1)
        do { hours = try OSMHours(expression, strict: strict) } catch {
            throw .invalidInput([error.diagnostic(at: start)])
        }
        notes += hours.corrections.map { $0.diagnostic(at: start) }
        if (hours.usesPublicHolidays && holidays.publicHolidays == nil) || hours.usesSchoolHolidays {
            notes.append(
                .warning(
                    start, "holidays (PH, SH) are not known here, so times they could change are \"unknown\"",
                    hint: "give public holidays with --holidays YYYY-MM-DD,…"))
        }
        return (hours, hours.intervals(from: from, to: to, holidays: holidays))
    }

    /// `{"value":"Mo-Fr 10:00-12:00","corrections":[…],"intervals":[{"from":"2026-11-23T10:00",…}]}`: the value as
    /// read, what tolerant reading changed, and the intervals.
    public static func json(_ hours: OSMHours, _ intervals: [OSMInterval]) -> String {
        let corrections = hours.corrections.map { correction in
            "{\"column\":\(correction.column),\"written\":\(Escape.jsonString(correction.written)),"
                + "\"read\":\(Escape.jsonString(correction.read))}"
        }
        let items = intervals.map { interval in
            "{\"from\":\"\(OSMCalendar.text(interval.from))\",\"to\":\"\(OSMCalendar.text(interval.to))\","
                + "\"state\":\"\(interval.state.rawValue)\",\"comment\":\(interval.comment.map(Escape.jsonString) ?? "null")}"
        }
        return "{\"value\":\(Escape.jsonString(hours.normalized)),\"corrections\":[" + corrections.joined(separator: ",")
            + "],\"intervals\":[" + items.joined(separator: ",") + "]}"
    }

    /// One line per interval, `2026-11-23T09:00 - 2026-11-23T17:00  open`, with its comment.
    public func text(_ intervals: [OSMInterval]) -> String {
        guard !intervals.isEmpty else { return "closed from \(OSMCalendar.text(from)) to \(OSMCalendar.text(to))" }
        return intervals.map { interval in
            "\(OSMCalendar.text(interval.from)) - \(OSMCalendar.text(interval.to))  \(interval.state.rawValue)"
                + (interval.comment.map { "  \"\($0)\"" } ?? "")
        }.joined(separator: "\n")
    }
}

extension OSMCalendar {
    /// The local wall-clock time of `date` in `zone`, in minutes since 1970-01-01 00:00.
    static func minutes(_ date: Date, in zone: TimeZone) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return dayNumber(c.year!, c.month!, c.day!) * 1440 + c.hour! * 60 + c.minute!
    }
}
