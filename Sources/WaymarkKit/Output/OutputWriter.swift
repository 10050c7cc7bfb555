import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a site into the output folder's staging area, then swaps it in (see `OutputFolder`).
///
/// A failed build calls `abort()` and leaves the previous output untouched. `write` is safe to call from many threads.
public final class OutputWriter: @unchecked Sendable {
    /// The output folder as the user named it, for messages.
    public let destination: URL
    /// The locked output folder; nil for a dry run (`waymark check`), which writes nothing and only
    /// records which files the site would have.
    let folder: OutputFolder?
    public var dryRun: Bool { folder == nil }
    /// Every file of the output with its size in bytes.
    public private(set) var sizes: [String: Int] = [:]
    private let lock = NSLock()
    private var createdFolders: Set<String> = [""]
    private var writtenFiles = 0
    private var writtenBytes = 0
    private var unchangedFiles = 0
    /// Files the output holds that Waymark did not write, found when the new output was swapped in.
    public private(set) var kept: [String] = []

    public init(folder: OutputFolder) {
        self.folder = folder
        self.destination = folder.given
    }

    /// A writer for `waymark check`: it writes nothing.
    public init(dryRunFor destination: URL) {
        self.folder = nil
        self.destination = destination
    }

    private var staging: URL { folder!.staging }

    /// Creates an empty staging folder.
    public func begin() throws {
        guard let folder else { return }
        do {
            try FileManager.default.createDirectory(at: folder.staging, withIntermediateDirectories: true)
        } catch {
            throw WaymarkError.io(path: folder.staging.path, reason: "cannot create the staging folder: \(error.localizedDescription)")
        }
    }

    /// Writes one file at a path relative to the output root; no segment may leave the folder.
    public func write(_ relativePath: String, _ bytes: some Collection<UInt8>) throws {
        let segments = relativePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard segments.allSatisfy(Self.isSafeSegment), relativePath != OutputManifest.fileName,
            segments.first != OutputFolder.stagingName
        else {
            throw WaymarkError.io(path: relativePath, reason: "refusing to write outside the output folder")
        }
        lock.withLock { sizes[relativePath] = bytes.count }
        if dryRun {
            lock.withLock {
                writtenFiles += 1
                writtenBytes += bytes.count
            }
            return
        }
        try createFolders(segments.dropLast())
        let fullPath = staging.path + "/" + relativePath
        if let folder, folder.previous?.owns(relativePath, isFolder: false) == true,
            linkIfUnchanged(folder.real.path + "/" + relativePath, to: fullPath, bytes)
        {
            lock.withLock {
                writtenFiles += 1
                writtenBytes += bytes.count
                unchangedFiles += 1
            }
            return
        }
        let fd = open(fullPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ioError(fullPath, "cannot create file") }
        defer { close(fd) }
        let count = bytes.count
        let ok: Bool =
            bytes.withContiguousStorageIfAvailable { buffer in
                Self.writeAll(fd, buffer)
            } ?? Array(bytes).withUnsafeBufferPointer { Self.writeAll(fd, $0) }
        guard ok else { throw ioError(fullPath, "cannot write file") }
        lock.withLock {
            writtenFiles += 1
            writtenBytes += count
        }
    }

    public func write(_ relativePath: String, text: String) throws {
        var text = text
        try text.withUTF8 { try write(relativePath, $0) }
    }

    /// Copies a file from disk into the output.
    public func copy(from source: URL, to relativePath: String) throws {
        if dryRun {
            try write(relativePath, [UInt8]())
            return
        }
        let data: Data
        do {
            data = try Data(contentsOf: source)
        } catch {
            throw WaymarkError.io(path: source.path, reason: "cannot read file: \(error.localizedDescription)")
        }
        try write(relativePath, data)
    }

    /// Swaps the staged output in; files Waymark did not write stay and are listed in `kept`.
    public func commit() throws {
        guard let folder else { return }
        kept = try folder.commit(written: lock.withLock { Set(sizes.keys) })
    }

    /// Removes the staging folder; the destination is left as it was.
    public func abort() {
        folder?.abort()
    }

    /// A path segment that stays inside the folder: not empty, not "." or "..", no control characters.
    static func isSafeSegment(_ segment: String) -> Bool {
        !segment.isEmpty && segment != "." && segment != ".." && !segment.utf8.contains { $0 < 0x20 || $0 == 0x7F }
    }

    /// The bytes of a file written so far, read back from the staging folder; nil in a dry run or when it is not there.
    public func bytes(at relativePath: String) -> [UInt8]? {
        guard !dryRun, contains(relativePath) else { return nil }
        return FileManager.default.contents(atPath: staging.path + "/" + relativePath).map { [UInt8]($0) }
    }

    /// Whether the output has a file at this path (relative to the output root).
    public func contains(_ relativePath: String) -> Bool { lock.withLock { sizes[relativePath] != nil } }

    /// Files in the output, their bytes, and how many of them were kept from the previous output unchanged.
    public var statistics: (files: Int, bytes: Int, unchanged: Int) {
        lock.withLock { (writtenFiles, writtenBytes, unchangedFiles) }
    }

    /// Hard-links the previous build's file into the staging folder when its bytes are the same,
    /// so an unchanged page keeps its inode and time stamp (a rebuild rewrites only what changed).
    private func linkIfUnchanged(_ old: String, to new: String, _ bytes: some Collection<UInt8>) -> Bool {
        var info = stat()
        guard stat(old, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count else { return false }
        let fd = open(old, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var existing = [UInt8](repeating: 0, count: bytes.count)
        var offset = 0
        while offset < existing.count {
            let n = existing.withUnsafeMutableBytes { read(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n <= 0 { return false }
            offset += n
        }
        guard existing.elementsEqual(bytes) else { return false }
        return link(old, new) == 0
    }

    private func createFolders(_ segments: ArraySlice<String>) throws {
        var path = ""
        for segment in segments {
            path += path.isEmpty ? segment : "/" + segment
            let known = lock.withLock { createdFolders.contains(path) }
            if known { continue }
            let full = staging.path + "/" + path
            if mkdir(full, 0o755) != 0 && errno != EEXIST { throw ioError(full, "cannot create folder") }
            _ = lock.withLock { createdFolders.insert(path) }
        }
    }

    private static func writeAll(_ fd: Int32, _ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += n
        }
        return true
    }

    private func ioError(_ path: String, _ what: String) -> WaymarkError {
        WaymarkError.io(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}
