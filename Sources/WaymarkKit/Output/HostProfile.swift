/// A static host the site is published to, with the limits that make a deploy fail.
public enum HostProfile: String, CaseIterable, Sendable, Hashable {
    case githubPages = "github-pages"
    case cloudflarePages = "cloudflare-pages"
    case cloudflarePagesFree = "cloudflare-pages-free"
    case netlify
    case vercel
    case gitlabPages = "gitlab-pages"
    case s3

    /// What one deploy may hold; nil where the host sets no limit that a site reaches.
    public struct Limits: Sendable, Equatable {
        public var files: Int?
        var fileBytes: Int?
        var totalBytes: Int?
        var folderEntries: Int?
    }

    public var limits: Limits {
        switch self {
        case .githubPages: Limits(files: nil, fileBytes: 100 * 1_048_576, totalBytes: 1_000_000_000, folderEntries: nil)
        case .cloudflarePages: Limits(files: 100_000, fileBytes: 25 * 1_048_576, totalBytes: nil, folderEntries: nil)
        case .cloudflarePagesFree: Limits(files: 20_000, fileBytes: 25 * 1_048_576, totalBytes: nil, folderEntries: nil)
        case .netlify: Limits(files: nil, fileBytes: nil, totalBytes: nil, folderEntries: 54_000)
        case .vercel: Limits(files: 15_000, fileBytes: nil, totalBytes: nil, folderEntries: nil)
        case .gitlabPages: Limits(files: 200_000, fileBytes: nil, totalBytes: 1_000_000_000, folderEntries: nil)
        case .s3: Limits(files: nil, fileBytes: nil, totalBytes: nil, folderEntries: nil)
        }
    }

    /// Whether the host reads a `_headers` file from the output (cache and security headers).
    var readsHeadersFile: Bool { self == .cloudflarePages || self == .cloudflarePagesFree || self == .netlify }

    /// The settings that make fewer files from the same data, of those `config` leaves at more (no page of its own
    /// for each city or each location's hours, lists of one page); nil when the site has them all.
    static func fewerFiles(_ config: SiteConfig) -> String? {
        let settings: [(setting: String, effect: String)] = [
            config.cityPages ? ("`city_pages: false`", "makes each city a section of its country's pages") : nil,
            config.listPages > 1 ? ("`list_pages: 1`", "keeps the first page of each list of all locations") : nil,
            config.hoursPage ? ("`hours_page: false`", "puts the hours on the location's page") : nil,
        ].compactMap { $0 }
        guard !settings.isEmpty else { return nil }
        return settings.enumerated().map { n, each in "\(each.setting) \(n == 0 ? "in site.yml " : "")\(each.effect)" }
            .joined(separator: ", ")
    }

    /// The hint's advice to move, naming `takers`, the hosts whose limits the output is within (an S3 bucket has none).
    static func higherLimit(_ takers: [HostProfile]) -> String {
        "choose a host whose limits it is within (hosts: \(takers.map(\.rawValue).joined(separator: ", ")))"
    }

    /// What to do when the output exceeds a limit, for the error's hint; `fewerFiles`, the settings that would make
    /// fewer files (`fewerFiles(_:)`); `takers`, the hosts whose limits the output is within.
    func hint(for limit: KeyPath<Limits, Int?>, fewerFiles: String? = nil, takers: [HostProfile] = [.s3]) -> String {
        switch (self, limit) {
        case (.cloudflarePagesFree, \Limits.files):
            "Cloudflare's paid plan (host: cloudflare-pages) takes 100,000 files" + (fewerFiles.map { "; \($0)" } ?? "")
        case (.vercel, \Limits.files): "upload the output as an archive (`vercel deploy --archive=tgz`), which has no such limit"
        case (_, \Limits.totalBytes): "publish to a host without a size limit, such as an S3 bucket (host: s3)"
        case (_, \Limits.files): (fewerFiles.map { "\($0); or " } ?? "") + Self.higherLimit(takers)
        default: "split the site, or \(Self.higherLimit(takers))"
        }
    }
}
