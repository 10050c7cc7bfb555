import Foundation

/// Collects the internal links (`href` and `src` under the site's base path) of every rendered page, then
/// reports each one that points at nothing the site has.
final class LinkCheck: @unchecked Sendable {
    private let basePath: String
    private let lock = NSLock()
    /// Each distinct link target, with the first page (in plan order) that used it.
    private var firstUse: [String: Int] = [:]

    init(basePath: String) {
        self.basePath = basePath
    }

    /// The path prefix of the site's links for a configuration ("/" or "/sub/").
    static func basePath(_ config: SiteConfig) -> String { SiteContext(config: config, contentPages: []).basePath }

    /// Notes the internal links of page number `page`.
    func collect(_ html: String, page: Int) {
        let links = Self.internalLinks(in: html, basePath: basePath)
        guard !links.isEmpty else { return }
        lock.withLock {
            for link in links where (firstUse[link].map { page < $0 } ?? true) { firstUse[link] = page }
        }
    }

    /// Every collected link whose target the output does not have, with the page that used it first.
    func broken(in output: OutputWriter) -> [(link: String, page: Int)] {
        lock.withLock { firstUse }
            .filter { !Self.resolves($0.key, basePath: basePath, in: output) }
            .map { (link: $0.key, page: $0.value) }
            .sorted { ($0.page, $0.link) < ($1.page, $1.link) }
    }

    /// `/x/` is `x/index.html`; `/x` is a file, or a folder the server redirects to `/x/`.
    static func resolves(_ link: String, basePath: String, in output: OutputWriter) -> Bool {
        let relative = String(link.dropFirst(basePath.count))
        if relative.isEmpty { return output.contains("index.html") }
        if relative.hasSuffix("/") { return output.contains(relative + "index.html") }
        return output.contains(relative) || output.contains(relative + "/index.html")
    }

    /// The values of `href="…"` and `src="…"` that start with the base path (not `//host`), without query or fragment.
    static func internalLinks(in html: String, basePath: String) -> Set<String> {
        var html = html
        return html.withUTF8 { internalLinks(in: $0, basePath: Array(basePath.utf8)) }
    }

    /// Scans the page's own UTF-8 bytes in place: every page of the build passes through here.
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
    private static func unescape(_ link: String) -> String {
        let text = link.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&quot;", with: "\"")
        return text.removingPercentEncoding ?? text
    }
}
