/// What a base URL may be: an absolute http(s) URL or a path from the server root, made only of characters that
/// need no escaping in a URL, an HTML attribute or a Markdown link (so a branch name with `"<>` cannot become markup).
enum BaseURLRule {
    /// Why `text` cannot be a base URL, or nil when it can.
    static func problem(_ text: String) -> String? {
        let lower = text.lowercased()
        let scheme = ["https://", "http://"].first { lower.hasPrefix($0) }
        if let scheme {
            let host = text.dropFirst(scheme.count).prefix { $0 != "/" }
            guard !host.isEmpty else { return "\"\(text)\" has no host name after \(scheme)" }
        } else if !text.hasPrefix("/") || text.hasPrefix("//") {
            return "\"\(text)\" must be an absolute http(s) URL or a path starting with /"
        }
        if let bad = text.unicodeScalars.first(where: { !allowed($0) }) {
            return "\"\(text)\" contains \(describe(bad)), which a base URL may not contain"
        }
        return nil
    }

    /// Whether a valid base URL names the site's address (http or https), not just a path.
    static func isAbsolute(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://")
    }

    /// The URL with a trailing slash.
    static func normalized(_ text: String) -> String { text.hasSuffix("/") ? text : text + "/" }

    /// RFC 3986 unreserved and path characters, without the quote and `&`, which would need escaping in HTML.
    private static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9": true
        case "-", ".", "_", "~", "/", ":", "%", "@", "!", "$", "(", ")", "*", "+", ",", ";", "=": true
        default: false
        }
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        scalar.value < 0x21 || scalar.value == 0x7F || scalar.value > 0x7E
            ? "the character U+\(String(scalar.value, radix: 16, uppercase: true))" : "'\(Character(scalar))'"
    }
}
