/// Reads the rules of an `opening_hours` value, one recursive-descent function per grammar part.
struct OSMHoursParser {
    let tokens: [OSMToken]
    let characters: [Character]
    var length: Int { characters.count }
    var index = 0
    /// The time spans and points read so far, held to `OSMHours.maxTimes`.
    var times = 0
    /// What tolerant reading changed, in the order it was read.
    var corrections: [OSMHoursCorrection]

    init(_ source: String) throws(OSMHoursError) {
        characters = Array(source)
        var (tokens, corrections) = try OSMTokenizer.tokens(source)
        self.tokens = OSMWordCorrector.correct(tokens, &corrections)
        self.corrections = corrections
    }

    mutating func parse() throws(OSMHoursError) -> [OSMRule] {
        guard !tokens.isEmpty else {
            throw OSMHoursError(column: 1, "the value is empty", hint: "write e.g. `Mo-Fr 09:00-17:00`, or `24/7`")
        }
        var rules: [OSMRule] = []
        var kind = OSMRule.Kind.normal
        while true {
            var rule = try parseRule()
            rule.kind = kind
            rules.append(rule)
            guard let token = current else { break }
            switch (token.kind, token.text) {
            case (.symbol, ";"): kind = .normal
            case (.symbol, "||"): kind = .fallback
            case (.symbol, ","): kind = .additional
            default:
                // `Mo-Sa 11:00-21:00 Su off`: a new rule after a space, read as after `;`.
                guard token.spaceBefore, startsWeekdayOrHoliday(at: 0) || month(at: 0) != nil else {
                    throw unexpected(token, expected: "`;`, `,` or `||` between rules")
                }
                corrections.append(OSMHoursCorrection(column: token.column - 1, written: "", read: ";"))
                kind = .normal
                index -= 1
            }
            index += 1
            if current == nil {
                if kind == .normal { break }
                throw OSMHoursError(column: length + 1, "a rule is missing after `\(token.text)`")
            }
            if rules.count == OSMHours.maxRules {
                throw OSMHoursError(
                    column: current!.column, "more than \(OSMHours.maxRules) rules",
                    hint: "join rules that share times, e.g. `Mo-Fr,Su 09:00-17:00`")
            }
        }
        return rules
    }

    private mutating func parseRule() throws(OSMHoursError) -> OSMRule {
        var rule = OSMRule()
        let start = index
        if isNumber("24"), isSymbol("/", at: 1), peek(2)?.text == "7" {
            index += 3
            // `24/7: closed "always closed"`, a colon opening_hours.js reads
            if isSymbol(":") { index += 1 }
        } else {
            try parseWideSelectors(&rule)
            if index > start, isSymbol(":") { index += 1 }
            try parseSmallSelectors(&rule)
        }
        parseModifier(&rule)
        if index == start {
            guard let token = current else { throw OSMHoursError(column: length + 1, "a rule is missing") }
            throw unexpected(token, expected: "a rule")
        }
        return rule
    }

    /// `open`, `closed`/`off` or `unknown`, then a comment; a comment without a state means `unknown`.
    private mutating func parseModifier(_ rule: inout OSMRule) {
        let states: [String: OSMState] = ["open": .open, "closed": .closed, "off": .closed, "unknown": .unknown]
        var stated = false
        if let token = current, token.kind == .word, let state = states[token.text] {
            rule.state = state
            stated = true
            index += 1
            if isSymbol(":"), peek(1)?.kind == .comment { index += 1 }
        }
        if let token = current, token.kind == .comment {
            rule.comment = token.text
            if !stated { rule.state = .unknown }
            index += 1
        }
    }

    private mutating func parseWideSelectors(_ rule: inout OSMRule) throws(OSMHoursError) {
        while let token = current {
            if token.kind == .comment, isSymbol(":", at: 1) {
                rule.comment = token.text
                index += 2
            } else if token.kind == .number, token.text.count == 4, !isSymbol(":", at: 1) {
                if month(at: 1) != nil || peek(1)?.text == "easter" {
                    rule.monthdays += try parseMonthdays()
                } else {
                    rule.years += try parseYears()
                }
            } else if month(at: 0) != nil || token.text == "easter" {
                rule.monthdays += try parseMonthdays()
            } else if token.kind == .word, token.text == "week" {
                index += 1
                rule.weeks += try parseWeeks()
            } else {
                return
            }
        }
    }

    private mutating func parseSmallSelectors(_ rule: inout OSMRule) throws(OSMHoursError) {
        if startsWeekdayOrHoliday(at: 0) { rule.weekdays = try parseWeekdaySelector() }
        if rule.weekdays != nil, isSymbol(":"), startsTime(at: 1) {
            // `Mo: 15:00-16:00`, a colon opening_hours.js ignores.
            correct(current!.column, width: 1, "")
            index += 1
        }
        if startsTime(at: 0) { rule.times = try parseTimes() }
    }

    // MARK: Tokens

    var current: OSMToken? { peek(0) }

    func peek(_ offset: Int) -> OSMToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    func isSymbol(_ text: String, at offset: Int = 0) -> Bool {
        guard let token = peek(offset) else { return false }
        return token.kind == .symbol && token.text == text
    }

    func isNumber(_ text: String? = nil, at offset: Int = 0) -> Bool {
        guard let token = peek(offset), token.kind == .number else { return false }
        return text == nil || token.text == text
    }

    var endColumn: Int { current?.column ?? length + 1 }

    mutating func expectSymbol(_ text: String, _ what: String) throws(OSMHoursError) {
        guard isSymbol(text) else {
            throw OSMHoursError(column: endColumn, "\(what) is missing")
        }
        index += 1
    }

    mutating func number(_ what: String) throws(OSMHoursError) -> (value: Int, token: OSMToken) {
        guard let token = current, token.kind == .number, let value = Int(token.text) else {
            guard let token = current else { throw OSMHoursError(column: length + 1, "\(what) is missing") }
            throw unexpected(token, expected: what)
        }
        index += 1
        return (value, token)
    }

    func unexpected(_ token: OSMToken, expected: String) -> OSMHoursError {
        if token.kind == .word, let suggestion = OSMNames.suggestion(for: token.text) {
            return OSMHoursError(column: token.column, "unknown word `\(token.text)`", hint: "did you mean `\(suggestion)`?")
        }
        if token.kind == .word, !OSMNames.isKnown(token.text) {
            return OSMHoursError(column: token.column, "unknown word `\(token.text)`", hint: "expected \(expected)")
        }
        let at = tokens.firstIndex(of: token) ?? index
        if token.kind == .number, at > 0, tokens[at - 1].kind == .number, token.spaceBefore {
            return OSMHoursError(
                column: token.column, "two time ranges without `,` between them", hint: "write e.g. `08:00-12:00,13:00-17:00`")
        }
        if startsWeekdayOrHoliday(at: at - index) || month(at: at - index) != nil {
            return OSMHoursError(column: token.column, "unexpected `\(token.text)`", hint: "separate rules with `; `")
        }
        if token.kind == .number, let hint = timeHint(at: at) {
            return OSMHoursError(column: token.column, "a time needs hours and minutes", hint: "did you mean `\(hint)`?")
        }
        if token.kind == .symbol, token.text == ":" {
            return OSMHoursError(
                column: token.column, "unexpected `:`", hint: "a `:` only follows a date such as `Jan-Mar:`; write e.g. `Mo-Fr 09:00-17:00`"
            )
        }
        let shown = token.kind == .comment ? "\"\(token.text)\"" : token.text
        return OSMHoursError(column: token.column, "unexpected `\(shown)`", hint: "expected \(expected)")
    }
}
