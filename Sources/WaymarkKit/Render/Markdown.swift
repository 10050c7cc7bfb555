import CCmark

/// CommonMark to HTML through cmark, built in from `Sources/CCmark`.
public enum Markdown {
    /// The version of the cmark built in.
    static var libraryVersion: String { String(cString: cmark_version_string()) }

    /// Renders Markdown. Raw HTML and dangerous URLs (`javascript:`) are dropped unless `allowHTML` is set, and
    /// control characters become spaces, as `Escape.html` writes them.
    public static func html(_ markdown: String, allowHTML: Bool = false) -> String {
        var options = CMARK_OPT_SMART
        if allowHTML { options |= CMARK_OPT_UNSAFE }
        let markdown = Escape.withoutControls(markdown)
        let length = markdown.utf8.count
        guard let rendered = markdown.withCString({ cmark_markdown_to_html($0, length, options) }) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// Puts the site's base path in front of root-relative links (`/locations/` becomes `/sub/locations/`), so
    /// pages written for `/` work on a site served from a sub-path. `//host` links are left alone.
    public static func rebase(_ html: String, basePath: String) -> String {
        guard basePath != "/" else { return html }
        var out = html
        let basePath = Escape.html(basePath)  // valid base paths need no escaping; this keeps it so if that changes
        for attribute in ["href=\"/", "src=\"/"] {
            out = out.replacingOccurrences(of: attribute, with: attribute.dropLast() + basePath)
                .replacingOccurrences(of: attribute.dropLast() + basePath + "/", with: attribute + "/")
        }
        return out
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
