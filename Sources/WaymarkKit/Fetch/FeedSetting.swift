import Foundation

/// What a feed's answer is, which decides the reader that checks it and the folder its file must be in.
public enum FeedKind: String, CaseIterable, Sendable, Hashable {
    case openbankingATM = "openbanking-atm"
    case openbankingBranch = "openbanking-branch"
    case geojson
    case csv

    /// The words a message uses for an answer of this kind: "an Open Banking ATM feed".
    var noun: String {
        switch self {
        case .openbankingATM: "an Open Banking ATM feed"
        case .openbankingBranch: "an Open Banking branch feed"
        case .geojson: "a GeoJSON file"
        case .csv: "a CSV file"
        }
    }

    /// Why `file` (relative to `Content/`) is not where the build reads this kind, or nil when it is.
    func misplaced(_ file: String) -> String? {
        let name = (file as NSString).lastPathComponent, folder = (file as NSString).deletingLastPathComponent
        let ext = (name as NSString).pathExtension.lowercased()
        switch self {
        case .openbankingATM, .openbankingBranch:
            return folder == "openbanking" && ext == "json" ? nil : "an Open Banking feed is read from openbanking/NAME.json"
        case .geojson:
            return ["", "geojson"].contains(folder) && ext == "geojson"
                ? nil : "a GeoJSON feed is read from NAME.geojson or geojson/NAME.geojson"
        case .csv:
            return folder.isEmpty && ext == "csv" ? nil : "a CSV feed is read from NAME.csv, directly in Content/"
        }
    }
}

/// One entry of `feeds:` in `site.yml`: where to fetch, what it is, and the file under `Content/` it replaces.
public struct FeedSetting: Sendable, Hashable {
    public var url: String
    public var kind: FeedKind
    /// Relative to `Content/`: "openbanking/atms.json".
    public var file: String
    /// Where the entry starts in `site.yml`, for messages about the feed.
    var position: SourcePosition

    public init(url: String, kind: FeedKind, file: String, position: SourcePosition) {
        self.url = url
        self.kind = kind
        self.file = file
        self.position = position
    }
}
