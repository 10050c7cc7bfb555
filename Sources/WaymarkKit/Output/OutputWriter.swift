import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a site into a staging folder beside the destination, then swaps it in whole.
///
/// A failed build calls `abort()` and leaves the previous output untouched. `write` is safe to call from many threads.
public final class OutputWriter: @unchecked Sendable {
    public let destination: URL
    public let staging: URL
    /// A dry run (`waymark check`) writes nothing, and only records which files the site would have.
    public let dryRun: Bool
    private var paths: Set<String> = []
    private let lock = NSLock()
    private var createdFolders: Set<String> = [""]
    private var writtenFiles = 0
    private var writtenBytes = 0
    private var unchangedFiles = 0
    /// The previous output, when there is one: files whose bytes did not change are hard-linked from it.
    private var previous: String?

    public init(destination: URL, dryRun: Bool = false) {
        self.dryRun = dryRun
        self.destination = destination.standardizedFileURL
        let parent = self.destination.deletingLastPathComponent()
        let name = ".\(self.destination.lastPathComponent).waymark-staging-\(getpid())"
        self.staging = parent.appendingPathComponent(name)
    }

    /// Creates an empty staging folder (and the destination's parent if needed).
    public func begin() throws {
        if dryRun { return }
        let fm = FileManager.default
        try? fm.removeItem(at: staging)
        var isFolder: ObjCBool = false
        previous = fm.fileExists(atPath: destination.path, isDirectory: &isFolder) && isFolder.boolValue ? destination.path : nil
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw WaymarkError.io(path: staging.path, reason: "cannot create the staging folder: \(error.localizedDescription)")
        }
    }

    /// Writes one file at a path relative to the output root; every segment must be a safe route segment.
    public func write(_ relativePath: String, _ bytes: some Collection<UInt8>) throws {
        let segments = relativePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard segments.allSatisfy(Route.isSafeSegment) else {
            throw WaymarkError.io(path: relativePath, reason: "refusing to write outside the output folder")
        }
        lock.withLock { _ = paths.insert(relativePath) }
        if dryRun {
            lock.withLock {
                writtenFiles += 1
                writtenBytes += bytes.count
            }
            return
        }
        try createFolders(segments.dropLast())
        let fullPath = staging.path + "/" + relativePath
        if let previous, linkIfUnchanged(previous + "/" + relativePath, to: fullPath, bytes) {
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

    /// Replaces the destination with the staged output.
    public func commit() throws {
        if dryRun { return }
        let fm = FileManager.default
        var old: URL?
        if fm.fileExists(atPath: destination.path) {
            let moved = staging.deletingLastPathComponent()
                .appendingPathComponent(".\(destination.lastPathComponent).waymark-old-\(getpid())")
            try? fm.removeItem(at: moved)
            guard rename(destination.path, moved.path) == 0 else {
                throw ioError(destination.path, "cannot move the previous output aside")
            }
            old = moved
        }
        guard rename(staging.path, destination.path) == 0 else {
            let error = ioError(destination.path, "cannot move the new output into place")
            if let old { _ = rename(old.path, destination.path) }
            throw error
        }
        if let old { try? fm.removeItem(at: old) }
    }

    /// Removes the staging folder; the destination is left as it was.
    public func abort() {
        if dryRun { return }
        try? FileManager.default.removeItem(at: staging)
    }

    /// Whether the output has a file at this path (relative to the output root).
    public func contains(_ relativePath: String) -> Bool { lock.withLock { paths.contains(relativePath) } }

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
