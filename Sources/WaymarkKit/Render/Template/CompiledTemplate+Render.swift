extension CompiledTemplate {
    /// Appends the page to `out`; `root` is the section stack the template was compiled for, bottom first.
    func render(_ root: [any TemplateView], into out: inout [UInt8]) {
        var stack = root.map { TemplateValue.view($0) }
        Self.render(nodes, stack: &stack, into: &out)
    }

    private static func render(_ nodes: [RenderNode], stack: inout [TemplateValue], into out: inout [UInt8]) {
        for node in nodes { render(node, stack: &stack, into: &out) }
    }

    private static func render(_ node: RenderNode, stack: inout [TemplateValue], into out: inout [UInt8]) {
        switch node {
        case .bytes(let bytes):
            out.append(contentsOf: bytes)
        case .print(let lookup, let escaped):
            print(value(lookup, stack), escaped: escaped, into: &out)
        case .section(let lookup, let body):
            section(value(lookup, stack), body, stack: &stack, into: &out)
        case .inverted(let lookup, let body):
            if isEmpty(value(lookup, stack)) { render(body, stack: &stack, into: &out) }
        case .indented(let indentation, let body):
            indented(indentation, body, stack: &stack, into: &out)
        }
    }

    private static func value(_ lookup: Lookup, _ stack: [TemplateValue]) -> TemplateValue {
        var value = stack[stack.count - 1 - lookup.depth]
        for index in lookup.path {
            guard case .view(let view) = value else { return .none }
            value = view.value(at: index)
        }
        return value
    }

    private static func section(_ value: TemplateValue, _ body: [RenderNode], stack: inout [TemplateValue], into out: inout [UInt8]) {
        switch value {
        case .none: return
        case .flag(let on): if on { render(body, stack: &stack, into: &out) }
        case .list(let views):
            for view in views {
                stack.append(.view(view))
                render(body, stack: &stack, into: &out)
                stack.removeLast()
            }
        case .texts(let texts):
            for text in texts {
                stack.append(.text(text))
                render(body, stack: &stack, into: &out)
                stack.removeLast()
            }
        default:
            stack.append(value)
            render(body, stack: &stack, into: &out)
            stack.removeLast()
        }
    }

    private static func isEmpty(_ value: TemplateValue) -> Bool {
        switch value {
        case .none: true
        case .flag(let on): !on
        case .list(let views): views.isEmpty
        case .texts(let texts): texts.isEmpty
        default: false
        }
    }

    private static func print(_ value: TemplateValue, escaped: Bool, into out: inout [UInt8]) {
        switch value {
        case .text(let text): escaped ? Escape.appendHTML(text, to: &out) : out.append(contentsOf: text.utf8)
        case .url(let url): Escape.appendHTML(url.text, to: &out)
        case .html(let html): escaped ? Escape.appendHTML(html.text, to: &out) : out.append(contentsOf: html.text.utf8)
        // Text is printed escaped only (`{{{ }}}` of text does not compile), so its escaped bytes serve both.
        case .escaped(let text): out.append(contentsOf: text.html)
        case .number(let number): out.append(contentsOf: String(number).utf8)
        default: break
        }
    }

    /// Each node whose output starts a line (after this body's first byte) is indented, as swift-mustache does.
    private static func indented(_ indentation: [UInt8], _ body: [RenderNode], stack: inout [TemplateValue], into out: inout [UInt8]) {
        let start = out.count
        for node in body {
            let before = out.count
            render(node, stack: &stack, into: &out)
            guard out.count > before, before > start, out[before - 1] == UInt8(ascii: "\n") else { continue }
            if before - 2 >= start && out[before - 2] == UInt8(ascii: "\r") { continue }  // "\r\n" is one Character there
            out.insert(contentsOf: indentation, at: before)
        }
    }
}
