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
    /// did not write (`keptInPlace`), as `commit` does; `keptBefore` is what the previous build kept.
    ///
    /// Each rename is atomic, but the commit as a whole is not: the build cache is removed before it starts, so a
    /// build killed half-way is followed by a full build that puts everything right.
    ///
    /// `written` is every file of the new build; only the few `changed` are looked up in the previous manifest (a set
    /// of every path, and a lookup of each, were a visible part of a one-record rebuild).
    func commitInPlace(written: some Collection<String>, changed: [String], keptBefore: [String]) throws -> [String] {
        let old = previous ?? OutputManifest(files: [])
        let (added, unwritten) = old.unwritten(writtenCount: written.count, changed: changed)
        let removed = unwritten == 0 ? [] : old.files.subtracting(written)
        let kept = try keptInPlace(added: added, touched: changed + removed, keptBefore: keptBefore)
        try replacingManifest(old: old.files, removed: removed, written: written) {
            for path in changed.sorted() {
                let target = real.appendingPathComponent(path)
                try OutputTree.makeFolders(above: target.path)
                guard rename(staging.appendingPathComponent(path).path, target.path) == 0 else {
                    throw WaymarkError.io(
                        path: target.path, reason: "cannot move the new file into place: \(String(cString: strerror(errno)))")
                }
            }
            var emptied: Set<String> = []
            for path in removed {
                unlink(real.appendingPathComponent(path).path)
                if let slash = path.lastIndex(of: "/") { emptied.insert(String(path[..<slash])) }
            }
            removeEmptyFolders(emptied)
        }
        try? FileManager.default.removeItem(at: staging)
        unlock()
        return kept
    }

    /// The files and folders in the output that Waymark did not write, found without walking the whole output (at
    /// 100,000 locations it holds 250,000 files): those the previous build kept that are still there, and those in
    /// the folders this build changes (the root, and the folders of the files it moves in or removes). A file put by
    /// hand deep inside one of Waymark's other folders since the last full build is kept all the same, and listed
    /// by the next build that changes its folder or renders everything. An error when the new build adds (`added`)
    /// a file or folder where such an entry is, as `keptEntries` does.
    func keptInPlace(added: Set<String>, touched: [String], keptBefore: [String]) throws -> [String] {
        let old = previous ?? OutputManifest(files: [])
        if let replaced = replacedFolder(on: touched + added) { throw inTheWay(replaced) }
        var kept = Set(keptBefore.filter { Self.exists(real.path + "/" + $0) })
        var folders: Set<String> = [""]
        for path in touched {
            guard let slash = path.lastIndex(of: "/") else { continue }
            folders.insert(String(path[..<slash]))
        }
        for folder in folders where folder.isEmpty || old.folders.contains(folder) {
            for entry in OutputTree.entries(in: folder.isEmpty ? real.path : real.path + "/" + folder) {
                if folder.isEmpty, [Self.stagingName, OutputManifest.fileName].contains(entry.name) { continue }
                let path = folder.isEmpty ? entry.name : folder + "/" + entry.name
                if !old.owns(path, isFolder: entry.isFolder) { kept.insert(path) }
            }
        }
        for path in added.sorted() {
            if let clash = foreignEntry(at: path, old: old) { throw inTheWay(clash) }
        }
        return kept.sorted()
    }

    /// The outermost entry Waymark did not write that is in the way of a file the new build adds: the file's own
    /// path, or a folder on the way to it that the previous build did not have.
    private func foreignEntry(at path: String, old: OutputManifest) -> String? {
        var folder = ""
        for segment in path.split(separator: "/").dropLast() {
            folder += (folder.isEmpty ? "" : "/") + segment
            if old.folders.contains(folder) { continue }
            // Not one of Waymark's folders: if anything is there, it is the user's; if nothing is, nothing is below.
            return Self.exists(real.path + "/" + folder) ? folder : nil
        }
        return !old.folders.contains(path) && Self.exists(real.path + "/" + path) ? path : nil
    }

    /// The first folder on the way to one of `paths` that is there but is not a folder: a link (perhaps to a folder
    /// outside the output) or a file put in place of one of Waymark's folders. The commit renames and removes files by
    /// their paths, so it must not start while any folder on the way is a link it would write or delete through.
    private func replacedFolder(on paths: some Sequence<String>) -> String? {
        var checked: Set<Substring> = []
        for path in paths {
            var end = path.startIndex
            while let slash = path[end...].firstIndex(of: "/") {
                let folder = path[..<slash]
                end = path.index(after: slash)
                guard checked.insert(folder).inserted else { continue }
                var info = stat()
                // Nothing there: nothing below it either, and the commit makes real folders.
                guard lstat(real.path + "/" + folder, &info) == 0 else { break }
                if (info.st_mode & S_IFMT) != S_IFDIR { return String(folder) }
            }
        }
        return nil
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
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
