import Foundation

extension SiteData {
    /// The site as the tree of `language` shows it: the records' and pages' text in that language where the data
    /// gives it, the default language's elsewhere, and countries named and ordered in it.
    mutating func localize(to language: LanguageTag, log: inout DiagnosticLog) {
        config.localize(to: language)
        for i in locations.indices {
            locations[i].localize(to: language)
            locations[i].nameHolidays(holidays, in: language)
        }
        for i in notices.indices { notices[i].localize(to: language) }
        let translations = pageTranslations
        for i in pages.indices {
            let slug = pages[i].slug
            for tag in language.lookupChain.reversed() {
                guard let translation = translations.first(where: { $0.slug == slug && $0.language == tag }) else { continue }
                pages[i].translate(translation)
                break
            }
        }
        let names = CountryNames(language)
        guard let first = countries.first else { return }
        guard names.isKnown else {
            log.warning(
                .file(first.position.path), "the system has no country names in \(language); the data's names are shown",
                hint: "Foundation's CLDR data names countries in most languages; this one is not among them")
            return
        }
        for i in countries.indices {
            if let code = countries[i].isoCode, let name = names.name(code) { countries[i].displayName = name }
        }
        countries.sort { names.areInOrder($0.displayName, $1.displayName) }
    }
}

extension Location {
    /// The location's text in `language` where its translations give it; the rest stays the default language's.
    mutating func localize(to language: LanguageTag) {
        guard let text = translations.text(for: language) else { return }
        if !text.name.isEmpty { name = text.name }
        if !text.lines.isEmpty { address.lines = text.lines }
        if !text.notes.isEmpty, hours != nil { hours?.notes = text.notes }
    }

    /// The closed days the site's holidays added, named in `language` where `holidays.yml` gives the name in it.
    mutating func nameHolidays(_ holidays: PublicHolidays, in language: LanguageTag) {
        guard holidays.byCountry[address.country]?.contains(where: { !$0.translations.isEmpty }) ?? false else { return }
        let country = address.country
        func named(_ hours: OpeningHours) -> OpeningHours {
            var hours = hours
            for i in hours.special.indices where hours.special[i].from == hours.special[i].through {
                let entry = hours.special[i]
                if let name = holidays.name(entry.name, on: entry.from, in: country, language: language) { hours.special[i].name = name }
            }
            return hours
        }
        hours = hours.map(named)
        hourSets = hourSets.map { HourSet(name: $0.name, hours: named($0.hours)) }
    }

    /// The language a part is shown in on the tree of `language`, when it is not that language: the default's, for a
    /// part the location's data does not translate; nil when it is shown in the tree's language.
    func fallback(_ part: LocalizedText.Part, in versions: LanguageVersions) -> LanguageTag? {
        guard let defaultLanguage = versions.tags.first, versions.current != defaultLanguage else { return nil }
        let text = translations.text(for: versions.current)
        let translated =
            switch part {
            case .name: !(text?.name.isEmpty ?? true)
            case .street: !(text?.lines.isEmpty ?? true)
            case .city: !(text?.city.isEmpty ?? true)
            case .notes: !(text?.notes.isEmpty ?? true)
            }
        return translated ? nil : defaultLanguage
    }
}

extension ContentPage {
    /// The page in another language: its body, and its title and description where the translation gives them.
    mutating func translate(_ translation: PageTranslation) {
        title = translation.title ?? title
        description = translation.description ?? description
        markdown = translation.markdown
        position = translation.position
        bodyLine = translation.bodyLine
    }
}
