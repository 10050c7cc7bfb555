extension MustacheParser {
    typealias ParseError = MustacheSyntax.ParseError

    /// The nodes of the body being parsed, and the indentation read at the start of the current line.
    struct Body {
        var nodes: [Node] = []
        var whiteSpaceBefore = ""

        /// A tag that is not alone on its line keeps the indentation before it as text.
        mutating func keepWhiteSpace() {
            if !whiteSpaceBefore.isEmpty { nodes.append(.text(whiteSpaceBefore)) }
            whiteSpaceBefore = ""
        }
    }

    /// Parses until the end of the text, or of the section `state` is in.
    mutating func parse(_ state: State) throws(ParseError) -> [Node] {
        var body = Body()
        var state = state
        while !atEnd {
            if state.newLine { readIndentation(&state, &body) }
            let text = readText(state)
            if current.isNewline {
                body.nodes.append(.text(body.whiteSpaceBefore + text + String(current)))
                state.newLine = true
                pos += 1
                continue
            }
            if !text.isEmpty {
                body.nodes.append(.text(body.whiteSpaceBefore + text))
                body.whiteSpaceBefore = ""
                state.newLine = false
            }
            if atEnd { break }
            guard let standalone = try tag(at: pos - state.start.count, &state, &body) else { return body.nodes }
            state.newLine = standalone
        }
        if let open = state.sectionTag {
            throw MustacheSyntax.ParseError(message: "'{{#\(open.name)}}' is never closed", line: open.line, column: open.column)
        }
        return body.nodes
    }

    /// The spaces and tabs that start a line; inside a block definition, less the first line's indentation.
    private mutating func readIndentation(_ state: inout State, _ body: inout Body) {
        let whiteSpace = read(while: [" ", "\t"])
        guard state.isPartialDefinition && !state.isPartialDefinitionTopLevel else {
            body.whiteSpaceBefore = whiteSpace
            return
        }
        if let indent = state.partialDefinitionIndent {
            body.whiteSpaceBefore = String(whiteSpace.dropFirst(indent.count))
        } else {
            state.partialDefinitionIndent = whiteSpace
        }
    }

    /// Reads the tag after `{{`: whether it stood alone on its line, or nil when it closes the section being parsed.
    private mutating func tag(at tagStart: Int, _ state: inout State, _ body: inout Body) throws(ParseError) -> Bool? {
        let sigil = current
        switch sigil {
        case "#", "^", "$":
            pos += 1
            return try section(sigil, at: tagStart, state, &body)
        case "/":
            pos += 1
            let tag = try name(state, at: tagStart)
            guard tag.name == state.sectionName else {
                throw error("'{{/\(tag.name)}}' closes \(state.sectionName.map { "'\($0)'" } ?? "no section")", at: tagStart)
            }
            if !isStandalone(state) { body.keepWhiteSpace() }
            return nil
        case "!":
            pos += 1
            try skipComment(state, at: tagStart)
            return isStandalone(state)
        case "{", "&":
            body.keepWhiteSpace()
            pos += 1
            let tag = try name(state, at: tagStart)
            if sigil == "{" && !read(["}"]) { throw error("a '{{{' tag is not closed with '}}}'", at: tagStart) }
            body.nodes.append(.variable(tag, escaped: false))
            return false
        case ">", "<":
            pos += 1
            body.nodes += try partial(&state, whiteSpaceBefore: body.whiteSpaceBefore, inherits: sigil == "<", at: tagStart)
            body.whiteSpaceBefore = ""
            return state.newLine
        case "=":
            pos += 1
            try setDelimiters(&state, at: tagStart)
            return isStandalone(state)
        case "%":
            throw error("pragmas ('{{%') are not supported", at: tagStart)
        case "@":
            body.keepWhiteSpace()
            pos += 1
            body.nodes.append(.word(try name(state, at: tagStart)))
            return false
        default:
            body.keepWhiteSpace()
            body.nodes.append(.variable(try name(state, at: tagStart), escaped: true))
            return false
        }
    }

    /// `{{#name}}`, `{{^name}}` and `{{$name}}` with their bodies.
    private mutating func section(_ sigil: Character, at tagStart: Int, _ state: State, _ body: inout Body) throws(ParseError) -> Bool {
        let tag = try name(state, at: tagStart)
        if sigil == "$" && state.isPartialDefinitionTopLevel {
            let standalone = isStandalone(state)
            body.nodes.append(.definition(tag, body: try parse(state.section(tag, newLine: standalone))))
            return standalone
        }
        if sigil == "$" {
            // A block keeps its indentation as text and as the indentation of what it renders.
            if !body.whiteSpaceBefore.isEmpty { body.nodes.append(.text(body.whiteSpaceBefore)) }
            let standalone = isStandalone(state)
            let indentation = body.whiteSpaceBefore
            let nodes = try parse(state.section(tag, newLine: standalone))
            body.nodes.append(.block(tag, body: nodes, indentation: indentation))
            body.whiteSpaceBefore = ""
            return standalone
        }
        let standalone = isStandalone(state)
        if !standalone { body.keepWhiteSpace() }
        body.nodes.append(.section(tag, body: try parse(state.section(tag, newLine: standalone)), inverted: sigil == "^"))
        return standalone
    }
}
