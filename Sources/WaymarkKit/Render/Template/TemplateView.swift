/// A view a template reads: a struct that lists its fields once, so every tag is checked when the template loads.
///
/// Lookups go through `fields` by index, bound when the template is compiled: no dictionaries, no `Mirror`, no casts.
protocol TemplateView: TemplateValueConvertible {
    static var fields: [TemplateField<Self>] { get }
    /// The value of the field at `index` of `fields`. A requirement (with the one implementation below) so that each
    /// view type's witness is compiled for that type: called on `any TemplateView`, an extension method alone ran
    /// unspecialised, looking up `TemplateField<Self>`'s metadata at run time on every tag of every page.
    func value(at index: Int) -> TemplateValue
}

extension TemplateView {
    static var shape: FieldShape { .view(Self.self) }
    var templateValue: TemplateValue { .view(self) }

    func value(at index: Int) -> TemplateValue { Self.fields[index].get(self) }

    /// The index and shape of the field called `name`, when the view has one.
    static func field(named name: String) -> (index: Int, shape: FieldShape)? {
        guard let index = fields.firstIndex(where: { $0.name == name }) else { return nil }
        return (index, fields[index].shape)
    }
}

/// What a template gets from a field: printable text of some kind, a yes/no, or views to open as a section.
enum TemplateValue {
    case none
    case flag(Bool)
    case number(Int)
    case text(String)
    case url(SafeURL)
    case html(TrustedHTML)
    /// Text escaped where it was made (`EscapedText`): printed as `text` would print it.
    case escaped(EscapedText)
    case texts([String])
    case view(any TemplateView)
    case list([any TemplateView])
}

/// A field's type as the compiler sees it.
enum FieldShape {
    case flag, number, text, url, html, texts
    case view(any TemplateView.Type)
    case list(any TemplateView.Type)
}

/// One named field of a view type.
struct TemplateField<View>: Sendable {
    let name: String
    let shape: FieldShape
    let get: @Sendable (View) -> TemplateValue

    init<Value: TemplateValueConvertible>(_ name: String, _ get: @escaping @Sendable (View) -> Value) {
        self.name = name
        self.shape = Value.shape
        self.get = { get($0).templateValue }
    }
}

/// A Swift type a view's field may have.
protocol TemplateValueConvertible: Sendable {
    static var shape: FieldShape { get }
    var templateValue: TemplateValue { get }
}

extension String: TemplateValueConvertible {
    static var shape: FieldShape { .text }
    var templateValue: TemplateValue { .text(self) }
}

extension Int: TemplateValueConvertible {
    static var shape: FieldShape { .number }
    var templateValue: TemplateValue { .number(self) }
}

extension Bool: TemplateValueConvertible {
    static var shape: FieldShape { .flag }
    var templateValue: TemplateValue { .flag(self) }
}

extension Optional: TemplateValueConvertible where Wrapped: TemplateValueConvertible {
    static var shape: FieldShape { Wrapped.shape }
    var templateValue: TemplateValue { self?.templateValue ?? .none }
}

extension Array: TemplateValueConvertible where Element: TemplateView {
    static var shape: FieldShape { .list(Element.self) }
    var templateValue: TemplateValue { .list(self) }
}

/// Lines of text a template repeats with `{{#lines}}{{.}}{{/lines}}`.
struct TextList: TemplateValueConvertible {
    var items: [String]
    static var shape: FieldShape { .texts }
    var templateValue: TemplateValue { .texts(items) }
}

/// Markup Waymark generated itself (Markdown, SVG maps, JSON-LD): the only value a template may print with `{{{ }}}`.
struct TrustedHTML: TemplateValueConvertible {
    let text: String

    /// Only Waymark's own renderers create one, from markup they built and escaped.
    init(generated text: String) { self.text = text }

    static var shape: FieldShape { .html }
    var templateValue: TemplateValue { .html(self) }
}

/// Text that many pages print, HTML-escaped once where it is made: a location's "open now" data is in every row that
/// lists the location (its list, kind, facet and city pages, its neighbours' pages), and escaping its quotes again on
/// each was a large part of printing those pages. A field of this type is text to the template compiler, and prints
/// the bytes `Escape.appendHTML` gives for the text; the text itself is not kept.
struct EscapedText: TemplateValueConvertible {
    /// The text through `Escape.appendHTML`.
    let html: [UInt8]

    init(_ text: String) {
        var html: [UInt8] = []
        html.reserveCapacity(text.utf8.count + 64)
        Escape.appendHTML(text, to: &html)
        self.html = html
    }

    static var shape: FieldShape { .text }
    var templateValue: TemplateValue { .escaped(self) }
}

extension FieldShape {
    var name: String {
        switch self {
        case .flag: "a yes/no value"
        case .number: "a number"
        case .text: "text"
        case .url: "a URL"
        case .html: "HTML that Waymark generated"
        case .texts: "a list of text"
        case .view: "a section"
        case .list: "a list"
        }
    }
}
