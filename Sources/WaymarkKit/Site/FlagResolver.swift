import Foundation

/// Finds each country's flag: the site's image by the data's `flag` name, else the site's or
/// Waymark's own flag for the ISO code, else the placeholder.
struct FlagResolver: Sendable {
    /// Where a country's flag comes from.
    enum Source: Sendable, Hashable {
        /// A file of the site's `Content/flags/`, by its name on disk.
        case site(String)
        /// A flag shipped with Waymark, by its file name in the bundled set.
        case bundled(String)
        case placeholder
    }

    /// Flag images the site has, by file name as on disk, to the safe name they get in the output.
    let files: [String: String]
    /// Site file names by their lower-case form.
    private let lowercased: [String: String]
    private let siteOutputNames: Set<String>
    /// Lower-case ISO codes with a flag in Waymark's own set.
    private let bundledCodes: Set<String>
    static let placeholder = "assets/flag-placeholder.svg"
    /// Flags that are Waymark's own (bundled, or a site file with the same bytes), to the ISO code of the PNG
    /// thumbnails Waymark ships for them (`FlagThumbnails`). Empty until the build has compared the files.
    private(set) var drawnThumbnails: [Source: String] = [:]

    init(fileNames: [String], bundledFileNames: [String] = []) {
        var files: [String: String] = [:]
        for name in fileNames.sorted() {
            let ext = name.split(separator: ".").last.map { "." + $0.lowercased() } ?? ""
            let stem = ext.isEmpty ? name : String(name.dropLast(ext.count))
            var safe = Slug(making: stem, fallback: "flag").value + ext
            while files.values.contains(safe) { safe = "x" + safe }
            files[name] = safe
        }
        self.files = files
        siteOutputNames = Set(files.values)
        lowercased = Dictionary(files.keys.sorted().map { ($0.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })
        bundledCodes = Set(bundledFileNames.filter { $0.hasSuffix(".svg") && !$0.hasPrefix("_") }.map { String($0.dropLast(4)) })
    }

    /// The flag's path under the output root, and whether it is the placeholder.
    func flag(for country: Country) -> (path: String, isPlaceholder: Bool) {
        let source = source(for: country)
        return (path(of: source), source == .placeholder)
    }

    private func path(of source: Source) -> String {
        switch source {
        case .site(let name): "flags/" + files[name]!
        case .bundled(let name): "flags/" + name
        case .placeholder: Self.placeholder
        }
    }

    /// Shows these flags with Waymark's PNG thumbnails, except where a site file already has a thumbnail's name.
    mutating func useThumbnails(_ drawn: [Source: String]) {
        drawnThumbnails = drawn.filter { _, code in
            ![false, true].contains { siteOutputNames.contains(FlagThumbnails.fileName(code, twice: $0)) }
        }
    }

    /// What pages show at 64×48: Waymark's PNG thumbnail pair where the flag is its own (then the flag itself is
    /// not written), else the flag itself.
    func thumbnail(for country: Country) -> (path: String, twice: String?) {
        let source = source(for: country)
        guard let code = drawnThumbnails[source] else { return (path(of: source), nil) }
        return (FlagThumbnails.path(code, twice: false), FlagThumbnails.path(code, twice: true))
    }

    /// Where the country's flag comes from.
    func source(for country: Country) -> Source {
        let named = country.flagFile
        let stem = named.split(separator: ".").first.map(String.init) ?? ""
        if !stem.isEmpty, let name = siteName(named) { return .site(name) }
        // England, Scotland and Wales fly their own flags, not the Union Jack of their ISO code GB.
        let nation = Self.nations[Slug.foldedLowercase(country.name)]
        for code in [nation, country.isoCode?.lowercased()].compactMap({ $0 }) {
            for candidate in ["\(code).svg", "\(code).png"] {
                if let name = siteName(candidate) { return .site(name) }
            }
            // A site file could already use the bundled flag's output name; the site's wins.
            if bundledCodes.contains(code), !siteOutputNames.contains("\(code).svg") { return .bundled("\(code).svg") }
        }
        return .placeholder
    }

    /// The nations of the United Kingdom with a flag of their own, by name, to their ISO 3166-2 code.
    static let nations = ["england": "gb-eng", "scotland": "gb-sct", "wales": "gb-wls"]

    private func siteName(_ name: String) -> String? {
        files[name] != nil ? name : lowercased[name.lowercased()]
    }
}
