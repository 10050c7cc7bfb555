/// Dated OSM rules as special hours, so that pages and "open now" honour `Dec 25 off` or `Dec 24 10:00-14:00`.
///
/// Only rules at the end of the value qualify (a later weekly rule would override them on some days), and only
/// plain ones: fixed dates (with or without a year), whole days off or fixed open times, no weekdays. The rest
/// stays as text in the notes; nothing is dropped, since the value is quoted whenever it is not purely weekly.
extension OSMHours {
    var specialHours: [SpecialHours] {
        var mapped: [[SpecialHours]] = []
        for rule in rules.reversed() {
            guard let entries = rule.specialHours else { break }
            mapped.insert(entries, at: 0)
        }
        return mapped.flatMap { $0 }
    }
}

extension OSMRule {
    /// The rule as special hours, or nil when it says something they cannot.
    fileprivate var specialHours: [SpecialHours]? {
        guard kind == .normal, weeks.isEmpty, weekdays == nil, !monthdays.isEmpty, state != .unknown else { return nil }
        guard years.isEmpty || (years.count == 1 && years[0].from == years[0].to) else { return nil }
        guard let intervals = specialIntervals else { return nil }
        var entries: [SpecialHours] = []
        for range in monthdays {
            guard case .dates(let from, let to, false, 1) = range, let first = from.plainDay(year: years.first?.from),
                var last = (to ?? from).plainDay(year: years.first?.from ?? first.year)
            else { return nil }
            if let year = last.year, last < first, to?.year == nil { last.year = year + 1 }
            for (start, end) in Self.split(first, last) {
                if let previous = entries.last, previous.through.next == start, previous.through < start {
                    entries[entries.count - 1].through = end  // `Dec 25,26`: one entry for the two days
                } else {
                    entries.append(SpecialHours(name: comment ?? "", from: start, through: end, every: intervals))
                }
            }
        }
        return entries
    }

    /// Whole days off, or fixed open times; nil for times off within a day, open ends, points and sun events.
    private var specialIntervals: [OpeningHours.Interval]? {
        if state == .closed { return times.isEmpty ? [] : nil }
        if times.isEmpty { return [OpeningHours.Interval(opens: 0, closes: 1440)] }
        var intervals: [OpeningHours.Interval] = []
        for span in times {
            guard case .fixed(let start) = span.start, case .fixed(let end)? = span.end, !span.openEnd, span.period == nil,
                start < 1440
            else { return nil }
            intervals.append(OpeningHours.Interval(opens: start, closes: end >= 1440 ? (end == 1440 ? 1440 : end - 1440) : end))
        }
        return intervals.sorted { $0.opens < $1.opens }
    }

    /// A yearly range across the new year (`Dec 31-Jan 01`) as two ranges; a dated or in-year range as itself.
    private static func split(_ from: CalendarDay, _ to: CalendarDay) -> [(CalendarDay, CalendarDay)] {
        guard from.year == nil, to < from else { return [(from, to)] }
        return [
            (from, CalendarDay(year: nil, month: 12, day: 31)), (CalendarDay(year: nil, month: 1, day: 1), to),
        ]
    }
}

extension OSMDateSpec {
    /// A fixed month and day without weekday shifts or offsets; nil for easter and moved dates.
    fileprivate func plainDay(year fallback: Int?) -> CalendarDay? {
        guard case .fixed(let month, let day) = day, weekdayShift == 0, dayOffset == 0 else { return nil }
        return CalendarDay(year: year ?? fallback, month: month, day: day)
    }
}

extension CalendarDay {
    /// The day after (for a day without a year, as in a leap year).
    fileprivate var next: CalendarDay {
        let date = OSMCalendar.date(OSMCalendar.dayNumber(year ?? 2000, month, day) + 1)
        return CalendarDay(year: year == nil ? nil : date.year, month: date.month, day: date.day)
    }
}
