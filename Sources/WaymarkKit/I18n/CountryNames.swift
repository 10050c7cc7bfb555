import Foundation

/// Country names in a language, from the CLDR data Foundation carries, for the trees of a site's other languages.
struct CountryNames: Sendable {
    let language: LanguageTag
    private let locale: Locale
    /// What Foundation calls a code it does not know ("Unknown Region", "Rhanbarth Anhysbys").
    private let unknown: String?

    init(_ language: LanguageTag) {
        self.language = language
        locale = Locale(identifier: language.description)
        unknown = locale.localizedString(forRegionCode: "ZZ")
    }

    /// The name of an ISO 3166-1 alpha-2 code ("GB" is "Y Deyrnas Unedig" in Welsh); nil for a code Foundation
    /// does not know, which it answers with the code itself or its name for an unknown region.
    func name(_ code: String) -> String? {
        guard code.count == 2, let name = locale.localizedString(forRegionCode: code), !name.isEmpty, name != code,
            name != unknown
        else { return nil }
        return name
    }

    /// Whether Foundation has the language's names at all: a language it lacks answers in English, or not at all.
    var isKnown: Bool {
        guard language.language != "en" else { return true }
        return name("DE").map { $0 != "Germany" } ?? false
    }

    /// Orders names by the language's collation, the names' code points between names it finds equal, so the order
    /// is the same on every run.
    func areInOrder(_ a: String, _ b: String) -> Bool {
        switch a.compare(b, options: [], range: nil, locale: locale) {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
        }
    }
}
