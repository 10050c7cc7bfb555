import Foundation

/// What `waymark fetch` keeps of a feed's last answer, in a hidden file beside the feed's file
/// (`Content/openbanking/.atms.json.fetch`), which no reader of the build takes.
struct FeedState: Sendable, Equatable {
    /// The address the answer came from: a state kept for another URL is not used.
    var url: String
    var etag: String?
    var lastModified: String?
    /// When the last answer (200 or 304) came.
    var fetched: Date
    /// Seconds the answer stays fresh (`Cache-Control: max-age`), 0 when it did not say.
    var maxAge: Int

    /// The state file of a feed's file: "Content/openbanking/atms.json" → "Content/openbanking/.atms.json.fetch".
    static func path(for file: String) -> String {
        let folder = (file as NSString).deletingLastPathComponent, name = (file as NSString).lastPathComponent
        return SiteLoader.join(folder, ".\(name).fetch")
    }

    /// When a new request may go out, unless forced.
    var freshUntil: Date { fetched.addingTimeInterval(TimeInterval(maxAge)) }

    /// The state in a state file's bytes; nil for anything else (a damaged file is as good as none).
    init?(bytes: [UInt8]) {
        guard case .object(let object)? = try? JSONParser.parse(bytes).value else { return nil }
        func text(_ key: String) -> String? {
            if case .string(let value)? = object[key]?.value { return value }
            return nil
        }
        guard let url = text("url"), let fetched = text("fetched").flatMap(Self.date) else { return nil }
        guard case .number(let age, _)? = object["maxAge"]?.value, age >= 0, age <= 31_536_000 else { return nil }
        self.init(url: url, etag: text("etag"), lastModified: text("lastModified"), fetched: fetched, maxAge: Int(age))
    }

    init(url: String, etag: String?, lastModified: String?, fetched: Date, maxAge: Int) {
        self.url = url
        self.etag = etag
        self.lastModified = lastModified
        self.fetched = fetched
        self.maxAge = maxAge
    }

    /// The state file's text: one JSON object, keys in a fixed order.
    var json: String {
        var lines = ["  \"url\": \(Escape.jsonString(url))"]
        if let etag { lines.append("  \"etag\": \(Escape.jsonString(etag))") }
        if let lastModified { lines.append("  \"lastModified\": \(Escape.jsonString(lastModified))") }
        lines.append("  \"fetched\": \(Escape.jsonString(Self.text(fetched)))")
        lines.append("  \"maxAge\": \(maxAge)")
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    static func text(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }

    static func date(_ text: String) -> Date? { ISO8601DateFormatter().date(from: text) }
}
