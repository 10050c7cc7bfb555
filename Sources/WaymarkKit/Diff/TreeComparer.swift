import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which files were added, removed or changed between two folders, as relative paths.
public struct TreeChanges: Sendable, Equatable {
    public var added: [String] = []
    public var removed: [String] = []
    public var changed: [String] = []
    /// In no particular order.
    public var unchanged: [String] = []

    public init(added: [String] = [], removed: [String] = [], changed: [String] = [], unchanged: [String] = []) {
        self.added = added
        self.removed = removed
        self.changed = changed
        self.unchanged = unchanged
    }
}

/// Compares two folders file by file: sizes first, then bytes, reading on several threads.
public struct TreeComparer: Sendable {
    public let old: URL
    public let new: URL
    public let jobs: Int

    public init(old: URL, new: URL, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.old = old
        self.new = new
        self.jobs = max(1, jobs)
    }

    public func compare() throws -> TreeChanges {
        let (before, after) = try scanBoth()
        var changes = TreeChanges()
        var sameSize: [String] = []
        for (path, entry) in after.files {
            guard let previous = before.files[path] else { changes.added.append(path); continue }
            if previous.size == entry.size { sameSize.append(path) } else { changes.changed.append(path) }
        }
        changes.removed = before.files.keys.filter { after.files[$0] == nil }
        let differs = try compareBytes(sameSize)
        for (path, different) in zip(sameSize, differs) {
            if different { changes.changed.append(path) } else { changes.unchanged.append(path) }
        }
        changes.added.sort(by: PathOrder.precedes)
        changes.removed.sort(by: PathOrder.precedes)
        changes.changed.sort(by: PathOrder.precedes)
        return changes
    }

    /// Lists both folders at once.
    private func scanBoth() throws -> (FileTree, FileTree) {
        let roots = [old, new]
        let results = ResultSlots<FileTree>(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            results.set(index, Result { try FileTree.scan(roots[index]) })
        }
        return (try results.get(0), try results.get(1))
    }

    /// Whether each pair of same-sized files differs, in the order given.
    private func compareBytes(_ paths: [String]) throws -> [Bool] {
        guard !paths.isEmpty else { return [] }
        let oldRoot = old.standardizedFileURL.path + "/", newRoot = new.standardizedFileURL.path + "/"
        let chunks = min(paths.count, jobs * 8)
        let results = ResultSlots<[Bool]>(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = (paths.count * chunk / chunks)..<(paths.count * (chunk + 1) / chunks)
            var buffers = ComparisonBuffers()
            results.set(chunk, Result {
                try paths[range].map { try buffers.differ(oldRoot + $0, newRoot + $0) }
            })
        }
        return try (0..<chunks).flatMap { try results.get($0) }
    }
}

/// One result per parallel job, each written by its own job.
private final class ResultSlots<T>: @unchecked Sendable {
    private var slots: [Result<T, any Error>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<T, any Error>) { lock.withLock { slots[index] = result } }

    func get(_ index: Int) throws -> T { try lock.withLock { slots[index]! }.get() }
}

/// Two read buffers reused for every pair of files a job compares.
private struct ComparisonBuffers {
    private static let size = 64 * 1024
    private var a = [UInt8](repeating: 0, count: size)
    private var b = [UInt8](repeating: 0, count: size)

    mutating func differ(_ pathA: String, _ pathB: String) throws -> Bool {
        let fdA = try Self.openFile(pathA)
        defer { close(fdA) }
        let fdB = try Self.openFile(pathB)
        defer { close(fdB) }
        while true {
            let countA = try Self.readFully(fdA, &a, pathA), countB = try Self.readFully(fdB, &b, pathB)
            if countA != countB || memcmp(a, b, countA) != 0 { return true }
            if countA < Self.size { return false }
        }
    }

    private static func openFile(_ path: String) throws -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw WaymarkError.io(path: path, reason: "cannot read file: \(String(cString: strerror(errno)))") }
        return fd
    }

    /// Fills the buffer unless the file ends first; returns how many bytes were read.
    private static func readFully(_ fd: Int32, _ buffer: inout [UInt8], _ path: String) throws -> Int {
        var filled = 0
        while filled < buffer.count {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
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

/// Orders paths folder by folder: `a/` and everything in it before `a-b/`.
enum PathOrder {
    static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8) { key($0) < key($1) }
    }

    private static func key(_ byte: UInt8) -> UInt8 { byte == UInt8(ascii: "/") ? 0 : byte }
}
