import Yams

extension SiteConfigReader {
    /// The setting a key names, plain (`title`) or in one language (`title@cy`), when it is one a site may translate.
    static func translatable(_ key: String) -> (setting: SiteTranslation.Setting, tag: String?)? {
        let parts = key.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        guard let setting = SiteTranslation.Setting(rawValue: String(parts[0])) else { return nil }
        return (setting, parts.count == 2 ? String(parts[1]) : nil)
    }

    /// `title: "…"`, `title@cy: "…"` or `title: {en: "…", cy: "…"}` as texts by language; the plain form's language
    /// is empty (the default's, which the whole file may not have named yet).
    func texts(
        _ setting: SiteTranslation.Setting, tag: String?, keyNode: Node, value: Node, _ fields: inout YAMLFields
    ) -> [SiteTranslation] {
        let key = setting.rawValue + (tag.map { "@" + $0 } ?? "")
        if tag == nil, case .mapping = value {
            return (fields.members(value, "'\(key)'") ?? []).flatMap { tag, tagNode, text in
                texts(setting, tag: tag, keyNode: tagNode, value: text, &fields)
            }
        }
        guard let text = fields.string(value, key) else { return [] }
        guard let tag else { return [SiteTranslation(setting: setting, language: "", text: text, position: fields.position(value))] }
        guard let language = LanguageTag(tag) else {
            fields.warning(
                keyNode, "'\(tag)' is not a language tag: this \(setting.rawValue) is ignored",
                hint: "write \(setting.rawValue)@cy, a BCP 47 tag")
            return []
        }
        return [SiteTranslation(setting: setting, language: language.description, text: text, position: fields.position(keyNode))]
    }

    /// Sets each setting's default-language text, and keeps the translations for the site's other languages; a
    /// translation into a language the site does not build is ignored with a warning at it.
    func resolve(_ config: inout SiteConfig, _ fields: inout YAMLFields) {
        let listed = config.languages.isEmpty ? [config.language] : config.languages
        let trees = listed.compactMap(LanguageTag.init)
        let all = config.translations
        // The plain form first, so that `title@en` on a site whose default is en wins over `title`.
        for translation in all where translation.language.isEmpty { config.set(translation.setting, translation.text) }
        for translation in all where translation.language == listed[0] { config.set(translation.setting, translation.text) }
        config.translations = all.filter { translation in
            guard !translation.language.isEmpty, translation.language != listed[0] else { return false }
            guard trees.contains(where: { $0.lookupChain.contains(translation.language) }) else {
                fields.log.warning(
                    translation.position,
                    "\(translation.setting.rawValue) in '\(translation.language)' is ignored: the site is not built in that language",
                    hint: "languages are \(listed.joined(separator: ", "))")
                return false
            }
            return true
        }
        for setting in SiteTranslation.Setting.allCases {
            guard let first = all.first(where: { $0.setting == setting }),
                !all.contains(where: { $0.setting == setting && ($0.language.isEmpty || $0.language == listed[0]) })
            else { continue }
            fields.log.warning(
                first.position, "\(setting.rawValue) has no \(listed[0]) text: the \(listed[0]) pages show the default",
                hint: "add \(setting.rawValue): \"…\" in \(listed[0]), the site's first language")
        }
    }
}
