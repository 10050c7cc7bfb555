import Foundation

/// Escaping for each place a string from data can land in a page.
enum Escape {
    /// HTML text and double- or single-quoted attribute values (also valid in SVG/XML). Control characters (C0 but
    /// tab and line breaks, DEL, C1) become spaces: they are not text, HTML parsers report them as errors, and a NUL
    /// or ESC from a feed would otherwise reach the page as a byte.
    static func html(_ text: String) -> String {
        guard needsEscaping(text.utf8) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        appendHTML(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Text and attribute values of an XML document (an Atom feed, a sitemap): `html`, and U+FFFE and U+FFFF, which
    /// XML forbids and a feed reader refuses the whole document for, become spaces. Line breaks and tabs stay.
    static func xml(_ text: String) -> String {
        guard text.utf8.contains(0xEF) else { return html(text) }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        appendHTML(text, to: &out, xml: .document)
        return String(decoding: out, as: UTF8.self)
    }

    /// What XML forbids besides what HTML does: nothing (HTML), the noncharacters U+FFFE and U+FFFF (an XML
    /// document), or those and line breaks and tabs too (a map's SVG text, where a break would show as a gap).
    enum XMLRules {
        case none, document, svgText
        /// A catalogue's word in a template: an apostrophe stays, as the theme quotes its attributes with `"`.
        case themeWords
    }

    /// Whether any byte is one `appendHTML` replaces: a C1 control is `0xC2` then `0x80`–`0x9F`, so a `·` or `£`
    /// (`0xC2` then a higher byte), common in pages, is returned as it is without a copy.
    private static func needsEscaping(_ bytes: String.UTF8View) -> Bool {
        var afterC2 = false
        for byte in bytes {
            if replacement(byte) != nil || (afterC2 && byte <= 0x9F && byte >= 0x80) { return true }
            afterC2 = byte == 0xC2
        }
        return false
    }

    /// Appends `text` HTML-escaped (`& < > " '`, control characters as spaces), byte by byte: the one HTML
    /// escaper, used by every template and every map, so every string from data is cleaned here whichever reader it
    /// came from. `xml` says what else becomes a space.
    static func appendHTML(_ text: String, to out: inout [UInt8], xml: XMLRules = .none) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { appendHTML($0, to: &out, xml: xml) }
        if done == nil { appendHTML(Array(text.utf8), to: &out, xml: xml) }
    }

    private static func appendHTML(_ bytes: some RandomAccessCollection<UInt8>, to out: inout [UInt8], xml: XMLRules) {
        var runStart = bytes.startIndex
        var index = bytes.startIndex
        while index != bytes.endIndex {
            // Most bytes are plain text: skipped at once, without working out a replacement.
            if isPlain(bytes[index], xml: xml) {
                index = bytes.index(after: index)
                continue
            }
            var next = bytes.index(after: index)
            var replaced = replacement(bytes[index], xml: xml == .svgText, apostrophe: xml != .themeWords)
            // A C1 control is two bytes in UTF-8: 0xC2 then 0x80 to 0x9F.
            if bytes[index] == 0xC2, next != bytes.endIndex, (0x80...0x9F).contains(bytes[next]) {
                replaced = " "
                next = bytes.index(after: next)
            } else if xml != .none, bytes[index] == 0xEF, let third = noncharacterEnd(bytes, after: next) {
                replaced = " "
                next = third
            }
            if let replaced {
                out.append(contentsOf: bytes[runStart..<index])
                replaced.withUTF8Buffer { out.append(contentsOf: $0) }
                runStart = next
            }
            index = next
        }
        out.append(contentsOf: bytes[runStart..<bytes.endIndex])
    }

    /// A byte `appendHTML` copies whatever follows it: printable ASCII but `& < > " '`, and any byte of a multi-byte
    /// character but 0xC2 (which may start a C1 control) and, in XML, 0xEF (which may start U+FFFE or U+FFFF).
    @inline(__always) private static func isPlain(_ byte: UInt8, xml: XMLRules) -> Bool {
        switch byte {
        case 0x20, 0x21, 0x23...0x25, 0x28...0x3B, 0x3D, 0x3F...0x7E: true
        case 0xC2: false
        case 0xEF: xml == .none
        case 0x80...0xFF: true
        default: false
        }
    }

    /// After a 0xEF at `second`'s byte before: the index past U+FFFE or U+FFFF (0xEF 0xBF 0xBE or 0xBF), if it is one.
    private static func noncharacterEnd<C: RandomAccessCollection<UInt8>>(_ bytes: C, after second: C.Index) -> C.Index? {
        guard second != bytes.endIndex, bytes[second] == 0xBF else { return nil }
        let third = bytes.index(after: second)
        guard third != bytes.endIndex, bytes[third] == 0xBE || bytes[third] == 0xBF else { return nil }
        return bytes.index(after: third)
    }

    @inline(__always) private static func replacement(_ byte: UInt8, xml: Bool = false, apostrophe: Bool = true) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): apostrophe ? "&#39;" : nil
        case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F: " "
        case 0x09, 0x0A, 0x0D: xml ? " " : nil
        default: nil
        }
    }

    /// `text` with the control characters `html` turns into spaces turned into spaces, for text that becomes HTML
    /// another way (Markdown, which cmark escapes but leaves ESC and BEL in).
    static func withoutControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? " " : $0 }))
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// A JSON string literal that is also safe inside `<script>` (no `</script>`, no `<!--`, no U+2028/2029).
    static func jsonString(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 2)
        appendJSONString(text, to: &out)
        return out
    }

    /// `jsonString(text)` appended to `out`, for writers that build one long text.
    static func appendJSONString(_ text: String, to out: inout String) {
        out += "\""
        defer { out += "\"" }
        // Most text has nothing to escape: no quote, backslash, control character, `<`, `>` or `&`, and no
        // U+2028 or U+2029 (whose UTF-8 starts with 0xE2, so any 0xE2 takes the careful way).
        // Looked for in the string's own bytes where it has them (native strings do): the UTF-8 view's iterator was
        // a tenth of writing the GeoJSON.
        let escapes = { (byte: UInt8) in
            byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0x3E || byte == 0x26 || byte == 0xE2
        }
        let clean = text.utf8.withContiguousStorageIfAvailable { !$0.contains(where: escapes) } ?? !text.utf8.contains(where: escapes)
        if clean {
            out += text
            return
        }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 { appendJSONEscaped(byte, to: &escaped) }
        out += String(decoding: escaped, as: UTF8.self)
    }

    /// Appends one byte of a JSON string's UTF-8, escaped: quote, backslash, control characters, `< > &`, and the last
    /// byte of U+2028 or U+2029 (0xE2 0x80 0xA8 or 0xA9), which turns the two bytes appended before it into the escape
    /// (0xE2 is only ever a lead byte, and escapes are ASCII, so those two bytes are the character's own).
    private static func appendJSONEscaped(_ byte: UInt8, to out: inout [UInt8]) {
        let escape: StaticString? =
            switch byte {
            case 0x22: "\\\""
            case 0x5C: "\\\\"
            case 0x0A: "\\n"
            case 0x0D: "\\r"
            case 0x09: "\\t"
            case 0x3C: "\\u003c"
            case 0x3E: "\\u003e"
            case 0x26: "\\u0026"
            default: nil
            }
        if let escape {
            escape.withUTF8Buffer { out.append(contentsOf: $0) }
        } else if byte < 0x20 {
            let hex = Array("0123456789abcdef".utf8)
            out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
        } else if byte == 0xA8 || byte == 0xA9, out.count >= 2, out[out.count - 2] == 0xE2, out[out.count - 1] == 0x80 {
            out.removeLast(2)
            out += Array((byte == 0xA8 ? "\\u2028" : "\\u2029").utf8)
        } else {
            out.append(byte)
        }
    }

    /// A URL from data for an `href`: only http, https, mailto and tel are kept; anything else (`javascript:`…) is refused.
    static func safeURL(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let lower = trimmed.lowercased()
        guard ["https://", "http://", "mailto:", "tel:"].contains(where: { lower.hasPrefix($0) }),
            !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == " " || $0 == "\"" || $0 == "<" || $0 == ">" })
        else { return nil }
        return trimmed
    }

    /// Percent-encodes a query-string value (RFC 3986 unreserved characters are kept).
    static func queryValue(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
