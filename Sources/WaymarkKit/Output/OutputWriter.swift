import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a site into the output folder's staging area, then swaps it in (see `OutputFolder`).
///
/// A failed build calls `abort()` and leaves the previous output untouched. `write` is safe to call from many threads.
final class OutputWriter: @unchecked Sendable {
    /// The output folder as the user named it, for messages.
    let destination: URL
    /// The locked output folder; nil for a dry run (`waymark check`), which writes nothing and only
    /// records which files the site would have.
    let folder: OutputFolder?
    var dryRun: Bool { folder == nil }
    /// What the threads that write share: every file's size, the counts, what an incremental build staged, and the
    /// files another shard writes.
    private struct Tally {
        var sizes: [String: Int] = [:]
        var writtenFiles = 0
        var writtenBytes = 0
        var unchangedFiles = 0
        var changed: [String] = []
        var elsewhere: Set<String> = []

        mutating func count(bytes: Int, unchanged: Bool = false) {
            writtenFiles += 1
            writtenBytes += bytes
            if unchanged { unchangedFiles += 1 }
        }
    }
    private let tally = Locked(Tally())
    /// Every file of the output with its size in bytes.
    var sizes: [String: Int] { tally.withLock { $0.sizes } }
    /// Files the output holds that Waymark did not write, found when the new output was swapped in.
    private(set) var kept: [String] = []
    /// An incremental build: only files whose bytes changed are staged, and the commit moves just those into
    /// place (`OutputFolder.commitInPlace`) instead of swapping in a whole new tree.
    private(set) var inPlace = false
    /// In an incremental build, what the previous build kept that Waymark did not write (from the build cache).
    private var keptBefore: [String] = []
    /// While true, `write` only notes the path: another shard writes the file (`Shard`). Links to it still resolve.
    var writtenElsewhere = false
    /// The paths this writer writes, when it writes only some of what the build makes; the others are treated as
    /// `writtenElsewhere`.
    var writesOnly: (@Sendable (String) -> Bool)?

    /// The output folder opened once, for looking up the previous build's files relative to it: an incremental build
    /// looks up every page's file, and this spares the kernel walking the output's own path each time.
    private let previousRoot: Int32

