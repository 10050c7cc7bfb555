/// Finds the 1-based line and column of every start tag of an XML document, in document order.
///
/// Foundation's XMLParser reports where libxml2 happens to be when it calls back (after the tag,
/// counted in bytes or characters depending on the callback), so the exact start of each element
/// is found here instead, by a single linear pass that skips comments, CDATA, processing
/// instructions, the DOCTYPE and quoted attribute values. The n-th start tag here is the n-th
/// `didStartElement` of XMLParser.
enum XMLTagScanner {
    static func startTags(_ bytes: [UInt8]) -> [(line: Int, column: Int)] {
        var cursor = Cursor(bytes: bytes)
        var tags: [(line: Int, column: Int)] = []
        while let byte = cursor.peek() {
            guard byte == UInt8(ascii: "<") else { cursor.advance(); continue }
            if cursor.lookingAt("<!--") {
                cursor.skip(past: "-->")
            } else if cursor.lookingAt("<![CDATA[") {
                cursor.skip(past: "]]>")
            } else if cursor.lookingAt("<?") {
                cursor.skip(past: "?>")
            } else if cursor.lookingAt("<!") {
                cursor.skipDeclaration()
            } else {
                if !cursor.lookingAt("</") { tags.append((cursor.line, cursor.column)) }
                cursor.skipTag()
            }
        }
        return tags
    }

    /// The first `<!ENTITY name` declaration outside comments: XMLParser drops references to such entities from
    /// the text (`&e;nce` gives `nce`) instead of expanding them, so a plist that declares one is refused.
    static func firstEntityDeclaration(_ bytes: [UInt8]) -> (line: Int, column: Int, name: String)? {
        var cursor = Cursor(bytes: bytes)
        while cursor.peek() != nil {
            if cursor.lookingAt("<!--") {
                cursor.skip(past: "-->")
            } else if cursor.lookingAt("<!ENTITY") {
                let (line, column) = (cursor.line, cursor.column)
                let name = bytes[(cursor.offset + 8)...].drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x25 }
                    .prefix { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != UInt8(ascii: ">") }
                return (line, column, String(decoding: name, as: UTF8.self))
            } else {
                cursor.advance()
            }
        }
        return nil
    }

    /// The first processing instruction other than the XML declaration: XMLParser crashes on one without data
    /// (`<?name?>`), and a plist has no use for any.
    static func firstProcessingInstruction(_ bytes: [UInt8]) -> (line: Int, column: Int, name: String)? {
        var cursor = Cursor(bytes: bytes)
        let declarationAt = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while cursor.peek() != nil {
            if cursor.lookingAt("<!--") {
                cursor.skip(past: "-->")
            } else if cursor.lookingAt("<![CDATA[") {
                cursor.skip(past: "]]>")
            } else if cursor.lookingAt("<?") {
                let name = bytes[(cursor.offset + 2)...].prefix { !" \t\r\n?".utf8.contains($0) }
                if cursor.offset != declarationAt || !name.elementsEqual("xml".utf8) {
                    return (cursor.line, cursor.column, String(decoding: name, as: UTF8.self))
                }
                cursor.skip(past: "?>")
            } else {
                cursor.advance()
            }
        }
        return nil
    }

    /// Where a file that is not UTF-8 says so (its XML declaration's `encoding`, or UTF-16's or EBCDIC's first bytes),
    /// with what it says: libxml2 converts such a file, and XMLParser crashes when stopped while a conversion fails.
    static func foreignEncoding(_ bytes: [UInt8]) -> (line: Int, column: Int, name: String)? {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.prefix(2).contains(0)
            || bytes.starts(with: [0x4C, 0x6F, 0xA7, 0x94])
        {
            return (1, 1, bytes.starts(with: [0x4C, 0x6F]) ? "EBCDIC" : "UTF-16")
        }
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        let declaration = String(decoding: bytes.prefix { $0 != UInt8(ascii: ">") }, as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return nil }
        let value = declaration[key.upperBound...].drop { " \t\r\n=\"'".contains($0) }
        let name = value.prefix { !" \t\r\n\"'?".contains($0) }
        guard !name.isEmpty, !["utf-8", "utf8"].contains(name.lowercased()) else { return nil }
        let before = declaration[..<value.startIndex]
        let line = before.count { $0 == "\n" } + 1
        return (line, before.split(separator: "\n", omittingEmptySubsequences: false).last!.count + 1, String(name))
    }

    private struct Cursor {
        let bytes: [UInt8]
        var offset = 0
        var line = 1
        var column = 1

        func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        func lookingAt(_ text: String) -> Bool {
            let pattern = Array(text.utf8)
            return offset + pattern.count <= bytes.count && bytes[offset..<offset + pattern.count].elementsEqual(pattern)
        }

        /// Moves one byte on; columns count characters, so UTF-8 continuation bytes do not add one.
        mutating func advance() {
            let byte = bytes[offset]
            offset += 1
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }

        mutating func skip(past text: String) {
            while peek() != nil, !lookingAt(text) { advance() }
            for _ in text.utf8 where peek() != nil { advance() }
        }

        /// Skips a start or end tag up to its `>`, ignoring any `>` inside quoted attribute values.
        mutating func skipTag() {
            var quote: UInt8?
            while let byte = peek() {
                advance()
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    return
                }
            }
        }

        /// Skips `<!DOCTYPE …>` including an internal subset in `[…]`.
        mutating func skipDeclaration() {
            var quote: UInt8?
            var depth = 0
            while let byte = peek() {
                advance()
                if let open = quote {
                    if byte == open { quote = nil }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
                case UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "]"): depth = max(0, depth - 1)
                case UInt8(ascii: ">") where depth == 0: return
                default: break
                }
            }
        }
    }
}
