import CCmark

extension Markdown {
    /// The destinations of a Markdown page's links and images, read from its syntax tree (and from its raw HTML's
    /// `href`/`src` when the page allows HTML), as written.
    static func links(_ markdown: String, allowHTML: Bool) -> [String] {
        let length = markdown.utf8.count
        guard let document = markdown.withCString({ cmark_parse_document($0, length, CMARK_OPT_SMART) }) else { return [] }
        defer { cmark_node_free(document) }
        guard let iterator = cmark_iter_new(document) else { return [] }
        defer { cmark_iter_free(iterator) }
        var links: [String] = []
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                if let url = cmark_node_get_url(node) { links.append(String(cString: url)) }
            case CMARK_NODE_HTML_BLOCK where allowHTML, CMARK_NODE_HTML_INLINE where allowHTML:
                if let literal = cmark_node_get_literal(node) {
                    links += LinkCheck.internalLinks(in: String(cString: literal), basePath: "/").sorted()
                }
            default:
                continue
            }
        }
        return links
    }
}
