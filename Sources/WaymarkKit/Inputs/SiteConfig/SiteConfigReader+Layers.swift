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
