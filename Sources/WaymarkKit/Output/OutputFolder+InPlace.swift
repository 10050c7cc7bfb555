import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputFolder {
    /// An incremental build's commit: only the files whose bytes changed were staged (`changed`); each is renamed
    /// over its old version, and the files of the previous build that the new one no longer has are removed.
    /// Every other file, and its modification time, stays as it is. Returns the files and folders kept that Waymark
    /// did not write, as `commit` does.
    ///
    /// Each rename is atomic, but the commit as a whole is not: the build cache is removed before it starts, so a
    /// build killed half-way is followed by a full build that puts everything right.
    func commitInPlace(written: Set<String>, changed: [String]) throws -> [String] {
        let old = previous ?? OutputManifest(files: [])
        let kept = try keptEntries(written: written)
        // Until the changes are done, the manifest covers both builds, so a crash in between leaves nothing unowned.
        let sameFiles = old.files == written
        if !sameFiles { try OutputManifest(files: old.files.union(written)).write(in: real) }
        for path in changed.sorted() {
            let target = real.appendingPathComponent(path)
            try makeFolders(for: path)
            guard rename(staging.appendingPathComponent(path).path, target.path) == 0 else {
                throw WaymarkError.io(path: target.path, reason: "cannot move the new file into place: \(String(cString: strerror(errno)))")
            }
        }
        var emptied: Set<String> = []
        for path in old.files.subtracting(written) {
            unlink(real.appendingPathComponent(path).path)
            if let slash = path.lastIndex(of: "/") { emptied.insert(String(path[..<slash])) }
        }
        removeEmptyFolders(emptied)
        if !sameFiles { try OutputManifest(files: written).write(in: real) }
        try? FileManager.default.removeItem(at: staging)
        unlock()
        return kept
    }

    private func makeFolders(for path: String) throws {
        var folder = ""
        for segment in path.split(separator: "/").dropLast() {
            folder += (folder.isEmpty ? "" : "/") + segment
            let full = real.appendingPathComponent(folder).path
            if mkdir(full, 0o755) != 0 && errno != EEXIST {
                throw WaymarkError.io(path: full, reason: "cannot create folder: \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Removes the folders (and their parents) that the removed files left empty; a folder that still holds
    /// anything stays.
    private func removeEmptyFolders(_ folders: Set<String>) {
        var byDepth: [Int: Set<String>] = [:]
        for folder in folders { byDepth[folder.split(separator: "/").count, default: []].insert(folder) }
        // Deepest first, so a parent is tried after its children.
        for depth in stride(from: byDepth.keys.max() ?? 0, through: 1, by: -1) {
            for folder in byDepth[depth] ?? [] where rmdir(real.appendingPathComponent(folder).path) == 0 {
                if let slash = folder.lastIndex(of: "/") { byDepth[depth - 1, default: []].insert(String(folder[..<slash])) }
            }
        }
    }
}
