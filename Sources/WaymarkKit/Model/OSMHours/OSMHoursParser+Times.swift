/// Time spans (`09:00-17:00`, `22:00-02:00`, `10:00+`, `sunrise-sunset`): the second small-range selector.
extension OSMHoursParser {
    func startsTime(at offset: Int) -> Bool {
        guard let token = peek(offset) else { return false }
        if token.kind == .number { return true }
        if token.kind == .symbol { return token.text == "(" }
        return token.kind == .word && OSMTimeValue.Event(rawValue: token.text) != nil
    }

    mutating func parseTimes() throws(OSMHoursError) -> [OSMTimeSpan] {
        var spans: [OSMTimeSpan] = []
        repeat {
            if isSymbol(",") { index += 1 }
            let column = endColumn
            let span = try parseTimeSpan()
            // Each point of a period is painted on its own: a day of `/00:01` points is 1,440 of them.
            times += span.pieces(.open).count
            guard times <= OSMHours.maxTimes else {
                throw OSMHoursError(
                    column: column, "the times add up to more than \(PageRenderer.grouped(OSMHours.maxTimes)) spans and points",
                    hint: "a period such as `/00:01` selects a point every minute; use a longer one, e.g. `/00:15`")
            }
            spans.append(span)
        } while continuesTimes()
        return spans
    }

    /// Whether another span follows: after `,`, or after a space alone (`12:00-14:00 16:00-18:00`), read as `,`.
    private mutating func continuesTimes() -> Bool {
        if isSymbol(",") { return startsTime(at: 1) && !(isNumber(at: 1) && peek(1)!.text.count == 4 && !isSymbol(":", at: 2)) }
        guard let next = current, next.kind == .number, next.spaceBefore, isSymbol(":", at: 1), isNumber(at: 2) else { return false }
        let previous = tokens[index - 1]
        corrections.append(OSMHoursCorrection(column: previous.column + previous.width, written: "", read: ","))
        return true
    }

    private mutating func parseTimeSpan() throws(OSMHoursError) -> OSMTimeSpan {
        let first = index
        let span = try readTimeSpan()
        let last = tokens[index - 1]
        correct(from: tokens[first].column, through: last.column + last.width - 1, as: span.text)
        return span
    }

    private mutating func readTimeSpan() throws(OSMHoursError) -> OSMTimeSpan {
        let column = endColumn
        var span = OSMTimeSpan(start: try time(maxHour: 24))
        if case .fixed(let minutes) = span.start, minutes >= 1440 {
            throw OSMHoursError(column: column, "a time range starts at 24:00", hint: "start it before 24:00; write `00:00` for midnight")
        }
        if isSymbol("+") {
            index += 1
            span.openEnd = true
            return span
        }
        guard isSymbol("-") else {
            // The opening_hours key has time ranges only; a point such as `12:00` or `dusk` is for collection_times.
            throw OSMHoursError(
                column: column, "a time needs an end", hint: "write a range such as `12:00-14:00`, or `12:00+` for an open end")
        }
        index += 1
        span.end = try time(maxHour: 48)
        if isSymbol("+") {
            index += 1
            span.openEnd = true
        } else if isSymbol("/") {
            index += 1
            span.period = try period()
        }
        return span
    }

    private mutating func period() throws(OSMHoursError) -> Int {
        if isNumber(at: 0), isSymbol(":", at: 1), case .fixed(let minutes) = try time(maxHour: 24) {
            guard minutes > 0 else { throw OSMHoursError(column: tokens[index - 3].column, "the period must be longer than 00:00") }
            return minutes
        }
        return try positive("a period in minutes")
    }

    private mutating func time(maxHour: Int) throws(OSMHoursError) -> OSMTimeValue {
        guard let token = current else { throw OSMHoursError(column: length + 1, "a time is missing", hint: "write e.g. `17:00`") }
        if token.kind == .word, let event = OSMTimeValue.Event(rawValue: token.text) {
            index += 1
            return .event(event, offset: 0)
        }
        if token.kind == .symbol, token.text == "(" { return try variableTime() }
        guard token.kind == .number else { throw unexpected(token, expected: "a time such as `09:00`") }
        guard isSymbol(":", at: 1), isNumber(at: 2) else {
            if isSymbol(":", at: 1) {
                throw OSMHoursError(column: tokens[index + 1].column, "the minutes are missing", hint: "write e.g. `10:00`")
            }
            guard token.text.count <= 2, let hour = Int(token.text), hour <= maxHour else {
                let hint = timeHint(at: index).map { "did you mean `\($0)`?" }
                throw OSMHoursError(column: token.column, "a time needs hours and minutes", hint: hint ?? "write e.g. `09:00`")
            }
            // `10-12` is read as `10:00-12:00`, as opening_hours.js reads it.
            index += 1
            correct(token.column, width: token.width, "")
            return .fixed(try meridiem(hour * 60, token))
        }
        return .fixed(try meridiem(try clock(maxHour: maxHour), token))
    }

