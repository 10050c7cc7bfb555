import Foundation

extension Pipeline {
    static let noAddressMessage =
        "no absolute base_url, so sitemap.xml is not written and robots.txt names no sitemap (crawlers take only absolute URLs)"

    /// `waymark check` says when the site does not know its own address: without it the build leaves out the sitemap.
    func warnWithoutAddress(_ config: SiteConfig, paths: SitePaths, log: inout DiagnosticLog) {
        guard !BaseURLRule.isAbsolute(config.baseURL) else { return }
        let file = paths.display(paths.content.appendingPathComponent("site.yml"))
        log.warning(
            SourcePosition(path: file, line: 1, column: 1), Self.noAddressMessage,
            hint: "set the address the site is published at, e.g. base_url: https://example.com/ in site.yml (or --base-url)")
    }
}
