/// A notice from `Content/notices/`: news about some places (a refurbishment, an ATM out of service, changed hours).
struct Notice: Sendable, Hashable {
    /// A place a notice names, with where it names it, for an error when there is no such place.
    struct Named: Sendable, Hashable {
        var value: String
        var position: SourcePosition
    }

    var slug: Slug
    var title: String
    /// The day it was published.
    var date: CalendarDay
    /// The first day it is no longer shown; nil shows it for good.
    var expires: CalendarDay?
    var topics: [Slug]
    var locations: [Named]
    /// City names (or their slugs, `london`), matched as a location's city.
    var cities: [Named]
    /// ISO 3166-1 alpha-2 codes, upper-case.
    var countries: [Named]
    /// Shown on the home page (front matter `all: true`).
    var all: Bool
    var markdown: String
    var position: SourcePosition
    /// The line of the file on which the Markdown body starts.
    var bodyLine: Int
    /// Its title and text in the site's other languages (`title@cy`, `text@cy` in the front matter).
    var translations: [Translation] = []

    /// A title or a text (Markdown) in one language, with where the front matter gives it.
    struct Translation: Sendable, Hashable {
        enum Field: String, Sendable { case title, text }
        var field: Field
        var language: String
        var value: String
        var position: SourcePosition
    }

    /// Whether it is shown on `today`: published by then, and not yet expired.
    func isShown(today: CalendarDay) -> Bool {
        date <= today && (expires.map { today < $0 } ?? true)
    }

    /// Newest first, then by slug, so every page lists its notices in the same order.
    static func newestFirst(_ a: Notice, _ b: Notice) -> Bool {
        a.date != b.date ? b.date < a.date : a.slug.value < b.slug.value
    }
}

extension Notice {
    /// Every field that is shown, as texts, for the pages' cache keys.
    var digestText: [String] {
        [slug.value, title, date.iso, expires?.iso ?? "", markdown, all ? "all" : ""] + topics.map(\.value)
            + [locations, cities, countries].flatMap { ["|"] + $0.map(\.value) }
            + translations.flatMap { [$0.field.rawValue + "@" + $0.language, $0.value] }
    }

    /// The notice as the tree of `language` shows it: its title and text in the most specific language of the
    /// tree's lookup chain that the front matter gives, the default language's otherwise.
    mutating func localize(to language: LanguageTag) {
        guard !translations.isEmpty else { return }
        let chain = Array(language.lookupChain.reversed()), translations = translations
        func text(_ field: Translation.Field) -> String? {
            for tag in chain {
                if let found = translations.first(where: { $0.field == field && $0.language == tag }) { return found.value }
            }
            return nil
        }
        title = text(.title) ?? title
        markdown = text(.text) ?? markdown
    }
}
