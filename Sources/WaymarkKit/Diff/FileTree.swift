import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The regular files below a folder, by path relative to it, with their size and modification time.
///
/// Symbolic links, sockets and other special files are left out; hidden files are listed.
public struct FileTree: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var size: Int64
        /// Modification time in nanoseconds since 1970.
        var modified: Int64

        public init(size: Int64, modified: Int64) {
            self.size = size
            self.modified = modified
        }
    }

    public let root: URL
    public var files: [String: Entry]

    /// Reads the listing of `root`, which must be a folder; with `listing: false` only checks that it is one.
    public static func scan(_ root: URL, listing: Bool = true) throws -> FileTree {
        var tree = FileTree(root: root.standardizedFileURL, files: [:])
        var info = stat()
        guard stat(tree.root.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw WaymarkError.io(path: root.path, reason: "not a folder")
        }
        if listing { try tree.scanFolder(tree.root.path, relative: "") }
        return tree
    }

    private mutating func scanFolder(_ path: String, relative: String) throws {
        guard let dir = opendir(path) else {
            throw WaymarkError.io(path: path, reason: "cannot read folder: \(String(cString: strerror(errno)))")
        }
        defer { closedir(dir) }
        let fd = dirfd(dir)
        var folders: [String] = []
        while let entry = readdir(dir) {
            let file = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                FileName(raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            let name = file.text
            if name == "." || name == ".." { continue }
            var info = stat()
            guard fstatat(fd, file.bytes, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            let child = relative.isEmpty ? name : relative + "/" + name
            switch info.st_mode & S_IFMT {
            case S_IFDIR: folders.append(name)
            case S_IFREG: files[child] = Entry(size: Int64(info.st_size), modified: Self.modified(info))
            default: continue
            }
        }
        for name in folders {
            try scanFolder(path + "/" + name, relative: relative.isEmpty ? name : relative + "/" + name)
        }
    }

    private static func modified(_ info: stat) -> Int64 {
        #if canImport(Darwin)
            return Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
            return Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
    }
}
