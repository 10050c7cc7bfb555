import Foundation

extension Words {
    /// The theme's words in the language a build is for, resolved against the site's default language.
    static func load(for config: SiteConfig, theme: Theme, paths: SitePaths, log: inout DiagnosticLog) -> Words {
        let current = LanguageTag(config.language) ?? LanguageTag("en")!
        let listed = config.languages.compactMap(LanguageTag.init)
        let languages = listed.isEmpty ? [current] : Array(listed.prefix { $0 != current }) + [current]
        warnAboutUnlisted(listed.isEmpty ? [current] : listed, paths: paths, log: &log)
        return load(languages, theme: theme, paths: paths, log: &log).last!
    }

    /// The theme's words in each of the site's languages, the first the default: the theme's catalogue
    /// (`Templates/i18n/<tag>.yml`, the site's own copy first), then the site's `Content/i18n/<tag>.yml` key by key.
    static func load(_ languages: [LanguageTag], theme: Theme, paths: SitePaths, log: inout DiagnosticLog) -> [Words] {
        let english = LanguageTag("en")!
        // A default language other than English falls back to the theme's English, which has every key; a translation
        // may use a placeholder the default's string does without, as long as the theme's English offers it.
        let themeEnglish = Words.resolve(
            catalogues(english, theme: theme, paths: paths, site: false, log: &log), over: nil, language: english, log: &log)
        let source = languages.first == english ? nil : themeEnglish
        var resolved: [Words] = []
        for language in languages {
            let layers = catalogues(language, theme: theme, paths: paths, site: true, log: &log)
            let fallback = resolved.first ?? source
            if layers.isEmpty, let fallback {
                log.warning(
                    .file(paths.display(paths.content.appendingPathComponent("site.yml"))),
                    "no catalogue for '\(language)': the theme shows its \(fallback.language) words",
                    hint: "translate the theme's Templates/i18n/en.yml into Content/i18n/\(language).yml")
                resolved.append(Words(language: language, entries: fallback.entries))
                continue
            }
            resolved.append(Words.resolve(layers, over: fallback, theme: themeEnglish, language: language, log: &log))
        }
        return resolved
    }

    /// The theme's catalogue for a language and, when `site`, the site's overrides: those that exist, in that order.
    private static func catalogues(
        _ language: LanguageTag, theme: Theme, paths: SitePaths, site: Bool, log: inout DiagnosticLog
    ) -> [Catalogue] {
        var found: [(path: String, text: String)] = []
        // `en-US` reads `en.yml`, then `en-US.yml` over it: a region needs only the words it says differently.
        for tag in language.lookupChain {
            let name = "i18n/\(tag).yml"
            if let folder = paths.templates, let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) {
                found.append((paths.display(folder.appendingPathComponent(name)), text))
            } else if let bytes = theme.bytes("Templates/" + name) {
                found.append((theme.display("Templates/" + name), String(decoding: bytes, as: UTF8.self)))
            }
            let own = paths.content.appendingPathComponent(name)
            if site, let text = try? String(contentsOf: own, encoding: .utf8) { found.append((paths.display(own), text)) }
        }
        return found.map { Catalogue.read($0.text, path: $0.path, language: language, log: &log) }
    }

    /// A file in `Content/i18n/` whose name is no language tag, or a language no listed language falls back to.
    private static func warnAboutUnlisted(_ languages: [LanguageTag], paths: SitePaths, log: inout DiagnosticLog) {
        let folder = paths.content.appendingPathComponent("i18n")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".yml") {
            let display = paths.display(folder.appendingPathComponent(name))
            guard let tag = LanguageTag(String(name.dropLast(4))) else {
                log.error(
                    SourcePosition(path: display, line: 1, column: 1), "'\(name.dropLast(4))' is not a language tag",
                    hint: "name a catalogue by its BCP 47 tag, as in cy.yml or pt-BR.yml")
                continue
            }
            if !languages.contains(where: { $0.lookupChain.contains(tag.description) }) {
                log.warning(.file(display), "the site does not list '\(tag)' in site.yml, so this catalogue is not used")
            }
        }
    }
}

extension Words {
    /// The theme's English words, which every other language falls back to.
    static let english: Words = {
        var log = DiagnosticLog()
        let language = LanguageTag("en")!
        let path = "Templates/i18n/en.yml"
        let text = Theme.embedded.bytes(path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let catalogue = Catalogue.read(text, path: Theme.embedded.display(path), language: language, log: &log)
        return Words(language: language, entries: catalogue.entries)
    }()
}
