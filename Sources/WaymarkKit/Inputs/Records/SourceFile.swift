import Foundation

/// A CSV or GeoJSON input: its bytes when they are already in memory (tests), else read from disk in chunks.
public struct SourceFile: Sendable {
    public var path: String
    public var bytes: [UInt8]?

    public init(path: String, bytes: [UInt8]? = nil) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Calls `body` with each chunk of at most `size` bytes, in order; false when the file cannot be read.
    func chunks(size: Int = 1 << 20, _ body: ([UInt8]) -> Void) -> Bool {
        if let bytes {
            body(bytes)
            return true
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        while let data = try? handle.read(upToCount: size), !data.isEmpty { body(Array(data)) }
        return true
    }
}

/// How a site maps the columns of its CSV files or the properties of its GeoJSON features (site.yml).
public struct SourceMapping: Sendable, Hashable {
    /// Waymark field name (`name`, `latitude`, …) to the column header or property name.
    public var fields: [String: String] = [:]
    /// The time zone of opening hours in this source.
    public var timeZone = "UTC"

    public init(fields: [String: String] = [:], timeZone: String = "UTC") {
        self.fields = fields
        self.timeZone = timeZone
    }
}
