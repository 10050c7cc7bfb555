/// Years, months, dates and week numbers: the wide-range selectors.
extension OSMHoursParser {
    func month(at offset: Int) -> Int? {
        guard let token = peek(offset), token.kind == .word, let i = OSMNames.months.firstIndex(of: token.text) else {
            return nil
        }
        return i + 1
    }

    mutating func parseYears() throws(OSMHoursError) -> [OSMYearRange] {
        var ranges: [OSMYearRange] = []
        repeat {
            if !ranges.isEmpty { index += 1 }
            let from = try year()
            var range = OSMYearRange(from: from, to: from)
            if isSymbol("+") {
                index += 1
                range.to = Int.max
            } else if isSymbol("-") {
                index += 1
                range.to = try year()
                if range.to < from {
                    throw OSMHoursError(column: tokens[index - 1].column, "the year range ends before it starts")
                }
                if isSymbol("/") {
                    index += 1
                    range.step = try positive("a year step")
                }
            }
            ranges.append(range)
        } while isSymbol(",") && isNumber(at: 1) && peek(1)!.text.count == 4 && !isSymbol(":", at: 2)
        return ranges
    }

    private mutating func year() throws(OSMHoursError) -> Int {
        let (value, token) = try number("a year")
        guard token.text.count == 4, value >= 1900 else {
            if let hint = timeHint(at: index - 1) {
                throw OSMHoursError(column: token.column, "a time needs hours and minutes", hint: "did you mean `\(hint)`?")
            }
            throw OSMHoursError(column: token.column, "invalid year \(token.text)", hint: "years have four digits, from 1900")
        }
        return value
    }

    mutating func positive(_ what: String) throws(OSMHoursError) -> Int {
        let (value, token) = try number(what)
        guard value > 0 else { throw OSMHoursError(column: token.column, "\(what) must be at least 1") }
        return value
    }

    mutating func parseWeeks() throws(OSMHoursError) -> [OSMWeekRange] {
        var ranges: [OSMWeekRange] = []
        repeat {
            if !ranges.isEmpty { index += 1 }
            var range = OSMWeekRange(from: try weekNumber(), to: 0)
            range.to = range.from
            if isSymbol("-") {
                index += 1
                range.to = try weekNumber()
                if isSymbol("/") {
                    index += 1
                    range.step = try positive("a week step")
                }
            }
            ranges.append(range)
        } while isSymbol(",") && isNumber(at: 1) && !isSymbol(":", at: 2)
        return ranges
    }

    private mutating func weekNumber() throws(OSMHoursError) -> Int {
        let (value, token) = try number("a week number")
        guard (1...53).contains(value) else {
            throw OSMHoursError(column: token.column, "week \(token.text) does not exist", hint: "weeks are numbered 01 to 53")
        }
        return value
    }

    mutating func parseMonthdays() throws(OSMHoursError) -> [OSMMonthdayRange] {
        var ranges: [OSMMonthdayRange] = []
        repeat {
            if !ranges.isEmpty { index += 1 }
            if let last = ranges.last, let (year, month) = Self.lastMonth(of: last), isDay(at: 0) {
                // `Dec 25,26` and `Dec 24-26,31`: a day after a comma keeps the month (and year) before it.
                ranges.append(try finishDates(from: try dateSpec(year: year, month: month)))
            } else {
                ranges.append(try parseMonthdayRange())
            }
        } while isSymbol(",") && (startsMonthday(at: 1) || (isDay(at: 1) && ranges.last.flatMap(Self.lastMonth) != nil))
        return ranges
    }

    /// The year and month a date range ends in, for a day list (`Dec 25,26`); nil after a month range or easter.
    private static func lastMonth(of range: OSMMonthdayRange) -> (Int?, Int)? {
        guard case .dates(let from, let to, let openEnded) = range, !openEnded else { return nil }
        let spec = to ?? from
        guard case .fixed(let month, _) = spec.day, spec.weekdayShift == 0, spec.dayOffset == 0 else { return nil }
        return (spec.year ?? from.year, month)
    }

    private func startsMonthday(at offset: Int) -> Bool {
        if month(at: offset) != nil || peek(offset)?.text == "easter" { return true }
        return isNumber(at: offset) && peek(offset)!.text.count == 4 && (month(at: offset + 1) != nil || peek(offset + 1)?.text == "easter")
    }

