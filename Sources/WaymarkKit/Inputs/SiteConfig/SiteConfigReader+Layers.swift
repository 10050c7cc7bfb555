import Yams

extension SiteConfigReader {
    /// `layers:`: a context layer's file name without extension, and the style all its features are drawn in.
    func layerStyles(_ node: Node, _ fields: inout YAMLFields) -> [String: LayerStyleSetting] {
        var styles: [String: LayerStyleSetting] = [:]
        for (name, nameNode, value) in fields.members(node, "layers") ?? [] where !YAMLFields.isNull(value) {
            guard let text = fields.string(value, name) else { continue }
            guard let style = ContextStyle(name: text) else {
                fields.error(
                    value, "unknown layer style \"\(text)\"",
                    hint: "styles are \(ContextStyle.allCases.map(\.name).joined(separator: ", "))")
                continue
            }
            styles[name] = LayerStyleSetting(style: style, position: fields.position(nameNode))
        }
        return styles
    }
}

extension SiteConfigReader {
    /// `osm_extracts:`: a list of paths (one path alone is taken as a list of one).
    func osmExtracts(_ node: Node, _ fields: inout YAMLFields) -> [ExtractSetting] {
        let items: [Node]
        switch node {
        case .sequence(let sequence): items = Array(sequence)
        case .scalar: items = [node]
        default:
            fields.error(
                node, "'osm_extracts' must be a list of .osm.pbf files, found \(YAMLFields.typeName(node))",
                hint: "for example osm_extracts: [../extracts/finland-latest.osm.pbf]")
            return []
        }
        return items.compactMap { item in
            guard let path = fields.string(item, "osm_extracts"), !path.isEmpty else { return nil }
            return ExtractSetting(path: path, position: fields.position(item))
        }
    }
}
