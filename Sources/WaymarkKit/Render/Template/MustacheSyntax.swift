/// A Mustache template parsed into tags, before it is bound to a view type.
///
/// Whitespace follows the Mustache spec as swift-mustache implements it (standalone tags take their line with them),
/// so a page renders byte for byte as it did through swift-mustache.
struct MustacheSyntax: Sendable {
    indirect enum Node: Sendable {
        case text(String)
        case variable(Tag, escaped: Bool)
        /// `{{@key}}`: a word of the theme, from the catalogue of the language the template is compiled for.
        case word(Tag)
        case section(Tag, body: [Node], inverted: Bool)
        case block(Tag, body: [Node], indentation: String)
        /// A `{{$name}}` directly inside `{{<parent}}`: what replaces the parent's block of that name.
        case definition(Tag, body: [Node])
        case partial(Tag, indentation: String?, overrides: [String: [Node]]?)
    }

    /// A tag's name and where its `{{` is.
    struct Tag: Sendable {
        let name: String
        let line: Int
        let column: Int
    }

    /// A parse error: what is wrong and where (1-based).
    struct ParseError: Error, Equatable {
        let message: String
        let line: Int
        let column: Int
    }

    let nodes: [Node]

    init(_ text: String) throws(ParseError) {
        var parser = MustacheParser(text)
        nodes = try parser.parseAll()
    }
}
