/// `site.words`, which held each kind of page's script words before a tree had its words script (`WordsScript`):
/// kept so that a site's templates copied from an earlier theme still compile. Every set is empty, so
/// `{{#site.words.list}}…{{/site.words.list}}` renders nothing, and the page's `site.assets.wordsJS` brings the words.
struct RetiredScriptWords: TemplateView {
    static let fields: [TemplateField<Self>] = ["list", "location", "hours", "places", "countries", "contact"].map { name in
        .init(name) { _ -> TrustedHTML? in nil }
    }
}
