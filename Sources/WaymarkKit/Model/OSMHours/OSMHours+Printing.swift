/// The value in the specification's own spelling: what a corrected value reads as, and what `--json` shows.
extension OSMHours {
    /// The rules written out in the specification's form, e.g. `Mo-Fr 10:00-12:00` for `Montag-Freitag 10-12`.
    var normalized: String {
        var text = ""
        for (i, rule) in rules.enumerated() {
            if i > 0 {
                switch rule.kind {
                case .normal: text += "; "
                case .additional: text += ", "
                case .fallback: text += " || "
                }
            }
            text += rule.text
            // `Sa open, Su 10:00-12:00`: without the state the next rule's selectors would continue this rule's.
            if i + 1 < rules.count, rules[i + 1].kind == .additional, rule.state == .open, rule.comment == nil, !text.hasSuffix("24/7") {
                text += " open"
            }
        }
        return text
    }

    /// The value as written when it needed no correction, else as it was read: pages and JSON-LD show valid syntax.
    var readAs: String { corrections.isEmpty ? source : normalized }
}

extension OSMRule {
    var text: String {
        var parts: [String] = []
        if !years.isEmpty { parts.append(years.map(\.text).joined(separator: ",")) }
        if !monthdays.isEmpty { parts.append(monthdays.map(\.text).joined(separator: ",")) }
        if !weeks.isEmpty { parts.append("week " + weeks.map(\.text).joined(separator: ",")) }
        if let weekdays { parts.append(weekdays.text) }
        if !times.isEmpty { parts.append(times.map(\.text).joined(separator: ",")) }
        if parts.isEmpty, state == .open, comment == nil { return "24/7" }
        if state != .open || parts.isEmpty || comment != nil { parts.append(state == .closed ? "off" : state.rawValue) }
        if let comment { parts.append("\"\(comment)\"") }
        return parts.joined(separator: " ")
    }
}

extension OSMYearRange {
    var text: String {
        if to == Int.max { return step == 1 ? "\(from)+" : "\(from)/\(step)" }
        if from == to { return "\(from)" }
        return "\(from)-\(to)" + (step == 1 ? "" : "/\(step)")
    }
}

extension OSMWeekRange {
    var text: String {
        let two = OSMHoursParser.twoDigits
        return from == to ? two(from) : "\(two(from))-\(two(to))" + (step == 1 ? "" : "/\(step)")
    }
}

extension OSMDateSpec {
    var text: String {
        var text = year.map { "\($0) " } ?? ""
        switch day {
        case .fixed(let month, let day): text += "\(OSMNames.months[month - 1]) \(OSMHoursParser.twoDigits(day))"
        case .nth(let month, let weekday, let nth): text += "\(OSMNames.months[month - 1]) \(OSMNames.weekdays[weekday])[\(nth)]"
        case .easter: text += "easter"
        }
        if weekdayShift != 0 { text += (weekdayShift > 0 ? " +" : " -") + OSMNames.weekdays[abs(weekdayShift) - 1] }
        return text + OSMDateSpec.offsetText(dayOffset)
    }

    static func offsetText(_ days: Int) -> String {
        days == 0 ? "" : " \(days > 0 ? "+" : "-")\(abs(days)) day" + (abs(days) == 1 ? "" : "s")
    }
}

extension OSMMonthdayRange {
    var text: String {
        switch self {
        case .months(let fromYear, let from, let toYear, let to):
            let start = (fromYear.map { "\($0) " } ?? "") + OSMNames.months[from - 1]
            if from == to, toYear == fromYear { return start }
            let endYear = toYear.flatMap { $0 == fromYear && to >= from ? nil : "\($0) " } ?? ""
            return start + "-" + endYear + OSMNames.months[to - 1]
        case .dates(let from, let to, let openEnded, let step):
            var text = from.text
            if let to { text += "-" + to.text }
            if step > 1 { text += "/\(step)" }
            return text + (openEnded ? "+" : "")
        }
    }
}

extension OSMWeekdaySelector {
    var text: String {
        let holidayText = holidays.map { ($0.kind == .publicHoliday ? "PH" : "SH") + OSMDateSpec.offsetText($0.dayOffset) }
        let dayText = days.map(\.text)
        if intersect { return holidayText.joined(separator: ",") + " " + dayText.joined(separator: ",") }
        return (holidayText + dayText).joined(separator: ",")
    }
}

extension OSMWeekdayRange {
    var text: String {
        var text = OSMNames.weekdays[from]
        if from != to { return text + "-" + OSMNames.weekdays[to] }
        if !nth.isEmpty {
            text += "[" + nth.sorted { ($0 < 0 ? 10 - $0 : $0) < ($1 < 0 ? 10 - $1 : $1) }.map(String.init).joined(separator: ",") + "]"
        }
        return text + OSMDateSpec.offsetText(dayOffset)
    }
}

extension OSMTimeSpan {
    var text: String {
        var text = start.text
        if let end { text += "-" + end.text }
        if let period { text += "/" + OSMTimeValue.fixed(period).text }
        return text + (openEnd ? "+" : "")
    }
}

extension OSMTimeValue {
    var text: String {
        let two = OSMHoursParser.twoDigits
        switch self {
        case .fixed(let minutes): return two(minutes / 60) + ":" + two(minutes % 60)
        case .event(let event, let offset):
            if offset == 0 { return event.rawValue }
            return "(\(event.rawValue)\(offset > 0 ? "+" : "-")\(OSMTimeValue.fixed(abs(offset)).text))"
        }
    }
}