    private mutating func optionalYear() -> Int? {
        guard isNumber(at: 0), current!.text.count == 4, !isSymbol(":", at: 1) else { return nil }
        index += 1
        return Int(tokens[index - 1].text)
    }

    private mutating func parseMonthdayRange() throws(OSMHoursError) -> OSMMonthdayRange {
        let year = optionalYear()
        if current?.text == "easter" {
            return try finishDates(from: try dateSpec(year: year, month: nil))
        }
        guard let month = month(at: 0) else { throw unexpected(current!, expected: "a month such as `Jan`") }
        index += 1
        if isDay(at: 0) { return try finishDates(from: try dateSpec(year: year, month: month)) }
        guard isSymbol("-"), self.month(at: 1) != nil || (isNumber(at: 1) && peek(1)!.text.count == 4 && self.month(at: 2) != nil) else {
            return .months(fromYear: year, from: month, toYear: year, to: month)
        }
        index += 1
        let toYear = optionalYear()
        let to = self.month(at: 0)!
        index += 1
        if isDay(at: 0) {
            throw OSMHoursError(
                column: current!.column, "a range from a month to a date",
                hint: "write `\(OSMNames.months[month - 1]) 01-\(OSMNames.months[to - 1]) \(current!.text)`")
        }
        return .months(fromYear: year, from: month, toYear: toYear ?? year.map { to < month ? $0 + 1 : $0 }, to: to)
    }

    private func isDay(at offset: Int) -> Bool {
        isNumber(at: offset) && peek(offset)!.text.count <= 2 && !(isSymbol(":", at: offset + 1) && isNumber(at: offset + 2))
    }

    private mutating func finishDates(from: OSMDateSpec) throws(OSMHoursError) -> OSMMonthdayRange {
        if isSymbol("+"), !isWeekday(at: 1) {
            index += 1
            return .dates(from: from, to: nil, openEnded: true)
        }
        guard isSymbol("-"), isDay(at: 1) || startsMonthday(at: 1) else { return .dates(from: from, to: nil, openEnded: false) }
        index += 1
        var month: Int?
        if case .fixed(let m, _) = from.day { month = m }
        let year = optionalYear()
        if let named = self.month(at: 0) {
            month = named
            index += 1
        } else if current?.text != "easter", month == nil {
            throw unexpected(current!, expected: "a month")
        }
        let to = try dateSpec(year: year, month: current?.text == "easter" ? nil : month)
        return .dates(from: from, to: to, openEnded: false)
    }

    private mutating func dateSpec(year: Int?, month: Int?) throws(OSMHoursError) -> OSMDateSpec {
        var spec: OSMDateSpec
        if let month {
            let (day, token) = try number("a day of the month")
            let name = OSMNames.months[month - 1], days = OSMCalendar.daysInMonth(year ?? 2000, month)
            guard token.text.count == 2 else {
                throw OSMHoursError(column: token.column, "days need two digits", hint: "did you mean `\(name) \(Self.twoDigits(day))`?")
            }
            guard (1...days).contains(day) else {
                throw OSMHoursError(column: token.column, "\(name) \(token.text) is not a date", hint: "\(name) has \(days) days")
            }
            spec = OSMDateSpec(year: year, day: .fixed(month: month, day: day))
        } else {
            index += 1
            spec = OSMDateSpec(year: year, day: .easter)
        }
        if (isSymbol("+") || isSymbol("-")), isWeekday(at: 1) {
            let sign = isSymbol("+") ? 1 : -1
            spec.weekdayShift = sign * (OSMNames.weekdays.firstIndex(of: peek(1)!.text)! + 1)
            index += 2
        }
        if let offset = try dayOffset() { spec.dayOffset = offset }
        return spec
    }

    /// ` +2 days` or ` -1 day`; nil when the tokens are something else (a range, say).
    mutating func dayOffset() throws(OSMHoursError) -> Int? {
        guard isSymbol("+") || isSymbol("-"), isNumber(at: 1), let unit = peek(2), unit.kind == .word,
            unit.text == "day" || unit.text == "days"
        else { return nil }
        let sign = isSymbol("+") ? 1 : -1
        let value = Int(peek(1)!.text)!
        index += 3
        return sign * value
    }

    func isWeekday(at offset: Int) -> Bool {
        guard let token = peek(offset), token.kind == .word else { return false }
        return OSMNames.weekdays.contains(token.text)
    }
}
