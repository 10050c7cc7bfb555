import Foundation

/// Checks the site's internal links without reading a rendered page.
///
/// Links that views hold are built from the plan's routes, so they exist by construction; what is left to check
/// is what people wrote: the links in templates' text (found when they compile) and in Markdown pages (from their
/// syntax tree), each against the plan's pages and the files of the output.
struct LinkCheck {
    /// Where a link was written.
    enum Source: Equatable {
        case template(String)
        case markdown(Int)
    }

    struct Use {
        let link: String
        let page: Int
        let source: Source
    }

    let basePath: String

    /// Every distinct internal link with the first page (in plan order) that shows it.
    func uses(plan: SitePlan, renderer: PageRenderer) -> [Use] {
        var firstUse: [String: Use] = [:]
        func note(_ link: String, _ page: Int, _ source: Source) {
            if firstUse[link] == nil { firstUse[link] = Use(link: link, page: page, source: source) }
        }
        var seenTemplates: Set<String> = []
        for (index, page) in plan.pages.enumerated() {
            if case .content(let i) = page.kind {
                let content = plan.contentPages[i]
                for url in Markdown.links(content.markdown, allowHTML: content.allowsHTML) where Self.isRootRelative(url) {
                    note(Self.unescape(basePath + url.dropFirst()), index, .markdown(i))
                }
            }
            let key = renderer.templateKey(page)
            guard seenTemplates.insert(key).inserted, let template = renderer.template(page) else { continue }
            for link in template.links { link.link(basePath: basePath).map { note($0, index, .template(link.template)) } }
        }
        return firstUse.values.sorted { ($0.page, $0.link) < ($1.page, $1.link) }
    }

    /// The uses whose target is neither a planned page nor a file of the output.
    func broken(_ uses: [Use], plan: SitePlan, in output: OutputWriter) -> [Use] {
        // The output has every page a build wrote or kept, and a dry run counts the pages it does not render; so the
        // set of all page paths, as large as the plan's routes, is made only for what the output lacks: the pages of the
        // other shards, or a page whose template is missing (reported on its own).
        let missing = uses.filter { use in !Self.resolves(use.link, basePath: basePath, exists: output.contains) }
        guard !missing.isEmpty else { return [] }
        let pages = Set(plan.pages.map(\.route.outputPath))
        return missing.filter { use in !Self.resolves(use.link, basePath: basePath) { pages.contains($0) || output.contains($0) } }
    }

    /// `/x/` is `x/index.html`; `/x` is a file, or a folder the server redirects to `/x/`.
    static func resolves(_ link: String, basePath: String, exists: (String) -> Bool) -> Bool {
        let relative = String(link.dropFirst(basePath.count))
        if relative.isEmpty { return exists("index.html") }
        if relative.hasSuffix("/") { return exists(relative + "index.html") }
        return exists(relative) || exists(relative + "/index.html")
    }

    /// A link Markdown's `rebase` puts under the base path: "/x", not "//host".
    static func isRootRelative(_ url: String) -> Bool { url.hasPrefix("/") && !url.hasPrefix("//") }

    /// The values of `href="…"` and `src="…"` that start with the base path (not `//host`), without query or fragment,
    /// in HTML that people wrote (a template's text, a Markdown page's raw HTML).
    static func internalLinks(in html: String, basePath: String) -> Set<String> {
        var html = html
        return html.withUTF8 { internalLinks(in: $0, basePath: Array(basePath.utf8)) }
    }

    private static func internalLinks(in bytes: UnsafeBufferPointer<UInt8>, basePath base: [UInt8]) -> Set<String> {
        var links: Set<String> = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "=") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\""),
                isAttribute(bytes, endingBefore: i)
            else {
                i += 1
                continue
            }
            let start = i + 2
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\"") { end += 1 }
            i = end
            let value = bytes[start..<end]
            guard value.starts(with: base), !value.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) else { continue }
            let cut = value.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? value.endIndex
            links.insert(unescape(String(decoding: value[value.startIndex..<cut], as: UTF8.self)))
        }
        return links
    }

    private static let attributeNames = [Array("href".utf8), Array("src".utf8)]

    private static func isAttribute(_ bytes: UnsafeBufferPointer<UInt8>, endingBefore index: Int) -> Bool {
        attributeNames.contains { name in
            let start = index - name.count
            return start > 0 && bytes[start..<index].elementsEqual(name) && bytes[start - 1] == UInt8(ascii: " ")
        }
    }

    /// Undoes the HTML escaping of an attribute value and its percent-encoding, to compare with file names.
    static func unescape(_ link: String) -> String {
        let cut = link.prefix { $0 != "#" && $0 != "?" }
        let text = cut.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&quot;", with: "\"")
        return text.removingPercentEncoding ?? text
    }
}
