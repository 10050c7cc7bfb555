/// Which public and school holidays a site knows, as day numbers; nil: not known.
public struct OSMHolidays: Sendable, Hashable {
    public var publicHolidays: Set<Int>?
    var schoolHolidays: Set<Int>?

    public init(publicHolidays: Set<Int>? = nil, schoolHolidays: Set<Int>? = nil) {
        self.publicHolidays = publicHolidays
        self.schoolHolidays = schoolHolidays
    }

    public static let unknown = OSMHolidays()
}

/// The holidays while one day is evaluated: known ones are looked up, unknown ones assumed.
struct OSMDayContext {
    var holidays: OSMHolidays
    var assumePublic = false
    var assumeSchool = false

    func isHoliday(_ kind: OSMHoliday.Kind, _ day: Int) -> Bool {
        switch kind {
        case .publicHoliday: holidays.publicHolidays.map { $0.contains(day) } ?? assumePublic
        case .schoolHoliday: holidays.schoolHolidays.map { $0.contains(day) } ?? assumeSchool
        }
    }
}

extension OSMRule {
    func matches(_ day: Int, _ context: OSMDayContext) -> Bool {
        let date = OSMCalendar.date(day)
        if !years.isEmpty, !years.contains(where: { $0.contains(date.year) }) { return false }
        if !monthdays.isEmpty, !monthdays.contains(where: { $0.contains(day, year: date.year, month: date.month) }) { return false }
        if !weeks.isEmpty {
            let week = OSMCalendar.isoWeek(day)
            if !weeks.contains(where: { $0.contains(week) }) { return false }
        }
        return weekdays?.matches(day, context) ?? true
    }
}

extension OSMYearRange {
    func contains(_ year: Int) -> Bool { year >= from && year <= to && (year - from) % step == 0 }
}

extension OSMWeekRange {
    func contains(_ week: Int) -> Bool {
        week >= from && week <= to && (week - from) % step == 0
    }
}

extension OSMDateSpec {
    /// Whether the date is in that year's calendar (Feb 29 is not in every year).
    func exists(in year: Int) -> Bool {
        guard case .fixed(let month, let day) = day else { return true }
        return day <= OSMCalendar.daysInMonth(year, month)
    }

    func resolve(_ year: Int) -> Int {
        var n: Int
        switch day {
        // Feb 29 in a common year stands for Feb 28 as a range end; as a single date it is checked by `exists`.
        case .fixed(let month, let day): n = OSMCalendar.dayNumber(year, month, min(day, OSMCalendar.daysInMonth(year, month)))
        case .nth(let month, let weekday, let nth) where nth > 0:
            n = OSMCalendar.dayNumber(year, month, 1)
            n += (weekday - OSMCalendar.weekday(n) + 7) % 7 + (nth - 1) * 7
        case .nth(let month, let weekday, let nth):
            n = OSMCalendar.dayNumber(year, month, OSMCalendar.daysInMonth(year, month))
            n -= (OSMCalendar.weekday(n) - weekday + 7) % 7 + (-nth - 1) * 7
        case .easter: n = OSMCalendar.easter(year)
        }
        if weekdayShift > 0 {
            while OSMCalendar.weekday(n) != weekdayShift - 1 { n += 1 }
        } else if weekdayShift < 0 {
            while OSMCalendar.weekday(n) != -weekdayShift - 1 { n -= 1 }
        }
        return n + dayOffset
    }
}

extension OSMMonthdayRange {
    func contains(_ day: Int, year: Int, month: Int) -> Bool {
        switch self {
        case .months(let fromYear, let from, let toYear, let to):
            if let fromYear {
                let value = year * 12 + month
                return value >= fromYear * 12 + from && value <= (toYear ?? fromYear) * 12 + to
            }
            return from <= to ? (from...to).contains(month) : month >= from || month <= to
        case .dates(let from, let to, let openEnded, let step):
            guard let (start, end) = Self.bounds(from, to, openEnded, day: day, year: year), start <= end else { return false }
            return (start...end).contains(day) && (day - start) % step == 0
        }
    }

    /// The first and last day of the date range that holds `day`, if one does: a range without a year that
    /// ends before it starts runs over new year, from the year before or into the next.
    private static func bounds(_ from: OSMDateSpec, _ to: OSMDateSpec?, _ openEnded: Bool, day: Int, year: Int) -> (Int, Int)? {
        if let fromYear = from.year {
            let start = from.resolve(fromYear)
            if openEnded { return (start, .max) }
            guard let to else { return from.exists(in: fromYear) ? (start, start) : nil }
            var end = to.resolve(to.year ?? fromYear)
            if to.year == nil, end < start { end = to.resolve(fromYear + 1) }
            return (start, end)
        }
        if openEnded { return (from.resolve(year), .max) }
        guard let to else { return from.exists(in: year) ? (from.resolve(year), from.resolve(year)) : nil }
        for first in [year, year - 1] {
            let start = from.resolve(first)
            var end = to.resolve(to.year ?? first)
            if to.year == nil, end < start { end = to.resolve(first + 1) }
            if (start...max(start, end)).contains(day) { return (start, end) }
        }
        return nil
    }
}

extension OSMWeekdaySelector {
    func matches(_ day: Int, _ context: OSMDayContext) -> Bool {
        let dayMatch = days.contains { $0.matches(day) }
        let holidayMatch = holidays.contains { context.isHoliday($0.kind, day - $0.dayOffset) }
        if days.isEmpty { return holidayMatch }
        if holidays.isEmpty { return dayMatch }
        return intersect ? dayMatch && holidayMatch : dayMatch || holidayMatch
    }
}

extension OSMWeekdayRange {
    func matches(_ day: Int) -> Bool {
        let shifted = day - dayOffset
        let weekday = OSMCalendar.weekday(shifted)
        guard from <= to ? (from...to).contains(weekday) : weekday >= from || weekday <= to else { return false }
        if nth.isEmpty { return true }
        let date = OSMCalendar.date(shifted)
        let forward = (date.day - 1) / 7 + 1
        let backward = -((OSMCalendar.daysInMonth(date.year, date.month) - date.day) / 7 + 1)
        return nth.contains(forward) || nth.contains(backward)
    }
}
