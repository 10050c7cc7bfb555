/// Binds parsed templates to view types: a tag that names no field, or prints data unescaped, is an error here,
/// before any page renders. Partials and parent templates are compiled into the tree where they are used.
struct TemplateCompiler {
    typealias Node = MustacheSyntax.Node

    /// A section frame as the compiler sees it: a view type, or a value opened as a section.
    enum Frame {
        case view(any TemplateView.Type)
        case scalar(FieldShape)
    }

    /// What a body is compiled in: the frames, the template its text is from, indentation and block overrides.
    struct Scope {
        var frames: [Frame]
        var template: String
        var indentation = ""
        var overrides: [String: (template: String, nodes: [Node])] = [:]
        var depth = 0
    }

    let syntax: [String: MustacheSyntax]
    /// The theme's words in the language the templates are compiled for.
    var words: Words = .english
    /// The internal links the compiled templates' text writes, gathered as bodies compile.
    let found = FoundLinks()

    /// Compiles template `name` for a page whose section stack starts with `root` (bottom first).
    func compile(_ name: String, root: [any TemplateView.Type]) throws(TemplateError) -> CompiledTemplate {
        guard let template = syntax[name] else { throw TemplateError(template: name, line: 0, column: 0, message: "no template '\(name)'") }
        found.links = []
        let nodes = try compile(template.nodes, Scope(frames: root.map { .view($0) }, template: name))
        return CompiledTemplate(nodes: nodes, links: Array(Set(found.links)).sorted { ($0.template, $0.value) < ($1.template, $1.value) })
    }

    func compile(_ nodes: [Node], _ scope: Scope) throws(TemplateError) -> [RenderNode] {
        found.links += links(in: nodes, template: scope.template)
        var out: [RenderNode] = []
        for node in nodes {
            switch node {
            case .text(let text):
                append(Array(text.utf8), to: &out, scope)
            case .word(let tag):
                for piece in try word(tag, scope) {
                    if case .bytes(let bytes) = piece { append(bytes, to: &out, scope) } else { out.append(piece) }
                }
            case .variable(let tag, let escaped):
                let (lookup, shape) = try resolve(tag, scope)
                try checkPrintable(tag, shape, escaped: escaped, scope)
                out.append(.print(lookup, escaped: escaped))
            case .section(let tag, let body, let inverted):
                let (lookup, shape) = try resolve(tag, scope)
                var inner = scope
                if !inverted, let frame = Self.frame(opening: shape) { inner.frames.append(frame) }
                let compiled = try wrapped(body, inner)
                out.append(inverted ? .inverted(lookup, body: compiled) : .section(lookup, body: compiled))
            case .block(let tag, let body, let indentation):
                var inner = scope
                inner.indentation += indentation
                if let override = scope.overrides[tag.name] {
                    inner.template = override.template
                    out += try wrapped(override.nodes, inner)
                } else {
                    out += try wrapped(body, inner)
                }
            case .definition:
                break
            case .partial(let tag, let indentation, let overrides):
                out += try partial(tag, indentation: indentation, overrides: overrides, scope)
            }
        }
        return out
    }

    /// Text joins the text before it, as one token, except where indentation must start each line.
    private func append(_ bytes: [UInt8], to out: inout [RenderNode], _ scope: Scope) {
        if scope.indentation.isEmpty, case .bytes(let previous)? = out.last {
            out[out.count - 1] = .bytes(previous + bytes)
        } else {
            out.append(.bytes(bytes))
        }
    }

    /// `{{@key}}` in the compiled language: its text escaped, and each `{name}` in it printing the field `name`.
    private func word(_ tag: MustacheSyntax.Tag, _ scope: Scope) throws(TemplateError) -> [RenderNode] {
        switch words.kind(of: tag.name) {
        case (false, _):
            throw error(tag, scope, "unknown word '{{@\(tag.name)}}': no string '\(tag.name)' in the \(words.language) catalogue")
        case (true, true):
            throw error(tag, scope, "'{{@\(tag.name)}}' has plural forms, which a template cannot choose between")
        case (true, false):
            var nodes: [RenderNode] = []
            for part in Catalogue.parts(words.text(tag.name)) {
                switch part {
                case .text(let text):
                    var bytes: [UInt8] = []
                    Escape.appendHTML(text, to: &bytes, xml: .themeWords)
                    nodes.append(.bytes(bytes))
                case .placeholder(let name):
                    let field = MustacheSyntax.Tag(name: name, line: tag.line, column: tag.column)
                    let (lookup, shape) = try resolve(field, scope)
                    try checkPrintable(field, shape, escaped: true, scope)
                    nodes.append(.print(lookup, escaped: true))
                }
            }
            return nodes
        }
    }

    /// A template body rendered on its own: with indentation it is one node, as it is one token in swift-mustache.
    private func wrapped(_ nodes: [Node], _ scope: Scope) throws(TemplateError) -> [RenderNode] {
        let compiled = try compile(nodes, scope)
        return scope.indentation.isEmpty ? compiled : [.indented(Array(scope.indentation.utf8), compiled)]
    }

    private func partial(
        _ tag: MustacheSyntax.Tag, indentation: String?, overrides: [String: [Node]]?, _ scope: Scope
    ) throws(TemplateError) -> [RenderNode] {
        guard let partial = syntax[tag.name] else { throw error(tag, scope, "no template '\(tag.name).mustache' for '{{>\(tag.name)}}'") }
        guard scope.depth < 32 else { throw error(tag, scope, "'\(tag.name)' includes itself too deeply") }
        var inner = scope
        inner.template = tag.name
        inner.depth += 1
        inner.indentation += indentation ?? ""
        for (name, nodes) in overrides ?? [:] where inner.overrides[name] == nil {
            inner.overrides[name] = (scope.template, nodes)
        }
        return try wrapped(partial.nodes, inner)
    }

    /// The frame a section over a value of this shape pushes; a yes/no value pushes none.
    static func frame(opening shape: FieldShape) -> Frame? {
        switch shape {
        case .flag: nil
        case .view(let type), .list(let type): .view(type)
        case .texts: .scalar(.text)
        default: .scalar(shape)
        }
    }

    func error(_ tag: MustacheSyntax.Tag, _ scope: Scope, _ message: String) -> TemplateError {
        TemplateError(template: scope.template, line: tag.line, column: tag.column, message: message)
    }
}

/// The links found while one template compiles.
final class FoundLinks {
    var links: [TemplateLink] = []
}
