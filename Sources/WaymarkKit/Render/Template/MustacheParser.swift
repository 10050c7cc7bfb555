/// Reads Mustache text into `MustacheSyntax` nodes; a port of swift-mustache 2's parser for the tags Waymark supports.
struct MustacheParser {
    typealias Node = MustacheSyntax.Node
    typealias Tag = MustacheSyntax.Tag

    struct State {
        var sectionName: String?
        var sectionTag: Tag?
        var newLine = true
        var isPartialDefinition = false
        var isPartialDefinitionTopLevel = false
        var start: [Character] = ["{", "{"]
        var end: [Character] = ["}", "}"]
        var partialDefinitionIndent: String?

        func section(_ tag: Tag, newLine: Bool) -> State {
            var state = self
            state.sectionName = tag.name
            state.sectionTag = tag
            state.isPartialDefinitionTopLevel = false
            if !newLine { state.newLine = false }
            return state
        }

        func inheriting(_ tag: Tag) -> State {
            var state = self
            state.sectionName = tag.name
            state.sectionTag = tag
            state.newLine = true
            state.isPartialDefinition = true
            state.isPartialDefinitionTopLevel = true
            return state
        }
    }

    let chars: [Character]
    var pos = 0
    private let lineStarts: [Int]

    init(_ text: String) {
        chars = Array(text)
        var starts = [0]
        for (i, c) in chars.enumerated() where c.isNewline { starts.append(i + 1) }
        lineStarts = starts
    }

    var atEnd: Bool { pos >= chars.count }
    var current: Character { atEnd ? "\0" : chars[pos] }

    mutating func parseAll() throws(MustacheSyntax.ParseError) -> [Node] {
        try parse(State())
    }

    /// The 1-based line and column of a character index.
    func tag(_ name: String, at index: Int) -> Tag {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return Tag(name: name, line: low + 1, column: index - lineStarts[low] + 1)
    }

    func error(_ message: String, at index: Int) -> MustacheSyntax.ParseError {
        let tag = tag("", at: index)
        return MustacheSyntax.ParseError(message: message, line: tag.line, column: tag.column)
    }

    @discardableResult mutating func read(while set: Set<Character>) -> String {
        let start = pos
        while !atEnd, set.contains(chars[pos]) { pos += 1 }
        return String(chars[start..<pos])
    }

    mutating func skipWhitespace() {
        while !atEnd, chars[pos].isWhitespace { pos += 1 }
    }

    /// Reads `string` when it comes next.
    mutating func read(_ string: [Character]) -> Bool {
        guard pos + string.count <= chars.count, chars[pos..<pos + string.count].elementsEqual(string) else { return false }
        pos += string.count
        return true
    }

    /// Text up to a newline (not read) or the opening delimiter (read).
    mutating func readText(_ state: State) -> String {
        var text = ""
        while !atEnd {
            let c = chars[pos]
            if c == "\n" || c == "\r\n" { break }
            if c == state.start[0] {
                if read(state.start) { break }
            }
            text.append(c)
            pos += 1
        }
        return text
    }

    /// A standalone tag is alone on its line: the rest of the line (and its newline) is dropped.
    mutating func isStandalone(_ state: State) -> Bool {
        guard state.newLine else { return false }
        if atEnd { return true }
        var ahead = pos
        while ahead < chars.count, chars[ahead] == " " || chars[ahead] == "\t" { ahead += 1 }
        guard ahead < chars.count, chars[ahead].isNewline else { return false }
        pos = ahead + 1
        return true
    }

    static let nameChars = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
    static let partialNameChars = nameChars.union("/")
}
