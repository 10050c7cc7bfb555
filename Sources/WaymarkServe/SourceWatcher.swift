import Foundation
import WaymarkKit

/// Notices changes below a site's `Content/`, `Templates/` and `Public/` by comparing file sizes and
/// modification times from one look to the next (polling works on every platform and file system).
struct SourceWatcher {
    let site: URL
    static let folders = ["Content", "Templates", "Public"]

    /// Every file of the watched folders, by its path relative to the site.
    func snapshot() -> [String: FileTree.Entry] {
        var files: [String: FileTree.Entry] = [:]
        for folder in Self.folders {
            guard let tree = try? FileTree.scan(site.appendingPathComponent(folder)) else { continue }
            for (path, entry) in tree.files { files[folder + "/" + path] = entry }
        }
        return files
    }

    /// The paths that differ between two snapshots, sorted.
    static func changes(from old: [String: FileTree.Entry], to new: [String: FileTree.Entry]) -> [String] {
        let changed = new.filter { old[$0.key] != $0.value }.map(\.key)
        let removed = old.keys.filter { new[$0] == nil }
        return (changed + removed).sorted()
    }

    /// "Content/branches.json", or "Content/a.json, Content/b.json and 3 more".
    static func describe(_ paths: [String]) -> String {
        let shown = paths.prefix(2).joined(separator: ", ")
        return paths.count > 2 ? "\(shown) and \(paths.count - 2) more" : shown
    }
}
