import Yams

extension SiteConfigReader {
    /// `facets:`: under `services` or `accessibility`, a label with the other spellings filtered under it,
    /// `Wi-Fi: [Free Wi-Fi, Wireless]`.
    func facetMeanings(_ node: Node, _ fields: inout YAMLFields) -> [FacetMeaning] {
        var meanings: [FacetMeaning] = []
        for (name, nameNode, labels) in fields.members(node, "facets") ?? [] where !YAMLFields.isNull(labels) {
            guard let group = FacetIndex.Group(rawValue: name) else {
                fields.error(nameNode, "unknown facet group \"\(name)\"", hint: "groups are services, accessibility")
                continue
            }
            for (label, _, spellings) in fields.members(labels, "facets: \(name)") ?? [] {
                meanings.append(FacetMeaning(group: group, label: label, also: also(spellings, label, &fields)))
            }
        }
        return meanings
    }

    /// The other spellings of `label`: a list of texts, or none.
    private func also(_ node: Node, _ label: String, _ fields: inout YAMLFields) -> [String] {
        if YAMLFields.isNull(node) { return [] }
        guard case .sequence(let items) = node else {
            fields.error(
                node, "'\(label)' must be a list of other spellings, found \(YAMLFields.typeName(node))",
                hint: "for example \(label): [Free \(label)]")
            return []
        }
        return items.compactMap { fields.string($0, label) }
    }
}

extension SiteConfigReader {
    /// `hour_sets:`: each set's name with its label, `drive_through: "Drive-through"`.
    func hourSetLabels(_ node: Node, _ fields: inout YAMLFields) -> HourSetLabels {
        var labels = HourSetLabels()
        for (name, nameNode, value) in fields.members(node, "hour_sets") ?? [] {
            guard HourSet.isName(name) else {
                fields.error(
                    nameNode, "\"\(name)\" cannot name a set of hours",
                    hint: "use lower-case letters, digits and underscores, e.g. drive_through")
                continue
            }
            if let label = fields.string(value, name), !label.isEmpty { labels.declared[name] = label }
        }
        return labels
    }
}
