extension MustacheParser {
    typealias ParseError = MustacheSyntax.ParseError

    /// Parses until the end of the text, or of the section `state` is in.
    mutating func parse(_ state: State) throws(ParseError) -> [Node] {
        var nodes: [Node] = []
        var state = state
        var whiteSpaceBefore = ""
        while !atEnd {
            if state.newLine {
                let whiteSpace = read(while: [" ", "\t"])
                if state.isPartialDefinition && !state.isPartialDefinitionTopLevel {
                    if let indent = state.partialDefinitionIndent {
                        whiteSpaceBefore = String(whiteSpace.dropFirst(indent.count))
                    } else {
                        state.partialDefinitionIndent = whiteSpace
                    }
                } else {
                    whiteSpaceBefore = whiteSpace
                }
            }
            let text = readText(state)
            if current.isNewline {
                nodes.append(.text(whiteSpaceBefore + text + String(current)))
                state.newLine = true
                pos += 1
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(whiteSpaceBefore + text))
                whiteSpaceBefore = ""
                state.newLine = false
            }
            if atEnd { break }
            let tagStart = pos - state.start.count
            var setNewLine = false
            let sigil = current
            switch sigil {
            case "#", "^":
                pos += 1
                let tag = try name(state, at: tagStart)
                if isStandalone(state) {
                    setNewLine = true
                } else if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                let body = try parse(state.section(tag, newLine: setNewLine))
                nodes.append(.section(tag, body: body, inverted: sigil == "^"))
            case "/":
                pos += 1
                let tag = try name(state, at: tagStart)
                guard tag.name == state.sectionName else {
                    let open = state.sectionName.map { "'\($0)'" } ?? "no section"
                    throw error("'{{/\(tag.name)}}' closes \(open)", at: tagStart)
                }
                if !isStandalone(state) && !whiteSpaceBefore.isEmpty { nodes.append(.text(whiteSpaceBefore)) }
                return nodes
            case "!":
                pos += 1
                try skipComment(state, at: tagStart)
                setNewLine = isStandalone(state)
            case "{", "&":
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                pos += 1
                let tag = try name(state, at: tagStart)
                if sigil == "{" && !read(["}"]) { throw error("a '{{{' tag is not closed with '}}}'", at: tagStart) }
                nodes.append(.variable(tag, escaped: false))
            case ">", "<":
                pos += 1
                nodes += try partial(&state, whiteSpaceBefore: whiteSpaceBefore, inherits: sigil == "<", at: tagStart)
                setNewLine = state.newLine
                whiteSpaceBefore = ""
            case "$":
                pos += 1
                let tag = try name(state, at: tagStart)
                if state.isPartialDefinitionTopLevel {
                    setNewLine = isStandalone(state)
                    let body = try parse(state.section(tag, newLine: setNewLine))
                    nodes.append(.definition(tag, body: body))
                } else {
                    if !whiteSpaceBefore.isEmpty { nodes.append(.text(whiteSpaceBefore)) }
                    setNewLine = isStandalone(state)
                    let body = try parse(state.section(tag, newLine: setNewLine))
                    nodes.append(.block(tag, body: body, indentation: whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
            case "=":
                pos += 1
                try setDelimiters(&state, at: tagStart)
                setNewLine = isStandalone(state)
            case "%":
                throw error("pragmas ('{{%') are not supported", at: tagStart)
            default:
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                nodes.append(.variable(try name(state, at: tagStart), escaped: true))
            }
            state.newLine = setNewLine
        }
        if let open = state.sectionTag {
            throw MustacheSyntax.ParseError(
                message: "'{{#\(open.name)}}' is never closed", line: open.line, column: open.column)
        }
        return nodes
    }
}
