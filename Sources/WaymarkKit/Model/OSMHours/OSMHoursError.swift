/// Why an `opening_hours` value is invalid: the 1-based column, what is wrong and how to fix it.
public struct OSMHoursError: Error, Hashable, Sendable, CustomStringConvertible {
    public var column: Int
    public var message: String
    public var hint: String?

    public init(column: Int, _ message: String, hint: String? = nil) {
        self.column = column
        self.message = message
        self.hint = hint
    }

    /// The error as a diagnostic, for a value that starts at `start` in a file.
    public func diagnostic(at start: SourcePosition) -> Diagnostic {
        var position = start
        position.column += column - 1
        return .error(position, message, hint: hint)
    }

    public var description: String { "column \(column): \(message)" + (hint.map { " (\($0))" } ?? "") }
}

/// A piece of an `opening_hours` value.
struct OSMToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case number, word, comment, symbol
    }
    var kind: Kind
    var text: String
    var column: Int
    var spaceBefore: Bool
}

/// Splits a value into numbers, words, quoted comments and symbols.
enum OSMTokenizer {
    static let symbols: Set<Character> = ["-", ",", ";", ":", "/", "+", "[", "]", "(", ")"]

    static func tokens(_ source: String) throws(OSMHoursError) -> [OSMToken] {
        let characters = Array(source)
        var tokens: [OSMToken] = []
        var index = 0
        var space = false
        while index < characters.count {
            let c = characters[index], column = index + 1
            if c == " " || c == "\t" || c == "\u{A0}" {
                space = true
                index += 1
                continue
            }
            if c == "\n" || c == "\r" {
                throw OSMHoursError(column: column, "a line break is not allowed", hint: "separate rules with `; `")
            }
            var end = index + 1
            let kind: OSMToken.Kind
            if c.isASCII && c.isNumber {
                while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
                guard end - index <= 6 else {
                    throw OSMHoursError(column: column, "the number \(String(characters[index..<end])) is too long")
                }
                kind = .number
            } else if c.isLetter {
                while end < characters.count, characters[end].isLetter { end += 1 }
                kind = .word
            } else if c == "\"" {
                while end < characters.count, characters[end] != "\"" { end += 1 }
                guard end < characters.count else {
                    throw OSMHoursError(column: column, "the comment is not closed", hint: "end it with `\"`")
                }
                tokens.append(OSMToken(kind: .comment, text: String(characters[(index + 1)..<end]), column: column, spaceBefore: space))
                index = end + 1
                space = false
                continue
            } else if c == "|" {
                guard end < characters.count, characters[end] == "|" else {
                    throw OSMHoursError(column: column, "unexpected `|`", hint: "the fallback separator is `||`")
                }
                end += 1
                kind = .symbol
            } else if symbols.contains(c) {
                kind = .symbol
            } else {
                throw OSMHoursError(column: column, "unexpected character `\(c)`", hint: hint(for: c))
            }
            tokens.append(OSMToken(kind: kind, text: String(characters[index..<end]), column: column, spaceBefore: space))
            index = end
            space = false
        }
        return tokens
    }

    private static func hint(for c: Character) -> String? {
        switch c {
        case "–", "—": "write ranges with a plain hyphen `-`"
        case ".": "write times as `HH:MM`, e.g. `09:00`"
        case "'", "“", "”": "comments are written in straight double quotes `\"...\"`"
        default: nil
        }
    }
}