    /// `10am`, `12:00 p.m.`: the time on a 24-hour clock.
    private mutating func meridiem(_ minutes: Int, _ start: OSMToken) throws(OSMHoursError) -> Int {
        guard let word = current, word.kind == .word, word.text == "am" || word.text == "pm" else { return minutes }
        guard (1...12).contains(minutes / 60), minutes < 13 * 60 else {
            throw OSMHoursError(
                column: start.column, "\(OSMTimeValue.fixed(minutes).text) is not a time on a 12-hour clock",
                hint: "write `am` and `pm` after hours from 1 to 12, or use the 24-hour clock")
        }
        index += 1
        correct(word.column, width: word.width, "")
        let hours = minutes / 60 % 12 + (word.text == "pm" ? 12 : 0)
        return hours * 60 + minutes % 60
    }

    /// `HH:MM` with two-digit hours up to `maxHour` and two-digit minutes.
    private mutating func clock(maxHour: Int) throws(OSMHoursError) -> Int {
        let hours = tokens[index], minutes = tokens[index + 2]
        let h = Int(hours.text)!, m = Int(minutes.text)!
        let fixed = Self.twoDigits(h) + ":" + Self.twoDigits(m)
        if hours.text.count == 1 {
            correct(hours.column, width: 1, Self.twoDigits(h))
        } else if hours.text.count != 2 {
            throw OSMHoursError(column: hours.column, "hours need two digits", hint: "did you mean `\(fixed)`?")
        }
        guard minutes.text.count == 2 else {
            throw OSMHoursError(column: minutes.column, "minutes need two digits", hint: "did you mean `\(fixed)`?")
        }
        guard m < 60 else {
            throw OSMHoursError(column: minutes.column, "minute \(minutes.text) is out of range", hint: "minutes run from 00 to 59")
        }
        guard h * 60 + m <= maxHour * 60 else {
            let hint = maxHour == 24 ? "a start time runs from 00:00 to 23:59" : "an end time runs up to 48:00 (the next day)"
            throw OSMHoursError(column: hours.column, "\(hours.text):\(minutes.text) is out of range", hint: hint)
        }
        index += 3
        return h * 60 + m
    }

    private mutating func variableTime() throws(OSMHoursError) -> OSMTimeValue {
        index += 1
        guard let token = current, token.kind == .word, let event = OSMTimeValue.Event(rawValue: token.text) else {
            guard let token = current else { throw OSMHoursError(column: length + 1, "an event is missing") }
            throw unexpected(token, expected: "sunrise, sunset, dawn or dusk")
        }
        index += 1
        guard isSymbol("+") || isSymbol("-") else { throw unexpected(current ?? token, expected: "`+` or `-` and an offset") }
        let sign = isSymbol("+") ? 1 : -1
        index += 1
        guard isNumber(at: 0), isSymbol(":", at: 1), isNumber(at: 2) else {
            throw OSMHoursError(column: endColumn, "the offset must be `HH:MM`", hint: "write e.g. `(sunset-01:00)`")
        }
        let offset = try clock(maxHour: 24)
        try expectSymbol(")", "`)`")
        return .event(event, offset: sign * offset)
    }

    static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// What a time written without `:` probably meant: `9-17` → `09:00-17:00`, `0900` → `09:00`.
    func timeHint(at position: Int) -> String? {
        func clock(_ token: OSMToken) -> String? {
            guard token.kind == .number, let n = Int(token.text) else { return nil }
            if token.text.count <= 2, n <= 24 { return Self.twoDigits(n) + ":00" }
            if token.text.count == 4, n / 100 <= 24, n % 100 < 60 { return Self.twoDigits(n / 100) + ":" + Self.twoDigits(n % 100) }
            return nil
        }
        guard position < tokens.count, let start = clock(tokens[position]) else { return nil }
        if position + 2 < tokens.count, tokens[position + 1].text == "-", let end = clock(tokens[position + 2]) {
            return start + "-" + end
        }
        return start
    }
}
