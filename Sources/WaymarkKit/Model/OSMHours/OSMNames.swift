/// The names of the syntax: weekdays, months, states and events, and what a misspelling probably meant.
enum OSMNames {
    static let weekdays = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let keywords = ["open", "closed", "off", "unknown", "week", "easter", "PH", "SH", "day", "days"]

    static func isKnown(_ word: String) -> Bool {
        weekdays.contains(word) || months.contains(word) || keywords.contains(word)
            || OSMTimeValue.Event(rawValue: word) != nil
    }

    /// Weekday names in English, German, French, Spanish and Italian, in any case, with their index.
    static let weekdayReadings: [String: Int] = {
        let names = [
            ["mo", "mon", "monday", "mondays", "montag", "montags", "lundi", "lunes", "lunedì", "lunedi"],
            ["tu", "tue", "tues", "tuesday", "tuesdays", "di", "die", "dienstag", "dienstags", "mardi", "martes", "martedì"],
            ["we", "wed", "wednesday", "wednesdays", "mi", "mittwoch", "mittwochs", "mercredi", "miércoles", "mercoledì"],
            ["th", "thu", "thur", "thurs", "thursday", "thursdays", "do", "don", "donnerstag", "donnerstags", "jeudi", "jueves"],
            ["fr", "fri", "friday", "fridays", "freitag", "freitags", "vendredi", "viernes", "venerdì"],
            ["sa", "sat", "saturday", "saturdays", "samstag", "samstags", "sonnabend", "samedi", "sábado", "sabato"],
            ["su", "sun", "sunday", "sundays", "so", "sonntag", "sonntags", "dimanche", "domingo", "domenica"],
        ]
        return Dictionary(uniqueKeysWithValues: names.enumerated().flatMap { i, list in list.map { ($0, i) } })
    }()

    /// Month names in English and German, in any case, with their index.
    static let monthReadings: [String: Int] = {
        let names = [
            ["jan", "january", "januar", "jän"], ["feb", "february", "februar"], ["mar", "march", "mär", "märz", "maerz"],
            ["apr", "april"], ["may", "mai"], ["jun", "june", "juni"], ["jul", "july", "juli"], ["aug", "august"],
            ["sep", "sept", "september"], ["oct", "october", "okt", "oktober"], ["nov", "november"],
            ["dec", "december", "dez", "dezember"],
        ]
        return Dictionary(uniqueKeysWithValues: names.enumerated().flatMap { i, list in list.map { ($0, i) } })
    }()

    /// The spelling the specification wants for a word in another case or language, if one is clear.
    static func suggestion(for word: String) -> String? {
        if let reading = OSMWordCorrector.reading(of: word), !reading.isEmpty, reading != word { return reading }
        let lower = word.lowercased()
        let aliases = ["ph": "PH", "sh": "SH", "opened": "open", "wk": "week", "kw": "week", "unknow": "unknown"]
        if let alias = aliases[lower], alias != word { return alias }
        for keyword in keywords where keyword.lowercased() == lower && keyword != word { return keyword }
        for event in OSMTimeValue.Event.allCases where event.rawValue == lower && event.rawValue != word { return event.rawValue }
        return nil
    }
}
