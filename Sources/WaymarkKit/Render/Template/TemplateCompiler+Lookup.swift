extension TemplateCompiler {
    /// Finds a tag's field: its first name in the innermost frame that has it, then each dotted name inside that.
    func resolve(_ tag: MustacheSyntax.Tag, _ scope: Scope) throws(TemplateError) -> (Lookup, FieldShape) {
        if tag.name == "." {
            switch scope.frames.last {
            case .scalar(let shape)?: return (Lookup(depth: 0, path: []), shape)
            case .view(let type)?: return (Lookup(depth: 0, path: []), .view(type))
            case nil: throw error(tag, scope, "'{{.}}' outside a section")
            }
        }
        let names = tag.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !names.contains("") else { throw error(tag, scope, "'\(tag.name)' is not a field name") }
        var found: (depth: Int, index: Int, shape: FieldShape)?
        for (depth, frame) in scope.frames.reversed().enumerated() {
            if case .view(let type) = frame, let field = type.field(named: names[0]) {
                found = (depth, field.index, field.shape)
                break
            }
        }
        guard let found else {
            throw error(tag, scope, "unknown tag '\(tag.name)': no field '\(names[0])' in \(viewNames(scope))")
        }
        var shape = found.shape
        var path = [found.index]
        for name in names.dropFirst() {
            guard case .view(let type) = shape else {
                throw error(tag, scope, "unknown tag '\(tag.name)': '\(name)' is not a field of \(shape.name)")
            }
            guard let field = type.field(named: name) else {
                throw error(tag, scope, "unknown tag '\(tag.name)': no field '\(name)' in \(type)")
            }
            path.append(field.index)
            shape = field.shape
        }
        return (Lookup(depth: found.depth, path: path), shape)
    }

    /// `{{x}}` prints text, URLs, numbers and HTML (escaped); `{{{x}}}` only HTML that Waymark generated.
    func checkPrintable(_ tag: MustacheSyntax.Tag, _ shape: FieldShape, escaped: Bool, _ scope: Scope) throws(TemplateError) {
        switch (shape, escaped) {
        case (.html, _), (.text, true), (.url, true), (.number, true): return
        case (.text, false), (.url, false), (.number, false):
            throw error(
                tag, scope,
                "'{{{\(tag.name)}}}' would print \(shape.name) from the data without escaping; only HTML that Waymark "
                    + "generates may use '{{{ }}}': write '{{\(tag.name)}}'")
        default:
            throw error(tag, scope, "'\(tag.name)' is \(shape.name), which cannot be printed: open it with '{{#\(tag.name)}}'")
        }
    }

    private func viewNames(_ scope: Scope) -> String {
        let names = scope.frames.reversed().compactMap { frame -> String? in
            if case .view(let type) = frame { return String(describing: type) } else { return nil }
        }
        return names.joined(separator: ", ")
    }
}
