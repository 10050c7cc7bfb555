import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The user's output folder, locked for one build: Waymark stages the new site inside it and swaps
/// its own entries in, so `.git/`, `CNAME`, other dotfiles and files it did not write survive, a
/// mount point or a symlinked folder works, and no moment is without a complete output.
public final class OutputFolder: @unchecked Sendable {
    /// The folder as the user named it, for messages.
    let given: URL
    /// The real folder, symlinks followed: everything happens here.
    public let real: URL
    /// Where the new site is written before it is swapped in; inside `real`, so on its file system.
    let staging: URL
    /// What the previous build wrote, from its manifest; nil for a folder Waymark never wrote.
    let previous: OutputManifest?
    private let created: Bool
    private var lock: Int32

    static let stagingName = ".waymark-staging"

    private init(given: URL, real: URL, previous: OutputManifest?, created: Bool, lock: Int32) {
        self.given = given
        self.real = real
        self.staging = real.appendingPathComponent(Self.stagingName)
        self.previous = previous
        self.created = created
        self.lock = lock
    }

    deinit { unlock() }

    /// Why a build may not write to this folder, when it may not (a usage error, exit status 2).
    public struct Refusal: Error, CustomStringConvertible, Sendable {
        public let path: String
        public let description: String
        public let hint: String?
        /// The line and column in `path` the refusal is about, when it is about one.
        public var line = 1
        public var column = 1
    }

    /// Checks the folder, takes the lock, and clears what killed builds left behind.
    public static func open(_ given: URL, site: URL, force: Bool) throws -> OutputFolder {
        let real = OutputPaths.resolve(given)
        if let refusal = OutputPaths.refusal(output: real, given: given, site: OutputPaths.resolve(site)) { throw refusal }
        var created = false
        if !FileManager.default.fileExists(atPath: real.path) {
            do {
                try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
            } catch {
                throw Refusal(path: given.path, description: "cannot create the output folder: \(error.localizedDescription)", hint: nil)
            }
            created = true
        }
        let previous: OutputManifest?
        do {
            previous = try OutputManifest.read(in: real)
        } catch {
            var refusal = Refusal(
                path: given.appendingPathComponent(OutputManifest.fileName).path,
                description: "the output folder's manifest is damaged: \(error.reason); Waymark removes no file it names",
                hint: "delete \(OutputManifest.fileName) and build with --force (the files it listed are then kept)")
            (refusal.line, refusal.column) = (error.line, error.column)
            throw refusal
        }
        if previous == nil, !force, let first = OutputPaths.foreignEntries(in: real).first {
            throw Refusal(
                path: given.path,
                description: "the output folder is not empty and was not written by Waymark (it holds '\(first)')",
                hint: "choose an empty folder, or pass --force to build there and keep its files")
        }
        let lock = try takeLock(real, given: given)
        let folder = OutputFolder(given: given, real: real, previous: previous, created: created, lock: lock)
        folder.clearLeftovers()
        return folder
    }

    private static func takeLock(_ real: URL, given: URL) throws -> Int32 {
        let fd = openFolder(real.path)
        guard fd >= 0 else {
            throw Refusal(path: given.path, description: "cannot open the output folder: \(String(cString: strerror(errno)))", hint: nil)
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            throw Refusal(path: given.path, description: "another waymark build is writing to this folder", hint: "wait for it to finish")
        }
        return fd
    }

    /// A staging folder of a killed build, and the `.NAME.waymark-staging-PID` / `.waymark-old-PID`
    /// folders earlier versions left beside the output when their process is gone.
    private func clearLeftovers() {
        try? FileManager.default.removeItem(at: staging)
        let parent = real.deletingLastPathComponent()
        let prefixes = [".\(real.lastPathComponent).waymark-staging-", ".\(real.lastPathComponent).waymark-old-"]
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names {
            guard let prefix = prefixes.first(where: { name.hasPrefix($0) }), let pid = Int32(name.dropFirst(prefix.count)),
                kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    /// Leaves the folder as it was: removes the staging folder (and the output folder, if this build made it).
    func abort() {
        try? FileManager.default.removeItem(at: staging)
        if created { _ = rmdir(real.path) }
        unlock()
    }

    func unlock() {
        if lock >= 0 { close(lock) }
        lock = -1
    }
}

/// Outside the type, whose static `open` would hide the system call's name.
private func openFolder(_ path: String) -> Int32 { open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
