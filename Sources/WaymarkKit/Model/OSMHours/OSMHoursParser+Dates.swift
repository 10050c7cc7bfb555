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
            } else if isSymbol("/") {
                // `2055/2`: every second year from 2055 on, as opening_hours.js reads it.
                index += 1
                range.to = Int.max
                range.step = try positive("a year step")
            } else if isSymbol("-") {
                index += 1
                range.to = try year()
                if range.to <= from {
                    let column = tokens[index - 1].column
                    if range.to == from { throw OSMHoursError(column: column, "a range of one year", hint: "write `\(from)`") }
                    throw OSMHoursError(column: column, "the year range ends before it starts")
                }
                if isSymbol("/") {
                    index += 1
                    let column = endColumn
                    range.step = try positive("a year step")
                    if range.step == 1 { correct(column - 1, width: 2, "") }
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
                guard range.to >= range.from else {
                    throw OSMHoursError(
                        column: tokens[index - 1].column, "the week range ends before it starts",
                        hint: "write the weeks in order, e.g. `week 01-\(Self.twoDigits(range.to)),\(Self.twoDigits(range.from))-53`")
                }
                if isSymbol("/") {
                    index += 1
                    let column = endColumn
                    range.step = try positive("a week step")
                    guard (2...26).contains(range.step) else {
                        throw OSMHoursError(
                            column: column, "a week step must be from 2 to 26",
                            hint: range.step == 1 ? "leave out `/1`: every week is the default" : "a larger step selects one week a year")
                    }
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

}
