/// A template bound to its view type: every tag resolved to a field index, ready to render into bytes.
struct CompiledTemplate: Sendable {
    let nodes: [RenderNode]
    /// The internal links its text writes (with its partials' and parent's), for the link check.
    var links: [TemplateLink] = []
}

/// One step of rendering. Not `indirect`: the bodies are arrays, stored out of line already, and a boxed node cost a
/// retain and a release at every visit.
enum RenderNode: Sendable {
    case bytes([UInt8])
    case print(Lookup, escaped: Bool)
    case section(Lookup, body: [RenderNode])
    case inverted(Lookup, body: [RenderNode])
    /// A partial or block indented by its tag: each part that starts a line gets the indentation, as swift-mustache does.
    case indented([UInt8], [RenderNode])
}

/// Where a tag's value is: a frame counted from the top of the section stack, then fields by index.
struct Lookup: Sendable {
    let depth: Int
    let path: [Int]
}

/// A template error at a tag: what is wrong, in which template file, where.
struct TemplateError: Error, Equatable {
    let template: String
    let line: Int
    let column: Int
    let message: String
}
