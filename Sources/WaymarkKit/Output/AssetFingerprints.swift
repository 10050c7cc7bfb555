import Foundation

/// Content-hash names of the stylesheets, scripts and images pages link to (`assets/waymark.css` is also written
/// as `assets/waymark.3f2a9c1b.css`), so a host can cache them for ever: a changed file gets a new name.
///
/// The files are the top level of `assets/` in the theme's `Public/` (or the site's own, which wins) and the
/// maps' stylesheet. The plain names are written too, for a site's own templates and scripts that use them.
struct AssetFingerprints: Sendable {
    /// Hashed path by plain path, both relative to the output root.
    let names: [String: String]

    init(files: [String: [UInt8]]) {
        var names: [String: String] = [:]
        for (path, bytes) in files where Self.isFingerprinted(path) {
            let dot = path.lastIndex(of: ".")!
            names[path] = path[..<dot] + "." + Digest.of(bytes).hex(8) + path[dot...]
        }
        self.names = names
    }

    /// The theme's and the site's `Public/assets/*` files, and `assets/maps.css`.
    init(theme: Theme, publicFolder: URL) {
        var files: [String: [UInt8]] = ["assets/maps.css": Array(MapStyle.css.utf8)]
        for path in theme.files(in: "Public") { files[path] = theme.bytes("Public/" + path) }
        for path in RenderStage.files(in: publicFolder) where Self.isFingerprinted(path) {
            files[path] = (try? Data(contentsOf: publicFolder.appendingPathComponent(path))).map { Array($0) }
        }
        self.init(files: files)
    }

    /// CSS, JS and images directly in `assets/` (not the map tiles' folder, already named by its content).
    static func isFingerprinted(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard parts.count == 2, parts[0] == "assets", let dot = parts[1].lastIndex(of: "."), dot != parts[1].startIndex
        else { return false }
        return ["css", "js", "svg", "png", "ico", "webp"].contains(parts[1][parts[1].index(after: dot)...])
    }

    /// The hashed name of a plain one, or the plain name when it is not fingerprinted.
    func name(_ path: String) -> String { names[path] ?? path }
}
