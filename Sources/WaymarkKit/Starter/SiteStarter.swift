import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `waymark init`: writes a new site that builds at once (settings, a few locations, a help page,
/// a `.gitignore` and deploy recipes), or with `sample` the whole sample site's content.
public struct SiteStarter: Sendable {
    public let sample: Bool
    /// The recipes' settings: the release they install, and for `--shards N` how many parts they build.
    public var recipes: StarterRecipes

    public init(sample: Bool, recipes: StarterRecipes = StarterRecipes()) {
        self.sample = sample
        self.recipes = recipes
    }

    /// Why a new site may not be written into `folder`, if it may not: it is a file, or a folder with
    /// anything in it (unless `force`).
    /// `name` is the folder as the user wrote it.
    public static func refusal(folder: URL, named name: String, force: Bool) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else { return nil }
        if !isFolder.boolValue { return "\(name) is a file, not a folder" }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        if !force, !entries.isEmpty {
            return "\(name) is not empty; choose a new folder, or pass --force to write the new site's files into it"
        }
        return nil
    }

    /// The files of the new site: path in the site to path in the embedded files, sorted.
    public var files: [(path: String, source: String)] {
        var files: [(String, String)] = []
        for path in EmbeddedFiles.paths where path.hasPrefix("Starter/") {
            let relative = String(path.dropFirst("Starter/".count))
            if sample, relative.hasPrefix("Content/") { continue }
            guard let placed = recipes.place(relative) else { continue }
            files.append((placed, path))
        }
        if sample {
            for path in EmbeddedFiles.paths where path.hasPrefix("Sample/") {
                files.append(("Content/" + path.dropFirst("Sample/".count), path))
            }
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// What `write` did with one file.
    public enum Outcome: Equatable, Sendable {
        case created
        /// The folder had this file, with these bytes, already.
        case same
        /// The folder had a file of its own there, which stays; the starter's went beside it, at this path.
        case beside(String)
    }

    /// The name the starter's version of a file the folder has already is written under, beside it.
    static let besideSuffix = ".waymark-new"

    /// Writes the files into `folder` (made if missing). A file the folder has is never replaced: the starter's version
    /// goes beside it (`NAME.waymark-new`). Returns what happened to each file, in the order of `files`.
    public func write(to folder: URL) throws -> [(path: String, outcome: Outcome)] {
        try files.map { file in
            let target = folder.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw WaymarkError.io(path: target.path, reason: "cannot write: \(error.localizedDescription)")
            }
            let bytes = EmbeddedFiles.bytes(file.source) ?? []
            let filled = file.path.hasPrefix("Content/") ? bytes : recipes.fill(bytes)
            return (file.path, try Self.place(filled, at: target, path: file.path))
        }
    }

    /// Creates the file at `target` with `bytes`, only if nothing is there (not through a link either); beside it
    /// when something is, unless it is a file with these bytes.
    private static func place(_ bytes: [UInt8], at target: URL, path: String) throws -> Outcome {
        let fd = open(target.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        if fd >= 0 {
            defer { close(fd) }
            guard bytes.withUnsafeBufferPointer({ OutputWriter.writeAll(fd, $0) }) else {
                throw WaymarkError.io(path: target.path, reason: "cannot write: \(String(cString: strerror(errno)))")
            }
            return .created
        }
        guard errno == EEXIST else {
            throw WaymarkError.io(path: target.path, reason: "cannot write: \(String(cString: strerror(errno)))")
        }
        if case .success(bytes) = FileBytes.regularFile(target.path, limit: bytes.count) { return .same }
        let beside = URL(fileURLWithPath: target.path + besideSuffix)
        try bytes.withUnsafeBufferPointer { try ReplacementFile(replacing: beside, with: $0, what: "the starter's \(path)") }.commit()
        return .beside(path + besideSuffix)
    }
}
