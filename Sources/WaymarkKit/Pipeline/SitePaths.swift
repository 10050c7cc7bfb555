import Foundation

/// The folders of a site on disk, and how their paths are shown to the user.
struct SitePaths: Sendable {
    let site: URL
    private let displayPrefix: String

    init(site: URL) {
        self.site = site.standardizedFileURL
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let path = self.site.path
        if path == cwd {
            displayPrefix = ""
        } else if path.hasPrefix(cwd + "/") {
            displayPrefix = String(path.dropFirst(cwd.count + 1)) + "/"
        } else {
            displayPrefix = path + "/"
        }
    }

    var content: URL { site.appendingPathComponent("Content") }
    var publicFolder: URL { site.appendingPathComponent("Public") }

    func templates(distinctFrom theme: Theme) -> URL? {
        let folder = site.appendingPathComponent("Templates")
        guard folder.standardizedFileURL.path != theme.templates.standardizedFileURL.path,
              FileManager.default.fileExists(atPath: folder.path) else { return nil }
        return folder
    }

    /// A path as the user should read it: relative to the current folder when the site is below it.
    func display(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let root = site.path + "/"
        if path.hasPrefix(root) { return displayPrefix + path.dropFirst(root.count) }
        return path
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
