import Foundation

/// What `waymark init` fills into the deploy recipes it writes: the Waymark release they install (this binary's
/// version, from `repository`'s releases), the site's name, and with `shards` the recipes that build the site in
/// that many parts (a GitHub Actions matrix and a Kubernetes Indexed Job) in place of the one-job workflow.
public struct StarterRecipes: Sendable, Equatable {
    /// Where Waymark's releases are published; `waymark init --repo URL` names another (a fork, a mirror).
    public static let defaultRepository = "https://github.com/waymark-ssg/waymark"

    public var repository: String
    public var shards: Int?
    public var siteName: String

    public init(repository: String = Self.defaultRepository, shards: Int? = nil, siteName: String = "waymark-site") {
        self.repository = repository
        self.shards = shards
        self.siteName = siteName
    }

    /// The starter's files kept aside for `--shards`, by where they go in the site.
    static let shardRecipes = [
        "shards/pages.yml": ".github/workflows/pages.yml",
        "shards/waymark-shards.yaml": "deploy/kubernetes/waymark-shards.yaml",
        "shards/waymark-merge.yaml": "deploy/kubernetes/waymark-merge.yaml",
    ]

    /// Where a starter file goes in the site; nil when these recipes leave it out.
    func place(_ relative: String) -> String? {
        if let target = Self.shardRecipes[relative] { return shards == nil ? nil : target }
        if shards != nil, Self.shardRecipes.values.contains(relative) { return nil }
        return relative
    }

    /// A recipe's bytes with its `@WAYMARK_…@` fields filled in.
    func fill(_ bytes: [UInt8]) -> [UInt8] {
        var text = String(decoding: bytes, as: UTF8.self)
        let count = shards ?? 1
        let fields = [
            "@WAYMARK_VERSION@": WaymarkVersion.current,
            "@WAYMARK_RELEASES@": repository.trimmingSuffix("/") + "/releases/download",
            "@WAYMARK_SITE_NAME@": siteName,
            "@WAYMARK_SHARDS@": String(count),
            "@WAYMARK_SHARD_LIST@": "[" + (1...count).map(String.init).joined(separator: ", ") + "]",
        ]
        for (field, value) in fields { text = text.replacingOccurrences(of: field, with: value) }
        return Array(text.utf8)
    }

    /// A Cloudflare Pages project name made from a folder's name: lower-case letters, digits and single hyphens.
    public static func projectName(_ folder: String) -> String {
        var name = ""
        for c in folder.lowercased().unicodeScalars {
            if ("a"..."z").contains(c) || ("0"..."9").contains(c) {
                name.unicodeScalars.append(c)
            } else if !name.isEmpty, !name.hasSuffix("-") {
                name += "-"
            }
        }
        while name.hasSuffix("-") { name.removeLast() }
        return name.isEmpty ? "waymark-site" : String(name.prefix(58))
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        var text = self
        while text.hasSuffix(suffix) { text.removeLast(suffix.count) }
        return text
    }
}
