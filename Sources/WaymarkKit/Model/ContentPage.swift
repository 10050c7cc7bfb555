/// A Markdown page from `Content/pages/`, with its front matter.
public struct ContentPage: Sendable, Hashable {
    var slug: Slug
    public var title: String
    public var description: String
    /// The template to render it with; `page` unless the front matter says otherwise.
    var layout: String
    /// The form the page carries, if any (`contact`).
    var form: String?
    /// Whether raw HTML in the Markdown is kept (front matter `unsafe: true`).
    var allowsHTML: Bool
    /// Weight for ordering in navigation; then by title.
    var weight: Int
    public var markdown: String
    var position: SourcePosition
    /// The line of the file on which the Markdown body starts (after the front matter).
    var bodyLine: Int
    /// Where the front matter names the layout, for an error when there is no template of that name.
    var layoutPosition: SourcePosition?

    public init(
        slug: Slug, title: String, description: String, layout: String, form: String?, allowsHTML: Bool,
        weight: Int, markdown: String, position: SourcePosition, bodyLine: Int = 1, layoutPosition: SourcePosition? = nil
    ) {
        self.slug = slug
        self.title = title
        self.description = description
        self.layout = layout
        self.form = form
        self.allowsHTML = allowsHTML
        self.weight = weight
        self.markdown = markdown
        self.position = position
        self.bodyLine = bodyLine
        self.layoutPosition = layoutPosition
    }
}

/// A page of `Content/pages/` in another language (`help.cy.md` beside `help.md`); what it leaves out, the default's
/// page gives.
struct PageTranslation: Sendable, Hashable {
    var slug: Slug
    var language: String
    var title: String?
    var description: String?
    var markdown: String
    var position: SourcePosition
    var bodyLine: Int
}
