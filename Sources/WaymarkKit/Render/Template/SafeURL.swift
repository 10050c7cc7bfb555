import Foundation

/// A URL a page may link to: one Waymark built from a route, or one from data that passed `init?(data:)`.
struct SafeURL: TemplateValueConvertible, Equatable {
    let text: String

    /// A link Waymark built itself (a route under the base path, or an address it composed).
    init(built text: String) { self.text = text }

    /// A URL from data: http, https, mailto and tel are kept, so are `data:` images of the kinds in `imageTypes`;
    /// `javascript:`, `vbscript:`, other `data:` and anything with spaces, quotes or control characters are refused.
    init?(data: String) {
        let trimmed = data.trimmingCharacters(in: .whitespacesAndNewlines)
        let lower = trimmed.lowercased()
        let allowed =
            ["https://", "http://", "mailto:", "tel:"].contains { lower.hasPrefix($0) }
            || Self.imageTypes.contains { lower.hasPrefix("data:image/\($0);base64,") }
        guard allowed,
            !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == " " || $0 == "\"" || $0 == "<" || $0 == ">" })
        else { return nil }
        text = trimmed
    }

    /// Image types a `data:` URL may carry (no SVG: it can hold scripts).
    static let imageTypes = ["png", "gif", "jpeg", "webp"]

    static var shape: FieldShape { .url }
    var templateValue: TemplateValue { .url(self) }
}
