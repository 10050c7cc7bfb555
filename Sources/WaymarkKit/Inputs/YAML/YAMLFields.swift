import Yams

/// Reads typed fields out of a Yams node tree, reporting each problem at the value's own position.
struct YAMLFields {
    let path: String
    /// Lines to add to Yams' marks (the line before the YAML starts in its file).
    let lineOffset: Int
    var log = DiagnosticLog()

    func position(_ node: Node) -> SourcePosition {
        SourcePosition(path: path, line: (node.mark?.line ?? 1) + lineOffset, column: node.mark?.column ?? 1)
    }

    mutating func error(_ node: Node, _ message: String, hint: String? = nil) {
        log.error(position(node), message, hint: hint)
    }

    mutating func warning(_ node: Node, _ message: String, hint: String? = nil) {
        log.warning(position(node), message, hint: hint)
    }

    static func isNull(_ node: Node) -> Bool { has(node, .null) }

    /// Whether the node's resolved tag is `name` (Yams keeps `Tag.name` internal, so compare the text).
    static func has(_ node: Node, _ name: Tag.Name) -> Bool { node.tag.description == name.rawValue }

    static func typeName(_ node: Node) -> String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar: isNull(node) ? "null" : "\"\(node.string ?? "")\""
        }
    }

    /// The members of a mapping with their string keys, in order; a repeated key is an error at the repeat.
    mutating func members(_ node: Node, _ what: String) -> [(key: String, keyNode: Node, value: Node)]? {
        guard case .mapping(let mapping) = node else {
            error(node, "\(what) must be a mapping of `key: value` lines, found \(Self.typeName(node))")
            return nil
        }
        var seen: [String: Node] = [:]
        var result: [(key: String, keyNode: Node, value: Node)] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode else {
                error(keyNode, "keys must be plain words, found \(Self.typeName(keyNode))")
                continue
            }
            if let first = seen[scalar.string] {
                error(keyNode, "'\(scalar.string)' is given twice; the first is at line \(position(first).line)")
                continue
            }
            seen[scalar.string] = keyNode
            result.append((scalar.string, keyNode, value))
        }
        return result
    }

    /// A text value; numbers and booleans are taken as written ("title: 2024" is the text "2024").
    mutating func string(_ node: Node, _ key: String) -> String? {
        if case .scalar(let scalar) = node, !Self.isNull(node) { return scalar.string }
        error(node, "'\(key)' must be text, found \(Self.typeName(node))")
        return nil
    }

    mutating func bool(_ node: Node, _ key: String) -> Bool? {
        if case .scalar = node, Self.has(node, .bool), let value = node.bool { return value }
        error(node, "'\(key)' must be true or false, found \(Self.typeName(node))")
        return nil
    }

    mutating func int(_ node: Node, _ key: String) -> Int? {
        if case .scalar = node, Self.has(node, .int), let value = node.int { return value }
        error(node, "'\(key)' must be a whole number, found \(Self.typeName(node))")
        return nil
    }
}
