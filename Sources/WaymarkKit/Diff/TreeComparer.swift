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

/// Compares two folders file by file: sizes first, then bytes.
///
/// Both trees are walked together, folder pair by folder pair, on `jobs` threads; files are opened relative
/// to their folder, and a file is read only when the other side has one of the same size.
struct TreeComparer: Sendable {
    let old: URL
    let new: URL
    let jobs: Int

    init(old: URL, new: URL, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.old = old.standardizedFileURL
        self.new = new.standardizedFileURL
        self.jobs = BuildOptions.jobs(jobs)
    }

    func compare() throws -> TreeChanges {
        for root in [old, new] { _ = try FileTree.scan(root, listing: false) }
        let queue = FolderQueue(), results = WalkResults()
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            var walker = FolderPairWalker(oldRoot: old.path, newRoot: new.path)
            while let folder = queue.next() {
                queue.finish(adding: walker.walk(folder))
            }
            results.merge(walker)
        }
        return try results.sorted()
    }
}

/// Folder pairs still to walk, as paths relative to the roots; done when none is waiting and none is being walked.
private struct FolderQueue: Sendable {
    private let state = Locked((pending: [""], active: 0))

    func next() -> String? {
        state.withLock(when: { !$0.pending.isEmpty || $0.active == 0 }) { state in
            guard let folder = state.pending.popLast() else { return nil }
            state.active += 1
            return folder
        }
    }

    func finish(adding folders: [String]) {
        state.withLock { state in
            state.pending += folders
            state.active -= 1
        }
    }
}

/// Every walker's findings, gathered when it is done.
private struct WalkResults: Sendable {
    private let state = Locked((changes: TreeChanges(), error: (any Error)?.none))

    func merge(_ walker: FolderPairWalker) {
        state.withLock { state in
            state.changes.added += walker.changes.added
            state.changes.removed += walker.changes.removed
            state.changes.changed += walker.changes.changed
            state.changes.unchanged += walker.changes.unchanged
            if state.error == nil { state.error = walker.error }
        }
    }

    func sorted() throws -> TreeChanges {
        let (changes, error) = state.withLock { ($0.changes, $0.error) }
        if let error { throw error }
        var result = changes
        result.added.sort(by: PathOrder.precedes)
        result.removed.sort(by: PathOrder.precedes)
        result.changed.sort(by: PathOrder.precedes)
        return result
    }
}

/// Compares one folder of the old tree with the same folder of the new tree.
private struct FolderPairWalker {
    let oldRoot: String
    let newRoot: String
    var changes = TreeChanges()
    var error: (any Error)?
    private var buffers = ComparisonBuffers()

    init(oldRoot: String, newRoot: String) {
        self.oldRoot = oldRoot
        self.newRoot = newRoot
    }

    /// Sorts the folder's files into the changes and returns the sub-folders both trees have.
    mutating func walk(_ folder: String) -> [String] {
        do {
            let oldFolder = try FolderListing(path: oldRoot + "/" + folder)
            let newFolder = try FolderListing(path: newRoot + "/" + folder)
            return try compare(oldFolder, newFolder, prefix: folder.isEmpty ? "" : folder + "/")
        } catch {
            if self.error == nil { self.error = error }
            return []
        }
    }

    private mutating func compare(_ old: FolderListing, _ new: FolderListing, prefix: String) throws -> [String] {
        var both: [String] = []
        for (name, entry) in new.entries {
            let path = prefix + name
            switch (old.entries[name], entry) {
            case (nil, _): try addAll(path, entry, into: &changes.added, root: newRoot)
            case (.folder?, .folder): both.append(path)
            case (.file(let before)?, .file(let after)) where before == after:
                let differs = try buffers.differ(old.fd, new.fd, new.bytes[name] ?? [], path, size: Int(after))
                if differs { changes.changed.append(path) } else { changes.unchanged.append(path) }
            case (.file?, .file): changes.changed.append(path)
            case (let previous?, _):
                try addAll(path, previous, into: &changes.removed, root: oldRoot)
                try addAll(path, entry, into: &changes.added, root: newRoot)
            }
        }
        for (name, entry) in old.entries where new.entries[name] == nil {
            try addAll(prefix + name, entry, into: &changes.removed, root: oldRoot)
        }
        return both
    }

    /// A file, or every file of a folder that only one tree has.
    private func addAll(_ path: String, _ entry: FolderListing.Entry, into list: inout [String], root: String) throws {
        guard case .folder = entry else { list.append(path); return }
        list += try FileTree.scan(URL(fileURLWithPath: root + "/" + path)).files.keys.map { path + "/" + $0 }
    }
}

/// Orders paths folder by folder: `a/` and everything in it before `a-b/`.
enum PathOrder {
    static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8) { key($0) < key($1) }
    }

    private static func key(_ byte: UInt8) -> UInt8 { byte == UInt8(ascii: "/") ? 0 : byte }
}
