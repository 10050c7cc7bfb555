/// Finds each country's flag: the site's image by the data's `flag` name, else by ISO code, else the placeholder.
public struct FlagResolver: Sendable {
    /// Flag images the site has, by file name as on disk, to the safe name they get in the output.
    public let files: [String: String]
    private let lowercased: [String: String]
    public static let placeholder = "assets/flag-placeholder.svg"

    public init(fileNames: [String]) {
        var files: [String: String] = [:]
        for name in fileNames.sorted() {
            let ext = name.split(separator: ".").last.map { "." + $0.lowercased() } ?? ""
            let stem = ext.isEmpty ? name : String(name.dropLast(ext.count))
            var safe = Slug(making: stem, fallback: "flag").value + ext
            while files.values.contains(safe) { safe = "x" + safe }
            files[name] = safe
        }
        self.files = files
        lowercased = Dictionary(files.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    /// The flag's path under the output root, and whether it is the placeholder.
    public func flag(for country: Country) -> (path: String, isPlaceholder: Bool) {
        let named = country.flagFile
        let stem = named.split(separator: ".").first.map(String.init) ?? ""
        if !stem.isEmpty, let safe = files[named] ?? lowercased[named.lowercased()] {
            return ("flags/" + safe, false)
        }
        if let iso = country.isoCode?.lowercased() {
            for candidate in ["\(iso).svg", "\(iso).png"] {
                if let safe = lowercased[candidate] { return ("flags/" + safe, false) }
            }
        }
        return (Self.placeholder, true)
    }
}
