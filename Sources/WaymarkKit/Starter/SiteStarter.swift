import Foundation

/// `waymark init`: writes a new site that builds at once (settings, a few locations, a help page,
/// a `.gitignore` and deploy recipes), or with `sample` the whole sample site's content.
public struct SiteStarter: Sendable {
    public let sample: Bool

    public init(sample: Bool) { self.sample = sample }

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
            files.append((relative, path))
        }
        if sample {
            for path in EmbeddedFiles.paths where path.hasPrefix("Sample/") {
                files.append(("Content/" + path.dropFirst("Sample/".count), path))
            }
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// Writes the files into `folder` (made if missing), replacing files of the same name.
    public func write(to folder: URL) throws {
        for file in files {
            let target = folder.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(EmbeddedFiles.bytes(file.source) ?? []).write(to: target, options: .atomic)
            } catch {
                throw WaymarkError.io(path: target.path, reason: "cannot write: \(error.localizedDescription)")
            }
        }
    }
}
