/// The language of a piece of text that is not the page's (a record's name the data gives only in the default
/// language), for its element's `lang` and, when the two read in different directions, `dir`.
struct TextLanguage: TemplateView {
    let lang: String
    var dir: String?

    /// The marks for text in `language` on a page in `page`'s language.
    init(_ language: LanguageTag, on page: LanguageTag) {
        lang = language.description
        if language.isRightToLeft != page.isRightToLeft { dir = language.isRightToLeft ? "rtl" : "ltr" }
    }

    static let fields: [TemplateField<Self>] = [.init("lang") { $0.lang }, .init("dir") { $0.dir }]
}

/// A line of text with its language when that is not the page's (a street the data gives only in the default one).
struct MarkedLine: TemplateView {
    let text: String
    var language: TextLanguage?

    static let fields: [TemplateField<Self>] = [.init("text") { $0.text }, .init("language") { $0.language }]
}