    init(folder: OutputFolder) {
        self.folder = folder
        self.destination = folder.given
        previousRoot = folder.previous == nil ? -1 : open(folder.real.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    deinit { if previousRoot >= 0 { close(previousRoot) } }

    /// A writer for `waymark check`: it writes nothing.
    init(dryRunFor destination: URL) {
        self.folder = nil
        self.destination = destination
        previousRoot = -1
    }

    private var staging: URL { folder!.staging }

    /// Makes room for this many files at once, instead of the table of them growing (and being copied) as they come.
    func reserve(files count: Int) {
        tally.withLock { $0.sizes.reserveCapacity(count) }
    }

    /// Makes this an incremental build's writer (see `inPlace`); only for an output with a previous build. `kept` is
    /// what the previous build found in the output that Waymark did not write.
    func writeInPlace(kept: [String]) {
        guard folder?.previous != nil else { return }
        inPlace = true
        keptBefore = kept
    }

    /// The size of the previous build's file at this path, if the output still has it as a regular file.
    func previousSize(of relativePath: String) -> Int? { previousFile(relativePath)?.size }

    /// The size and modification time (nanoseconds since 1970) of the previous build's file at this path, if the
    /// output still has it as a regular file.
    /// With `listed`, the caller knows the previous build wrote the path (a build cache lists only files of the
    /// output's manifest), and it is not looked up in the manifest again, once a page.
    func previousFile(_ relativePath: String, listed: Bool = false) -> (size: Int, modified: Int)? {
        guard let folder, listed || folder.previous?.owns(relativePath, isFolder: false) == true else { return nil }
        guard previousRoot >= 0 else { return Self.fileInfo(folder.real.path + "/" + relativePath) }
        var info = stat()
        guard fstatat(previousRoot, relativePath, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return Self.regularFile(info)
    }

    private static func fileInfo(_ path: String) -> (size: Int, modified: Int)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return regularFile(info)
    }

    private static func regularFile(_ info: stat) -> (size: Int, modified: Int)? {
        guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return (Int(info.st_size), nanoseconds(info.st_mtim))
    }

    private static func nanoseconds(_ time: timespec) -> Int { Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec) }

    /// In an incremental build, the files staged so far (new, or with new bytes) and the previous build's files not
    /// written so far; nil in a full build.
    ///
    /// `expected` are files the build writes after this call: when the previous build's files not written so far are
    /// those alone (counted, not looked up one by one: 114,000 lookups at 100,000 locations), they are the only ones
    /// looked up.
    func touched(expected: [String] = []) -> [String]? {
        guard inPlace, let previous = folder?.previous else { return nil }
        return tally.withLock { tally in
            let unwritten = previous.unwritten(writtenCount: tally.sizes.count, changed: tally.changed).count
            let expectedUnwritten = expected.filter { previous.files.contains($0) && tally.sizes[$0] == nil }
            if unwritten == expectedUnwritten.count { return tally.changed + expectedUnwritten }
            return tally.changed + previous.files.filter { tally.sizes[$0] == nil }
        }
    }

    /// Counts a file that an incremental build keeps as the previous build wrote it, without reading it.
    func keep(_ relativePath: String, size: Int) { keep([(relativePath, size)]) }

    /// Keeps these files of the previous output as they are, taking the lock once.
    func keep(_ files: [(path: String, size: Int)]) {
        tally.withLock { tally in
            for (path, size) in files {
                tally.sizes[path] = size
                tally.count(bytes: size, unchanged: true)
            }
        }
    }

    /// Creates an empty staging folder.
    func begin() throws {
        guard let folder else { return }
        do {
            try FileManager.default.createDirectory(at: folder.staging, withIntermediateDirectories: true)
        } catch {
            throw WaymarkError.io(path: folder.staging.path, reason: "cannot create the staging folder: \(error.localizedDescription)")
        }
    }

    /// Writes one file at a path relative to the output root; no segment may leave the folder. Returns the file's
    /// modification time (nanoseconds since 1970) as this build leaves it, which the swap keeps (the build cache is
    /// made from it while the output is swapped in): the new file's, or the previous build's when its bytes are the
    /// same; nil when this build does not write it (another shard's file, a dry run).
    @discardableResult
    func write(_ relativePath: String, _ bytes: some Collection<UInt8>) throws -> Int? {
        let segments = relativePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard segments.allSatisfy(Self.isSafeSegment), relativePath != OutputManifest.fileName,
            segments.first != OutputFolder.stagingName
        else {
            throw WaymarkError.io(path: relativePath, reason: "refusing to write outside the output folder")
        }
        if writtenElsewhere || writesOnly?(relativePath) == false {
            _ = tally.withLock { $0.elsewhere.insert(relativePath) }
            return nil
        }
        let count = bytes.count
        tally.withLock { $0.sizes[relativePath] = count }
        if dryRun {
            tally.withLock { $0.count(bytes: count) }
            return nil
        }
        let fullPath = staging.path + "/" + relativePath
        if let folder, folder.previous?.owns(relativePath, isFolder: false) == true, inPlace,
            let modified = Self.modifiedTime(ifHolding: bytes, folder.real.path + "/" + relativePath)
        {
            keep(relativePath, size: bytes.count)
            return modified
        }
        if inPlace { tally.withLock { $0.changed.append(relativePath) } }
        if let folder, folder.previous?.owns(relativePath, isFolder: false) == true, !inPlace,
            let modified = try linkIfUnchanged(folder.real.path + "/" + relativePath, to: fullPath, bytes)
        {
            tally.withLock { $0.count(bytes: count, unchanged: true) }
            return modified
        }
        var fd: Int32 = -1
        _ = try inFolders(of: fullPath) {
            fd = open(fullPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            return fd >= 0
        }
        guard fd >= 0 else { throw ioError(fullPath, "cannot create file") }
        defer { close(fd) }
        let ok: Bool =
            bytes.withContiguousStorageIfAvailable { buffer in
                Self.writeAll(fd, buffer)
            } ?? Array(bytes).withUnsafeBufferPointer { Self.writeAll(fd, $0) }
        guard ok else { throw ioError(fullPath, "cannot write file") }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ioError(fullPath, "cannot read the file's time") }
        tally.withLock { $0.count(bytes: count) }
        return Self.nanoseconds(info.st_mtim)
    }

    @discardableResult
    func write(_ relativePath: String, text: String) throws -> Int? {
        var text = text
        return try text.withUTF8 { try write(relativePath, $0) }
    }

    /// Copies a file from disk into the output.
    func copy(from source: URL, to relativePath: String) throws {
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
    func commit() throws {
        guard let folder else { return }
        if inPlace {
            kept = try folder.commitInPlace(
                written: sizes.keys, changed: tally.withLock { $0.changed }, keptBefore: keptBefore)
        } else {
            kept = try folder.commit(written: Set(sizes.keys))
        }
    }

    /// Removes the staging folder; the destination is left as it was.
    func abort() {
        folder?.abort()
    }

    /// A path segment that stays inside the folder: not empty, not "." or "..", no control characters.
    static func isSafeSegment(_ segment: String) -> Bool {
        !segment.isEmpty && segment != "." && segment != ".." && !segment.utf8.contains { $0 < 0x20 || $0 == 0x7F }
    }

    /// The bytes of a file written so far, read back from the staging folder; nil in a dry run or when it is not there.
    func bytes(at relativePath: String) -> [UInt8]? {
        guard !dryRun, tally.withLock({ $0.sizes[relativePath] != nil }) else { return nil }
        // An incremental build stages only what changed; a file it kept is still in the output itself.
        let staged = FileManager.default.contents(atPath: staging.path + "/" + relativePath)
        let kept = inPlace && staged == nil ? FileManager.default.contents(atPath: folder!.real.path + "/" + relativePath) : nil
        return (staged ?? kept).map { [UInt8]($0) }
    }

    /// In a dry run, files it would write without knowing their bytes (the pages it does not render): each counts
    /// as a file of no bytes, unless a generator already gave it bytes.
    func countUnwritten(_ paths: some Sequence<String>) {
        precondition(dryRun, "only a dry run leaves files unwritten")
        tally.withLock { tally in
            for path in paths where tally.sizes[path] == nil { tally.sizes[path] = 0 }
        }
    }

    /// Whether the output has a file at this path (relative to the output root).
    func contains(_ relativePath: String) -> Bool {
        tally.withLock { $0.sizes[relativePath] != nil || $0.elsewhere.contains(relativePath) }
    }

    /// Files in the output, their bytes, and how many of them were kept from the previous output unchanged.
    var statistics: (files: Int, bytes: Int, unchanged: Int) {
        tally.withLock { ($0.writtenFiles, $0.writtenBytes, $0.unchangedFiles) }
    }

    /// Hard-links the previous build's file into the staging folder when its bytes are the same,
    /// so an unchanged page keeps its inode and time stamp (a rebuild rewrites only what changed); returns that time
    /// when it did.
    private func linkIfUnchanged(_ old: String, to new: String, _ bytes: some Collection<UInt8>) throws -> Int? {
        guard let modified = Self.modifiedTime(ifHolding: bytes, old), try inFolders(of: new, { link(old, new) == 0 }) else {
            return nil
        }
        return modified
    }

    /// The modification time of the file at `path` when it holds exactly `bytes`; nil when it does not.
    private static func modifiedTime(ifHolding bytes: some Collection<UInt8>, _ old: String) -> Int? {
        var info = stat()
        guard stat(old, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count else { return nil }
        let fd = open(old, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var existing = [UInt8](repeating: 0, count: bytes.count)
        var offset = 0
        while offset < existing.count {
            let n = existing.withUnsafeMutableBytes { read(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n <= 0 { return nil }
            offset += n
        }
        return existing.elementsEqual(bytes) ? nanoseconds(info.st_mtim) : nil
    }

    /// Runs `attempt`, a call that makes an entry at `path` in the staging folder and says whether it did; when it
    /// fails for want of a folder, makes the missing folders and tries once more. A folder so costs one `mkdir`, when
    /// its first file is written, and the writer keeps no list of the 200,000 folders of a large site.
    private func inFolders(of path: String, _ attempt: () -> Bool) throws -> Bool {
        if attempt() { return true }
        guard errno == ENOENT else { return false }
        try OutputTree.makeFolders(above: path)
        return attempt()
    }

    static func writeAll(_ fd: Int32, _ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
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
