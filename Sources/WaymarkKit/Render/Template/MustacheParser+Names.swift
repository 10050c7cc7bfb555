extension MustacheParser {
    /// A tag's name up to its closing delimiter.
    mutating func name(_ state: State, at tagStart: Int) throws(ParseError) -> Tag {
        skipWhitespace()
        let text = read(while: Self.nameChars)
        skipWhitespace()
        if current == "(" { throw error("transforms ('name(function)') are not supported", at: tagStart) }
        guard read(state.end) else { throw error("a tag is not closed with '\(String(state.end))'", at: tagStart) }
        return tag(text, at: tagStart)
    }

    /// `{{>name}}`, or `{{<parent}}…{{/parent}}` with the blocks it overrides.
    mutating func partial(
        _ state: inout State, whiteSpaceBefore: String, inherits: Bool, at tagStart: Int
    ) throws(ParseError) -> [Node] {
        skipWhitespace()
        if current == "*" { throw error("dynamic partial names ('{{>*name}}') are not supported", at: tagStart) }
        let name = read(while: Self.partialNameChars)
        skipWhitespace()
        guard read(state.end) else { throw error("a tag is not closed with '\(String(state.end))'", at: tagStart) }
        let tag = tag(name, at: tagStart)
        var nodes: [Node] = whiteSpaceBefore.isEmpty ? [] : [.text(whiteSpaceBefore)]
        let standalone = isStandalone(state)
        if inherits {
            var overrides: [String: [Node]] = [:]
            for node in try parse(state.inheriting(tag)) {
                switch node {
                case .definition(let block, let body): overrides[block.name] = body
                case .text: break
                default: throw error("only '{{$block}}' definitions may appear inside '{{<\(name)}}'", at: tagStart)
                }
            }
            nodes.append(.partial(tag, indentation: whiteSpaceBefore, overrides: overrides))
        } else {
            nodes.append(.partial(tag, indentation: standalone ? whiteSpaceBefore : nil, overrides: nil))
        }
        state.newLine = standalone
        return nodes
    }

    mutating func skipComment(_ state: State, at tagStart: Int) throws(ParseError) {
        while !atEnd {
            if read(state.end) { return }
            pos += 1
        }
        throw error("a comment is not closed with '\(String(state.end))'", at: tagStart)
    }

    /// `{{=<% %>=}}`: new delimiters for the rest of the section.
    mutating func setDelimiters(_ state: inout State, at tagStart: Int) throws(ParseError) {
        skipWhitespace()
        var start: [Character] = []
        while !atEnd, !current.isWhitespace {
            start.append(current)
            pos += 1
        }
        skipWhitespace()
        var end: [Character] = []
        while !atEnd, !current.isWhitespace, current != "=" {
            end.append(current)
            pos += 1
        }
        skipWhitespace()
        guard !start.isEmpty, !end.isEmpty, read(["="]), read(state.end) else {
            throw error("invalid set-delimiter tag", at: tagStart)
        }
        state.start = start
        state.end = end
        state.isPartialDefinitionTopLevel = false
    }
}
