import Foundation

/// The folders of a site on disk, and how their paths are shown to the user.
struct SitePaths: Sendable {
    /// The site folder as the user wrote it ("." or "mysite"); messages name files below it the same way.
    let given: String
    let site: URL

    init(site given: String) {
        self.given = given
        self.site = URL(fileURLWithPath: given).standardizedFileURL
    }

    var content: URL { site.appendingPathComponent("Content") }
    var publicFolder: URL { site.appendingPathComponent("Public") }

    /// The site's own `Templates/`, when it has one.
    var templates: URL? {
        let folder = site.appendingPathComponent("Templates")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }

    /// A path as the user should read it: below the site folder as they named it.
    func display(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let root = site.path + "/"
        guard path.hasPrefix(root) else { return path }
        return SiteLoader.join(given, String(path.dropFirst(root.count)))
    }
}
