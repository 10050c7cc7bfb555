import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Darwin)
    typealias FolderHandle = UnsafeMutablePointer<DIR>
#else
    typealias FolderHandle = OpaquePointer
#endif

/// One folder's regular files (with sizes) and sub-folders, and the open folder to read its files through.
final class FolderListing {
    enum Entry: Equatable {
        case file(Int64)
        case folder
    }

    private let dir: FolderHandle
    let fd: Int32
    private(set) var entries: [String: Entry] = [:]
    /// Each entry's name as the file system has it, to open it by.
    private(set) var bytes: [String: [CChar]] = [:]

    init(path: String) throws {
        guard let dir = opendir(path) else {
            throw WaymarkError.io(path: path, reason: "cannot read folder: \(String(cString: strerror(errno)))")
        }
        self.dir = dir
        fd = dirfd(dir)
        while let entry = readdir(dir) {
            let file = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                FileName(raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            let name = file.text
            if name == "." || name == ".." { continue }
            var info = stat()
            guard fstatat(fd, file.bytes, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            bytes[name] = file.bytes
            switch info.st_mode & S_IFMT {
            case S_IFDIR: entries[name] = .folder
            case S_IFREG: entries[name] = .file(Int64(info.st_size))
            default: continue
            }
        }
    }

    deinit { closedir(dir) }
}

/// Two read buffers reused for every pair of files a job compares.
struct ComparisonBuffers {
    private static let size = 64 * 1024
    private var a = [UInt8](repeating: 0, count: size)
    private var b = [UInt8](repeating: 0, count: size)

    /// Whether the files called `name` in two open folders, both `size` bytes long, differ; `path` names them in errors.
    mutating func differ(_ folderA: Int32, _ folderB: Int32, _ name: [CChar], _ path: String, size: Int) throws -> Bool {
        let fdA = try Self.openFile(folderA, name, path)
        defer { close(fdA) }
        let fdB = try Self.openFile(folderB, name, path)
        defer { close(fdB) }
        var remaining = size
        while remaining > 0 {
            let wanted = min(remaining, Self.size)
            let countA = try Self.readFully(fdA, &a, wanted, path), countB = try Self.readFully(fdB, &b, wanted, path)
            if countA != countB || memcmp(a, b, countA) != 0 { return true }
            if countA < wanted { return false }
            remaining -= wanted
        }
        return false
    }

    private static func openFile(_ folder: Int32, _ name: [CChar], _ path: String) throws -> Int32 {
        let fd = openat(folder, name, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw WaymarkError.io(path: path, reason: "cannot read file: \(String(cString: strerror(errno)))") }
        return fd
    }

    /// Reads `count` bytes into the buffer unless the file ends first; returns how many were read.
    private static func readFully(_ fd: Int32, _ buffer: inout [UInt8], _ count: Int, _ path: String) throws -> Int {
        var filled = 0
        while filled < count {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, count - filled) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw WaymarkError.io(path: path, reason: "cannot read file: \(String(cString: strerror(errno)))")
            }
            filled += n
        }
        return filled
    }
}
