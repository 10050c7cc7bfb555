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

    /// Appends trusted markup and a line break.
    mutating func line(_ text: String) {
        add(text)
        bytes.append(0x0A)
    }

    /// Appends text from data, escaped for HTML/SVG text and quoted attribute values.
    ///
    /// Control characters XML forbids (C0 and C1 controls, U+FFFE, U+FFFF) and line breaks become spaces.
    mutating func escaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                switch byte {
                case 0x26: bytes += Self.amp
                case 0x3C: bytes += Self.lt
                case 0x3E: bytes += Self.gt
                case 0x22: bytes += Self.quot
                case 0x27: bytes += Self.apos
                case 0x00..<0x20, 0x7F: bytes.append(0x20)
                case 0xC2 where index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1]):
                    bytes.append(0x20)
                    index += 1
                case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && (utf8[index + 2] == 0xBE || utf8[index + 2] == 0xBF):
                    bytes.append(0x20)
                    index += 2
                default: bytes.append(byte)
                }
                index += 1
            }
        }
    }

    private static let amp = Array("&amp;".utf8), lt = Array("&lt;".utf8), gt = Array("&gt;".utf8)
    private static let quot = Array("&quot;".utf8), apos = Array("&#39;".utf8)
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
