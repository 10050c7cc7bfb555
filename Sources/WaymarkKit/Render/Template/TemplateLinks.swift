/// An internal link written in a template's own text: `href="/x/"`, or `href="{{site.base}}x/"`.
struct TemplateLink: Sendable, Hashable {
    /// The template file whose text has the link.
    let template: String
    /// The link as written: an absolute path ("/x/"), or the part after `{{site.base}}` ("x/").
    let value: String
    let afterBase: Bool

    /// The link on a site whose links start with `basePath`; nil when it is not internal.
    func link(basePath: String) -> String? {
        if afterBase { return basePath + value }
        return value.hasPrefix(basePath) && !value.hasPrefix("//") ? value : nil
    }
}

extension TemplateCompiler {
    /// The links a body's text writes: found once when the template compiles, never by reading rendered pages.
    func links(in nodes: [Node], template: String) -> [TemplateLink] {
        var links: [TemplateLink] = []
        for (i, node) in nodes.enumerated() {
            switch node {
            case .text(let text):
                links += LinkCheck.internalLinks(in: text, basePath: "/").map {
                    TemplateLink(template: template, value: $0, afterBase: false)
                }
            case .variable(let tag, true) where Self.baseTags.contains(tag.name):
                guard i > 0, i + 1 < nodes.count, case .text(let before) = nodes[i - 1], case .text(let after) = nodes[i + 1],
                    before.hasSuffix(" href=\"") || before.hasSuffix(" src=\""),
                    let end = after.firstIndex(of: "\"")
                else { continue }
                let value = after[..<end].prefix { $0 != "?" && $0 != "#" }
                links.append(TemplateLink(template: template, value: LinkCheck.unescape(String(value)), afterBase: true))
            default:
                continue
            }
        }
        return links
    }

    /// Tags that print the site's base path.
    static let baseTags: Set<String> = ["site.base", "site.home"]
}
