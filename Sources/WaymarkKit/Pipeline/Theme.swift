import Foundation

/// Waymark's default theme, compiled into the binary: the `Templates/` and `Public/` a site starts
/// from and overrides file by file, with the bundled flags (`Flags/`) and basemap (`Basemap/`).
public struct Theme: Sendable {
    public static let embedded = Theme()

    /// The folders a site can override, and that `waymark theme export` writes out.
    public static let overridable = ["Templates", "Public"]

    /// Files below one of the theme's top folders, as paths relative to it, sorted.
    public func files(in folder: String) -> [String] {
        let prefix = folder + "/"
        return EmbeddedFiles.paths.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    /// The bytes of a file, by its path from the theme's root (`Public/assets/waymark.css`).
    public func bytes(_ path: String) -> [UInt8]? { EmbeddedFiles.bytes(path) }

    /// Whether the theme has a file, without decoding it.
    public func contains(_ path: String) -> Bool { EmbeddedFiles.index[path] != nil }

    /// How a theme file is named in messages, since it has no place on disk.
    func display(_ path: String) -> String { "(waymark theme)/" + path }

    /// Writes the overridable folders into `folder`; refuses, before writing anything, to replace a file that is there.
    public func export(to folder: URL) throws {
        let paths = Self.overridable.flatMap { top in files(in: top).map { top + "/" + $0 } }
        if let existing = paths.first(where: { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }) {
            throw WaymarkError.io(
                path: folder.appendingPathComponent(existing).path,
                reason: "already exists; nothing was written (export into a folder without a theme)")
        }
        for path in paths {
            let target = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes(path) ?? []).write(to: target)
        }
    }
}
