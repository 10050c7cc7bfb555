/// Month-day selectors: months, dates, day lists, steps, variable dates (`Jan Su[2]`) and easter.
extension OSMHoursParser {
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
        guard case .dates(let from, let to, let openEnded, _) = range, !openEnded else { return nil }
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
        if isDay(at: 0) || startsVariableDate() { return try finishDates(from: try dateSpec(year: year, month: month)) }
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

    /// `Su[2]` after a month that begins a date range (`Jan Su[2]-Jan 15`); alone, `Mar Su[-1]` stays a month and a
    /// weekday, which selects the same day.
    private func startsVariableDate() -> Bool {
        guard isWeekday(at: 0), isSymbol("[", at: 1) else { return false }
        var offset = 2
        while let token = peek(offset), !(token.kind == .symbol && token.text == "]") {
            guard token.kind == .number || token.text == "-" else { return false }
            offset += 1
        }
        offset += 1
        if isSymbol("+", at: offset) || isSymbol("-", at: offset), isNumber(at: offset + 1),
            ["day", "days"].contains(peek(offset + 2)?.text)
        {
            offset += 3
        }
        return isSymbol("-", at: offset) && (isDay(at: offset + 1) || startsMonthday(at: offset + 1))
    }

    func isDay(at offset: Int) -> Bool {
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
        switch from.day {
        case .fixed(let m, _), .nth(let m, _, _): month = m
        case .easter: break
        }
        let year = optionalYear()
        let named = self.month(at: 0)
        if let named {
            month = named
            index += 1
        } else if current?.text != "easter", month == nil {
            throw unexpected(current!, expected: "a month")
        }
        let column = endColumn
        let to = try dateSpec(year: year, month: current?.text == "easter" ? nil : month)
        if named == nil, year == nil, case .fixed(let m, let first) = from.day, case .fixed(_, let last) = to.day, last < first {
            let name = OSMNames.months[m - 1], next = OSMNames.months[m % 12]
            throw OSMHoursError(
                column: column, "the range of days ends before it starts",
                hint:
                    "write `\(name) \(Self.twoDigits(last))-\(Self.twoDigits(first))`, or `\(name) \(Self.twoDigits(first))-\(next) \(Self.twoDigits(last))` into the next month"
            )
        }
        return .dates(from: from, to: to, openEnded: false, step: try dayStep())
    }

    /// `/8` after a range of days: every eighth day from the first.
    private mutating func dayStep() throws(OSMHoursError) -> Int {
        guard isSymbol("/"), isNumber(at: 1) else { return 1 }
        index += 1
        let column = current!.column
        let step = try positive("a step of days")
        if step == 1 { correct(column - 1, width: 2, "") }
        return step
    }

    private mutating func dateSpec(year: Int?, month: Int?) throws(OSMHoursError) -> OSMDateSpec {
        var spec: OSMDateSpec
        if let month, isWeekday(at: 0) {
            let weekday = OSMNames.weekdays.firstIndex(of: current!.text)!
            index += 1
            try expectSymbol("[", "`[` after the weekday of a date such as `Jan Su[2]`")
            let sign = isSymbol("-") ? -1 : 1
            if sign < 0 { index += 1 }
            let nth = try nth()
            try expectSymbol("]", "`]` after the week of the month")
            spec = OSMDateSpec(year: year, day: .nth(month: month, weekday: weekday, nth: sign * nth))
        } else if let month {
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
        if isSymbol("+") || isSymbol("-"), isWeekday(at: 1) {
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
