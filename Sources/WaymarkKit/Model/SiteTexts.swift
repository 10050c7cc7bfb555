/// The settings of `site.yml` a site may write in each of its languages (`title@cy`, or `title: {en: …, cy: …}`).
struct SiteTranslation: Sendable, Hashable {
    enum Setting: String, CaseIterable, Sendable {
        case title, description, attribution
        case geocodeAttribution = "geocode_attribution"
    }

    let setting: Setting
    /// The language tag in BCP 47's customary case (`cy`, `cy-GB`).
    let language: String
    let text: String
    /// Where the text is, to warn of a language the site does not build.
    let position: SourcePosition
}

extension SiteConfig {
    /// The settings as the tree of `language` shows them: for each, the most specific translation along the tree's
    /// lookup chain (`cy-GB`, then `cy`), else the default language's.
    mutating func localize(to language: LanguageTag) {
        for setting in SiteTranslation.Setting.allCases {
            for tag in language.lookupChain.reversed() {
                guard let translation = translations.first(where: { $0.setting == setting && $0.language == tag }) else {
                    continue
                }
                set(setting, translation.text)
                break
            }
        }
    }

    mutating func set(_ setting: SiteTranslation.Setting, _ text: String) {
        switch setting {
        case .title: title = text
        case .description: description = text
        case .attribution: attribution = text
        case .geocodeAttribution: geocodeAttribution = text
        }
    }
}
