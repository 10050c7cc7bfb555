/// One language's words for the theme, as a translator writes them in `<tag>.yml`: each key a plain string, or
/// a mapping of CLDR plural categories to strings; `{name}` in a string is a placeholder filled when it is shown.
struct Catalogue: Sendable {
    /// A key's string, or its plural forms, with where it is written.
    struct Entry: Sendable {
        /// The forms by category; a plain string is kept as `other` alone.
        var forms: [PluralCategory: String]
        var isPlural: Bool
        var position: SourcePosition
    }

    let language: LanguageTag
    let path: String
    var entries: [String: Entry] = [:]

    /// A piece of a string: text as written, or a `{name}` placeholder.
    enum Part: Equatable {
        case text(String)
        case placeholder(String)
    }

    /// The string cut at its placeholders; a `{` that opens no placeholder name is text.
    static func parts(_ text: String) -> [Part] {
        var parts: [Part] = []
        var pending = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest.index(after: open)
            if let close = rest[after...].firstIndex(of: "}"), isPlaceholder(rest[after..<close]) {
                pending += rest[..<open]
                if !pending.isEmpty { parts.append(.text(pending)) }
                pending = ""
                parts.append(.placeholder(String(rest[after..<close])))
                rest = rest[rest.index(after: close)...]
            } else {
                pending += rest[...open]
                rest = rest[after...]
            }
        }
        pending += rest
        if !pending.isEmpty { parts.append(.text(pending)) }
        return parts
    }

    /// The `{name}` placeholders of a string.
    static func placeholders(_ text: String) -> [String] {
        parts(text).compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }

    /// The string with each `{name}` replaced by its value; a name without one stays as written.
    static func fill(_ text: String, _ values: [String: String]) -> String {
        // Most of a page's words have no placeholder: without a `{` there is nothing to cut or fill.
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        guard bracesStandAlone(text) else {
            return parts(text).map { part in
                switch part {
                case .text(let text): text
                case .placeholder(let name): values[name] ?? "{\(name)}"
                }
            }.joined()
        }
        // `parts` by bytes, filled as it goes: each brace is a character of its own, so a byte's index is one.
        let utf8 = text.utf8
        var filled = ""
        var (textStart, searchStart) = (utf8.startIndex, utf8.startIndex)
        while let open = utf8[searchStart...].firstIndex(of: UInt8(ascii: "{")) {
            let after = utf8.index(after: open)
            guard let close = utf8[after...].firstIndex(of: UInt8(ascii: "}")) else { break }
            searchStart = after
            guard isPlaceholder(text[after..<close]) else { continue }
            let name = String(text[after..<close])
            filled += text[textStart..<open]
            filled += values[name] ?? "{\(name)}"
            (textStart, searchStart) = (utf8.index(after: close), utf8.index(after: close))
        }
        filled += text[textStart...]
        return filled
    }

    /// Whether every `{` and `}` has an ASCII byte (or nothing) on each side, which makes it a character of its own:
    /// only a combining mark after it, or a prepended mark before it, would join it to another.
    private static func bracesStandAlone(_ text: String) -> Bool {
        var previous: UInt8 = 0
        var afterBrace = false
        for byte in text.utf8 {
            let isBrace = byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
            if (afterBrace || isBrace) && (byte >= 0x80 || previous >= 0x80) { return false }
            (previous, afterBrace) = (byte, isBrace)
        }
        return true
    }

    /// A key: lower-case letters, digits and `_`, starting with a letter.
    static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLowercase else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") }
    }

    /// A placeholder's name: letters, digits, `_` and `.` (a template's field, as in `{query.count}`), from a letter.
    static func isPlaceholder(_ text: Substring) -> Bool {
        // Byte by byte: every character allowed is one ASCII byte, and any other character has a byte that is not one
        // of them (Unicode property lookups were most of filling a page's words).
        let isLetter = { (byte: UInt8) in (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy {
            isLetter($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".")
        }
    }
}
