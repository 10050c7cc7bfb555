import Yams

extension GeocodeReader {
    /// Reads a response saved as YAML (as in Google's own documentation examples, which are
    /// JSON with comments and trailing commas); the tree is turned into positioned JSON nodes.
    func read(yamlText: String, path: String, log: inout DiagnosticLog) -> GeocodeQuery? {
        let errorsBefore = log.errors.count
        guard let root = YAMLFile.parse(yamlText, path: path, log: &log) else {
            if log.errors.count == errorsBefore { log.error(.file(path), "the file is empty; expected a geocoding response") }
            return nil
        }
        return read(root: Self.jsonNode(root), path: path, log: &log)
    }

    /// YAML scalars become JSON values by their resolved tag; YAMLFile already bounds the depth.
    static func jsonNode(_ node: Node) -> JSONNode {
        let value: JSONValue
        switch node {
        case .mapping(let mapping):
            var object = JSONObject()
            for (key, child) in mapping {
                object.append(
                    .init(
                        key: key.string ?? "", keyLine: key.mark?.line ?? 1, keyColumn: key.mark?.column ?? 1,
                        value: jsonNode(child)))
            }
            value = .object(object)
        case .sequence(let sequence):
            value = .array(sequence.map(jsonNode))
        case .scalar(let scalar):
            value = scalarValue(node, scalar.string)
        }
        return JSONNode(value, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    private static func scalarValue(_ node: Node, _ text: String) -> JSONValue {
        if YAMLFields.isNull(node) { return .null }
        if YAMLFields.has(node, .bool), let value = node.bool { return .bool(value) }
        if YAMLFields.has(node, .int) || YAMLFields.has(node, .float), let value = node.float, value.isFinite {
            return .number(value, text: text)
        }
        return .string(text)
    }
}
