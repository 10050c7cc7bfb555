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

    func templates(distinctFrom theme: Theme) -> URL? {
        let folder = site.appendingPathComponent("Templates")
        guard folder.standardizedFileURL.path != theme.templates.standardizedFileURL.path,
            FileManager.default.fileExists(atPath: folder.path)
        else { return nil }
        return folder
    }

    /// A path as the user should read it: below the site folder as they named it.
    func display(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let root = site.path + "/"
        guard path.hasPrefix(root) else { return path }
        return SiteLoader.join(given, String(path.dropFirst(root.count)))
    }

    /// Why the output folder cannot be used, if it cannot: it must not be the site, hold it, or sit in its inputs.
    func outputProblem(_ output: URL) -> String? {
        let out = output.standardizedFileURL.path
        let siteRoot = site.path
        if out == "/" || siteRoot == out || siteRoot.hasPrefix(out + "/") {
            return "the output folder \(out) contains the site itself; building there would replace the site"
        }
        for input in ["Content", "Public", "Templates", "Sources", "Tests"] {
            let folder = site.appendingPathComponent(input).path
            if out == folder || out.hasPrefix(folder + "/") {
                return "the output folder \(out) is inside the site's \(input)/ folder"
            }
        }
        return nil
    }
}
