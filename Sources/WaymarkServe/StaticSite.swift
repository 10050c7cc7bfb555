import Foundation

/// Answers request paths from a built site folder the way a static host does: `/x/` is `x/index.html`,
/// `/x` redirects to `/x/`, folders are never listed, and nothing outside the folder is ever read.
public struct StaticSite: Sendable {
    public enum Answer: Equatable, Sendable {
        /// A file to send, by its path on disk.
        case file(String, contentType: String)
        /// A folder asked for without its trailing slash; the value is the path to redirect to, never `//host/`.
        case redirect(String)
        case notFound
        /// A path that tries to leave the site (`..`, an encoded slash or NUL) or is not a path at all.
        case badRequest
    }

    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// The answer for a path as it arrived, still percent-encoded, without its query.
    public func resolve(_ rawPath: String) -> Answer {
        guard rawPath.hasPrefix("/"), let segments = Self.decode(rawPath) else { return .badRequest }
        if segments.contains(where: { $0.hasPrefix(".") }) { return .notFound }
        let path = ([root.path] + segments).joined(separator: "/")
        let wantsFolder = rawPath.hasSuffix("/")
        switch Self.kind(of: path) {
        case .folder where wantsFolder: return file(path + "/index.html")
        case .folder: return .redirect("/" + rawPath.split(separator: "/").joined(separator: "/") + "/")
        case .file where !wantsFolder: return file(path)
        case .file, .missing: return .notFound
        }
    }

    /// `404.html` at the root, if the site has one.
    public var notFoundPage: String? {
        let path = root.path + "/404.html"
        return Self.kind(of: path) == .file && isInside(path) ? path : nil
    }

    private func file(_ path: String) -> Answer {
        guard Self.kind(of: path) == .file, isInside(path) else { return .notFound }
        return .file(path, contentType: ContentType.of(path))
    }

    /// Whether a path, with every symbolic link resolved, is still below the root.
    private func isInside(_ path: String) -> Bool {
        guard let real = Self.realPath(path), let realRoot = Self.realPath(root.path) else { return false }
        return real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/")
    }

    /// The decoded, non-empty segments; nil when one is `.`/`..` or holds a slash, backslash or NUL once decoded.
    static func decode(_ rawPath: String) -> [String]? {
        var segments: [String] = []
        for raw in rawPath.split(separator: "/", omittingEmptySubsequences: true) {
            guard let segment = String(raw).removingPercentEncoding, segment != ".", segment != ".." else { return nil }
            if segment.contains(where: { $0 == "/" || $0 == "\\" || $0 == "\0" }) { return nil }
            segments.append(segment)
        }
        return segments
    }

    private enum Kind { case file, folder, missing }

    private static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .missing
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// The Content-Type of a file, by its extension.
enum ContentType {
    static func of(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: ".") else { return "application/octet-stream" }
        return types[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }

    private static let types: [String: String] = [
        "html": "text/html; charset=utf-8", "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
        "json": "application/json", "geojson": "application/geo+json", "webmanifest": "application/manifest+json",
        "xml": "application/xml", "txt": "text/plain; charset=utf-8", "md": "text/markdown; charset=utf-8",
        "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "webp": "image/webp", "ico": "image/x-icon", "avif": "image/avif",
        "woff": "font/woff", "woff2": "font/woff2", "ttf": "font/ttf", "otf": "font/otf",
        "pdf": "application/pdf", "wasm": "application/wasm",
    ]
}
