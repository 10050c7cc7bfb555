import Foundation

/// Waymark's own files compiled into the binary (by the EmbedTheme build plugin), by path:
/// `Templates/…`, `Public/…`, `Flags/…`, `Basemap/…`.
enum EmbeddedFiles {
    /// Paths to their base64 text, for lookups.
    static let index: [String: StaticString] = Dictionary(all.map { ($0.path, $0.base64) }, uniquingKeysWith: { a, _ in a })

    /// Every embedded path, sorted.
    static let paths: [String] = all.map(\.path).sorted()

    /// The bytes of one embedded file, decoded on demand.
    static func bytes(_ path: String) -> [UInt8]? {
        guard let text = index[path] else { return nil }
        let encoded = Data(bytes: text.utf8Start, count: text.utf8CodeUnitCount)
        return Data(base64Encoded: encoded).map { [UInt8]($0) }
    }
}
