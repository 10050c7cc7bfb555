/// Weekdays, `Mo[1]` occurrences and holidays: the first small-range selector.
extension OSMHoursParser {
    func startsWeekdayOrHoliday(at offset: Int) -> Bool {
        guard let token = peek(offset), token.kind == .word else { return false }
        return OSMNames.weekdays.contains(token.text) || token.text == "PH" || token.text == "SH"
    }

    mutating func parseWeekdaySelector() throws(OSMHoursError) -> OSMWeekdaySelector {
        var selector = OSMWeekdaySelector()
        try parseWeekdayList(into: &selector)
        if selector.days.isEmpty, startsWeekdayOrHoliday(at: 0), current!.spaceBefore {
            var days = OSMWeekdaySelector()
            try parseWeekdayList(into: &days)
            selector.days = days.days
            selector.holidays += days.holidays
            selector.intersect = !days.days.isEmpty
        }
        return selector
    }

    private mutating func parseWeekdayList(into selector: inout OSMWeekdaySelector) throws(OSMHoursError) {
        repeat {
            if isSymbol(",") { index += 1 }
            let token = current!
            if token.text == "PH" || token.text == "SH" {
                index += 1
                var holiday = OSMHoliday(kind: token.text == "PH" ? .publicHoliday : .schoolHoliday)
                let column = endColumn
                if let offset = try dayOffset() {
                    guard abs(offset) == 1 else {
                        throw OSMHoursError(
                            column: column, "a holiday moves by one day at most",
                            hint: "write `\(token.text) +1 day` or `\(token.text) -1 day`")
                    }
                    holiday.dayOffset = offset
                }
                selector.holidays.append(holiday)
            } else {
                selector.days.append(try parseWeekdayRange())
            }
        } while isSymbol(",") && startsWeekdayOrHoliday(at: 1) || continuesWithoutComma()
    }

    /// `Mo Tu Fr`: a weekday after a space continues the list, read as after `,`.
    private mutating func continuesWithoutComma() -> Bool {
        guard isWeekday(at: 0), current!.spaceBefore, isWeekday(at: -1) || isSymbol("]", at: -1) else { return false }
        let previous = tokens[index - 1]
        corrections.append(OSMHoursCorrection(column: previous.column + previous.width, written: "", read: ","))
        return true
    }

    private mutating func weekday() throws(OSMHoursError) -> Int {
        guard let token = current, token.kind == .word, let day = OSMNames.weekdays.firstIndex(of: token.text) else {
            guard let token = current else { throw OSMHoursError(column: length + 1, "a weekday is missing") }
            throw unexpected(token, expected: "a weekday (Mo, Tu, We, Th, Fr, Sa, Su)")
        }
        index += 1
        return day
    }

    private mutating func parseWeekdayRange() throws(OSMHoursError) -> OSMWeekdayRange {
        let from = try weekday()
        var range = OSMWeekdayRange(from: from, to: from)
        if isSymbol("-") {
            index += 1
            range.to = try weekday()
        } else if isSymbol("[") {
            index += 1
            repeat {
                if isSymbol(",") { index += 1 }
                range.nth.formUnion(try nthEntry())
            } while isSymbol(",")
            try expectSymbol("]", "`]` after the week of the month")
            if let offset = try dayOffset() { range.dayOffset = offset }
        }
        return range
    }

    private mutating func nthEntry() throws(OSMHoursError) -> Set<Int> {
        if isSymbol("-") {
            index += 1
            return [-(try nth())]
        }
        let first = try nth()
        guard isSymbol("-") else { return [first] }
        index += 1
        let last = try nth()
        guard first <= last else {
            throw OSMHoursError(column: tokens[index - 1].column, "the range of weeks in the month ends before it starts")
        }
        return Set(first...last)
    }

    mutating func nth() throws(OSMHoursError) -> Int {
        let (value, token) = try number("a week of the month (1 to 5)")
        guard (1...5).contains(value) else {
            throw OSMHoursError(column: token.column, "there is no week \(value) in a month", hint: "use 1 to 5, or -1 to -5 from the end")
        }
        return value
    }
}
