/// A growing UTF-8 buffer for markup: one allocation per map instead of one string per line.
struct Markup {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 8192) {
        bytes.reserveCapacity(capacity)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends trusted markup.
    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends markup written apart.
    mutating func add(_ other: Markup) { bytes += other.bytes }

    /// Appends trusted markup and a line break.
    mutating func line(_ text: String) {
        add(text)
        bytes.append(0x0A)
    }

    /// Appends text from data, escaped for HTML/SVG text and quoted attribute values (`Escape.appendHTML`, with
    /// line breaks as spaces).
    mutating func escaped(_ text: String) { Escape.appendHTML(text, to: &bytes, xml: .svgText) }
}

/// Escaping for strings from data placed in HTML or SVG text and attribute values (see `Markup.escaped`).
enum MarkupEscaping {
    static func text(_ value: String) -> String {
        var markup = Markup(capacity: value.utf8.count + 16)
        markup.escaped(value)
        return markup.string
    }

    static func attribute(_ value: String) -> String { text(value) }
}
