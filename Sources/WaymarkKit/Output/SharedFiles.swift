import Foundation

/// The files every language's tree shares, written once at the site's root: `assets/` (the theme's and the site's
/// stylesheets, scripts and icons, and the map files) and `flags/` hold no words. Everything else a tree writes
/// depends on its language (pages, `sw.js`, sitemap, search index), or may be linked from its pages by a path under the
/// tree (the site's other `Public/` files), so each tree has its own; so has `assets/offline.js`, which registers the
/// `sw.js` of the tree above it, so have a map's spread places (`assets/maps/<v>/spreads/`), which name places in
/// the tree's language and link to its pages, and so has its words script (`WordsScript`).
enum SharedFiles {
    /// Whether a path of the output is a shared file.
    static func contains(_ path: some StringProtocol) -> Bool {
        (path.hasPrefix("assets/") || path.hasPrefix("flags/")) && !path.hasPrefix("assets/offline.") && !path.contains("/spreads/")
            && !WordsScript.isOne(path)
    }

    /// The bytes of the shared files `sw.js` of another language's tree may list, read from the root tree the build
    /// wrote before it: the theme's top-level assets, and the map files of `maps`. A file missing there is left out.
    static func read(root: URL, maps: [String]) -> [String: [UInt8]] {
        let assets = root.appendingPathComponent("assets")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: assets.path)) ?? []
        var files: [String: [UInt8]] = [:]
        for path in names.map({ "assets/" + $0 }) + maps where files[path] == nil && contains(path) {
            if let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) { files[path] = [UInt8](data) }
        }
        return files
    }
}
