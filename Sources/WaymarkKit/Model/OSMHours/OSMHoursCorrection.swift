/// A change tolerant reading made to a value, as opening_hours.js makes it: what was written at a column and
/// what it was read as.
public struct OSMHoursCorrection: Sendable, Hashable {
    /// The 1-based column of the first character written.
    public var column: Int
    public var written: String
    /// Empty when the text was left out.
    public var read: String

    /// "read `10-12` as `10:00-12:00`".
    public var message: String {
        if written.isEmpty { return "added `\(read)`" }
        return read.isEmpty ? "left out `\(written)`" : "read `\(written)` as `\(read)`"
    }

    /// The correction refused, for a strict reading.
    var error: OSMHoursError {
        OSMHoursError(
            column: column, written.isEmpty ? "`\(read)` is missing" : "`\(written)` is not written as the specification says",
            hint: written.isEmpty ? "add `\(read)` here" : read.isEmpty ? "leave it out" : "write `\(read)`")
    }

    /// The correction as a warning, for a value that starts at `start` in a file.
    public func diagnostic(at start: SourcePosition, prefix: String = "") -> Diagnostic {
        var position = start
        position.column += column - 1
        return .warning(position, prefix + message, hint: error.hint)
    }
}

extension OSMHoursParser {
    /// Records that the `width` characters at `column` are read as `replacement`.
    mutating func correct(_ column: Int, width: Int, _ replacement: String) {
        let end = min(characters.count, column - 1 + width)
        corrections.append(OSMHoursCorrection(column: column, written: String(characters[(column - 1)..<end]), read: replacement))
    }

    /// Replaces the corrections made inside `first...last` (columns) with one for the whole text there.
    mutating func correct(from first: Int, through last: Int, as replacement: String) {
        let inside = corrections.filter { $0.column >= first && $0.column <= last }
        guard !inside.isEmpty else { return }
        corrections.removeAll { $0.column >= first && $0.column <= last }
        correct(first, width: last - first + 1, replacement)
    }
}

/// Words the specification does not have but mappers write, and what opening_hours.js reads them as.
enum OSMWordCorrector {
    /// Replaces the words of `tokens` that have a known reading, recording each change in `corrections`.
    static func correct(_ tokens: [OSMToken], _ corrections: inout [OSMHoursCorrection]) -> [OSMToken] {
        var out: [OSMToken] = []
        for token in tokens {
            guard token.kind == .word, !OSMNames.isKnown(token.text), let replacement = reading(of: token.text) else {
                out.append(token)
                continue
            }
            var correction = OSMHoursCorrection(column: token.column, written: token.text, read: replacement)
            if replacement == "+", let dash = out.last, dash.kind == .symbol, dash.text == "-" {
                // `til late` and `- late`: the range is an open end.
                out.removeLast()
                corrections.removeAll { $0.column == dash.column }
                correction = OSMHoursCorrection(column: dash.column, written: "", read: "+")
            }
            corrections.append(correction)
            guard let read = try? OSMTokenizer.tokens(replacement).tokens else { continue }
            for (i, var new) in read.enumerated() {
                new.column = token.column
                new.width = token.width
                new.spaceBefore = i == 0 ? token.spaceBefore : new.spaceBefore
                out.append(new)
            }
        }
        return out
    }

    static func reading(of word: String) -> String? {
        let lower = word.lowercased()
        if let day = OSMNames.weekdayReadings[lower] { return OSMNames.weekdays[day] }
        if let month = OSMNames.monthReadings[lower] { return OSMNames.months[month] }
        return readings[lower]
    }

    private static let readings: [String: String] = [
        "to": "-", "till": "-", "til": "-", "until": "-", "through": "-", "thru": "-", "bis": "-", "à": "-", "a": "-",
        "до": "-", "and": ",", "und": ",", "et": ",",
        "late": "+", "weekend": "Sa,Su", "weekends": "Sa,Su", "wochenende": "Sa,Su",
        "daily": "Mo-Su", "everyday": "Mo-Su", "täglich": "Mo-Su", "taeglich": "Mo-Su",
        "weekday": "Mo-Fr", "weekdays": "Mo-Fr", "werktags": "Mo-Sa",
        "midnight": "00:00", "mitternacht": "00:00", "midday": "12:00", "noon": "12:00",
        "geschlossen": "off", "geschl": "off", "fermé": "off", "ferme": "off", "close": "closed",
        "always": "24/7", "otherwise": "||",
        "holiday": "PH", "holidays": "PH", "feiertag": "PH", "feiertags": "PH", "feiertage": "PH", "feiertagen": "PH",
        "ostern": "easter", "sundown": "sunset", "uhr": "", "h": "", "hrs": "", "hours": "",
    ]
}
