/// A piece of an `opening_hours` value.
struct OSMToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case number, word, comment, symbol
    }
    var kind: Kind
    var text: String
    var column: Int
    var spaceBefore: Bool
    /// How many characters of the value the token was read from.
    var width: Int
}

/// Splits a value into numbers, words, quoted comments and symbols, reading the symbols mappers write for the
/// specification's own (`–` for `-`, `10.00` for `10:00`) as corrections.
enum OSMTokenizer {
    static let symbols: Set<Character> = ["-", ",", ";", ":", "/", "+", "[", "]", "(", ")"]
    /// Characters read as a symbol of the specification, as opening_hours.js reads them.
    static let readings: [Character: String] = [
        "‐": "-", "‑": "-", "‒": "-", "–": "-", "—": "-", "−": "-", "~": "-", "～": "-", "→": "-", "：": ":", "&": ",",
    ]

    static func tokens(_ source: String) throws(OSMHoursError) -> (tokens: [OSMToken], corrections: [OSMHoursCorrection]) {
        let characters = Array(source)
        var tokens: [OSMToken] = [], corrections: [OSMHoursCorrection] = []
        var index = 0
        var space = false
        func add(_ kind: OSMToken.Kind, _ text: String, width: Int) {
            tokens.append(OSMToken(kind: kind, text: text, column: index + 1, spaceBefore: space, width: width))
            index += width
            space = false
        }
        while index < characters.count {
            let c = characters[index], column = index + 1
            if c == " " || c == "\t" || c == "\u{A0}" {
                space = true
                index += 1
            } else if c == "\n" || c == "\r" {
                throw OSMHoursError(column: column, "a line break is not allowed", hint: "separate rules with `; `")
            } else if c.isASCII && c.isNumber {
                let width = run(characters, from: index) { $0.isASCII && $0.isNumber }
                guard width <= 6 else {
                    throw OSMHoursError(column: column, "the number \(String(characters[index..<(index + width)])) is too long")
                }
                add(.number, String(characters[index..<(index + width)]), width: width)
            } else if let meridiem = meridiem(characters, at: index) {
                add(.word, meridiem.word, width: meridiem.width)
            } else if c.isLetter {
                let width = run(characters, from: index) { $0.isLetter }
                add(.word, String(characters[index..<(index + width)]), width: width)
            } else if c == "\"" {
                let width = run(characters, from: index + 1) { $0 != "\"" } + 2
                guard index + width <= characters.count else {
                    throw OSMHoursError(column: column, "the comment is not closed", hint: "end it with `\"`")
                }
                add(.comment, String(characters[(index + 1)..<(index + width - 1)]), width: width)
            } else if c == "|" {
                guard index + 1 < characters.count, characters[index + 1] == "|" else {
                    throw OSMHoursError(column: column, "unexpected `|`", hint: "the fallback separator is `||`")
                }
                add(.symbol, "||", width: 2)
            } else if symbols.contains(c) {
                add(.symbol, String(c), width: 1)
            } else if let read = reading(characters, at: index) {
                corrections.append(OSMHoursCorrection(column: column, written: String(c), read: read))
                add(.symbol, read, width: 1)
            } else if c == ".", index > 0, characters[index - 1].isLetter {
                // `Mo. 10:00`: an abbreviation's full stop.
                corrections.append(OSMHoursCorrection(column: column, written: ".", read: ""))
                index += 1
            } else {
                throw OSMHoursError(column: column, "unexpected character `\(c)`", hint: hint(for: c))
            }
        }
        return (tokens, corrections)
    }

    private static func run(_ characters: [Character], from start: Int, while test: (Character) -> Bool) -> Int {
        var end = start
        while end < characters.count, test(characters[end]) { end += 1 }
        return end - start
    }

    /// The symbol a character stands for: a dash for `-`, and `.` between digits for `:` (`10.00`).
    private static func reading(_ characters: [Character], at index: Int) -> String? {
        let c = characters[index]
        if c == ".", index > 0, index + 1 < characters.count, characters[index - 1].isNumber, characters[index + 1].isNumber {
            return ":"
        }
        return readings[c]
    }

    /// `am`, `a.m.`, `PM`, `p.m`: read as the word `am` or `pm`.
    private static func meridiem(_ characters: [Character], at index: Int) -> (word: String, width: Int)? {
        let rest = String(characters[index..<min(characters.count, index + 5)]).lowercased()
        for (form, word) in [("a.m.", "am"), ("p.m.", "pm"), ("a.m", "am"), ("p.m", "pm")] where rest.hasPrefix(form) {
            return (word, form.count)
        }
        return nil
    }

    private static func hint(for c: Character) -> String? {
        switch c {
        case ".": "write times as `HH:MM`, e.g. `09:00`"
        case "'", "“", "”": "comments are written in straight double quotes `\"...\"`"
        default: nil
        }
    }
}
