import Yams

extension Catalogue {
    /// Reads a catalogue's YAML; problems are positioned errors in `log`, and the entries that are sound are kept.
    static func read(_ text: String, path: String, language: LanguageTag, log: inout DiagnosticLog) -> Catalogue {
        var catalogue = Catalogue(language: language, path: path)
        guard let root = YAMLFile.parse(text, path: path, log: &log) else { return catalogue }
        var fields = YAMLFields(path: path, lineOffset: 0)
        defer { log.merge(fields.log) }
        for (key, keyNode, value) in fields.members(root, "a catalogue") ?? [] {
            guard isName(key) else {
                fields.error(
                    keyNode, "'\(key)' is not a string's key",
                    hint: "keys are lower-case letters, digits and '_', as in the theme's en.yml")
                continue
            }
            if let entry = entry(value, key: key, language: language, fields: &fields) { catalogue.entries[key] = entry }
        }
        return catalogue
    }

    private static func entry(_ node: Node, key: String, language: LanguageTag, fields: inout YAMLFields) -> Entry? {
        if case .scalar = node, let text = fields.string(node, key) {
            return Entry(forms: [.other: text], isPlural: false, position: fields.position(node))
        }
        guard case .mapping = node else {
            fields.error(node, "'\(key)' must be a string or a mapping of plural forms, found \(YAMLFields.typeName(node))")
            return nil
        }
        var forms: [PluralCategory: String] = [:]
        for (name, nameNode, value) in fields.members(node, "'\(key)'") ?? [] {
            guard let category = PluralCategory(rawValue: name) else {
                fields.error(
                    nameNode, "'\(name)' in '\(key)' is not a CLDR plural category",
                    hint: "the categories are zero, one, two, few, many and other")
                continue
            }
            guard case .scalar = value, let text = fields.string(value, key) else {
                fields.error(value, "the '\(name)' form of '\(key)' must be a string, found \(YAMLFields.typeName(value))")
                continue
            }
            forms[category] = text
        }
        let needed = PluralRules.categories(language.language) ?? [.other]
        let missing = needed.filter { forms[$0] == nil }
        if !missing.isEmpty {
            fields.error(
                node, "'\(key)' has no \(missing.map { "'\($0.rawValue)'" }.joined(separator: ", ")) form",
                hint: "CLDR's plural rules for '\(language.language)' use \(needed.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        return Entry(forms: forms, isPlural: true, position: fields.position(node))
    }
}
