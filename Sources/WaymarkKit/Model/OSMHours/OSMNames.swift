/// The names of the syntax: weekdays, months, states and events, and what a misspelling probably meant.
enum OSMNames {
    static let weekdays = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let keywords = ["open", "closed", "off", "unknown", "week", "easter", "PH", "SH", "day", "days"]

    static func isKnown(_ word: String) -> Bool {
        weekdays.contains(word) || months.contains(word) || keywords.contains(word)
            || OSMTimeValue.Event(rawValue: word) != nil
    }

    /// The spelling the specification wants for a word in another case or language, if one is clear.
    static func suggestion(for word: String) -> String? {
        let lower = word.lowercased()
        let englishDays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        for (i, name) in englishDays.enumerated() where lower.count >= 2 && name.hasPrefix(lower) && word != weekdays[i] {
            return weekdays[i]
        }
        let englishMonths = [
            "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
            "november", "december",
        ]
        for (i, name) in englishMonths.enumerated() where lower.count >= 3 && name.hasPrefix(lower) && word != months[i] {
            return months[i]
        }
        let aliases = [
            "ph": "PH", "sh": "SH", "close": "closed", "opened": "open", "24/7": "24/7", "sun": "Su", "sunday": "Su",
            "sunrise": "sunrise", "sunset": "sunset", "dawn": "dawn", "dusk": "dusk", "easter": "easter",
            "week": "week", "wk": "week", "kw": "week", "unknow": "unknown",
        ]
        if let alias = aliases[lower], alias != word { return alias }
        for keyword in keywords where keyword.lowercased() == lower && keyword != word { return keyword }
        return nil
    }
}
