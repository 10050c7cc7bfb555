import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Walks and links output trees through `readdir`, fast enough for hundreds of thousands of files.
enum OutputTree {
    /// Names in a folder (without "." and ".."), each with whether it is a folder (symlinks are not followed)
    /// and whether the name is UTF-8 (one that is not is given as `FileName` spells it, `\xHH`, and cannot be opened by it).
    static func entries(in folder: String) -> [(name: String, isFolder: Bool, isUTF8: Bool)] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var result: [(String, Bool, Bool)] = []
        while let entry = readdir(dir) {
            let file = withUnsafeBytes(of: entry.pointee.d_name) { FileName($0.baseAddress!.assumingMemoryBound(to: CChar.self)) }
            if file.text == "." || file.text == ".." { continue }
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                var info = stat()
                isFolder = fstatat(dirfd(dir), file.bytes, &info, AT_SYMLINK_NOFOLLOW) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            result.append((file.text, isFolder, file.isUTF8))
        }
        return result
    }

    static func names(in folder: URL) -> [String] { entries(in: folder.path).map(\.name) }

    static func isFolder(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The outermost entries below `root` (relative paths, sorted) for which `select(path, isFolder)`
    /// holds; a selected folder is returned whole and not entered, and top-level `skipping` names are passed over.
    /// A selected entry below the top level whose name is not UTF-8 is an error: it could not be kept by name.
    static func entries(below root: URL, skipping: Set<String>, select: (String, Bool) -> Bool) throws -> [String] {
        var found: [String] = []
        func walk(_ relative: String) throws {
            for entry in entries(in: relative.isEmpty ? root.path : root.path + "/" + relative) {
                if relative.isEmpty, skipping.contains(entry.name) { continue }
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if select(path, entry.isFolder) {
                    guard entry.isUTF8 || relative.isEmpty else {
                        throw WaymarkError.io(
                            path: root.path + "/" + path,
                            reason:
                                "Waymark did not write this, and cannot keep it because its name is not UTF-8; move it out of the output folder"
                        )
                    }
                    found.append(path)
                } else if entry.isFolder {
                    try walk(path)
                }
            }
        }
        try walk("")
        return found.sorted()
    }

    /// Every file (not folder) below `root` for which `select` holds, as relative paths.
    static func files(below root: URL, where select: (String) -> Bool) -> Set<String> {
        var found: Set<String> = []
        func walk(_ relative: String) {
            for entry in entries(in: relative.isEmpty ? root.path : root.path + "/" + relative) {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if entry.isFolder { walk(path) } else if select(path) { found.insert(path) }
            }
        }
        walk("")
        return found
    }

    /// Recreates `source` at `target` with hard links to the same files (folders made anew, symlinks
    /// copied), so the original stays where it is until the swap and nothing is copied byte by byte.
    static func link(_ source: URL, to target: URL) throws {
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        var info = stat()
        guard lstat(source.path, &info) == 0 else { throw failure(source.path, "cannot keep this in the new output") }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            if mkdir(target.path, info.st_mode & 0o7777) != 0, errno != EEXIST { throw failure(target.path, "cannot create folder") }
            for entry in entries(in: source.path) {
                try link(source.appendingPathComponent(entry.name), to: target.appendingPathComponent(entry.name))
            }
        case S_IFLNK:
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: source.path)
            try FileManager.default.createSymbolicLink(atPath: target.path, withDestinationPath: destination)
        default:
            if hardLink(source.path, target.path) != 0 { throw failure(target.path, "cannot keep this file in the new output") }
        }
    }

    /// Makes the folder that holds `path` (an absolute path), and the folders above it that are missing: one `mkdir`
    /// when only the last is. Another thread making one of them at the same time is no error.
    static func makeFolders(above path: String) throws {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
        let folder = String(path[..<slash])
        if mkdir(folder, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT else { throw failure(folder, "cannot create folder") }
        try makeFolders(above: folder)
        if mkdir(folder, 0o755) != 0 && errno != EEXIST { throw failure(folder, "cannot create folder") }
    }

    private static func failure(_ path: String, _ what: String) -> WaymarkError {
        WaymarkError.io(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}

/// Outside the type, whose static `link` would hide the system call's name.
private func hardLink(_ source: String, _ target: String) -> Int32 { link(source, target) }
