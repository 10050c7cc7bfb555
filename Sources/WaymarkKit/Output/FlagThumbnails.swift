/// PNG thumbnails of Waymark's own flags, drawn ahead of time at the size lists show them (64×48 CSS pixels, at 1×
/// and 2×) by `scripts/prepare-flag-thumbnails.py`, which no build runs: nothing in the build can rasterise SVG, and
/// a flag with a coat of arms stays several kilobytes as SVG however it is simplified, and PNGs are a fraction of that.
///
/// A country gets them when its flag is Waymark's own: the bundled flag, or a site file with exactly its bytes.
/// Any other flag is shown as itself (an SVG redrawn by `SVGThumbnail`, or the site's own image).
enum FlagThumbnails {
    /// Where the thumbnails are in the theme's files.
    private static let themeFolder = "Flags/thumbnails"

    /// The file name of a flag's thumbnail, by its lower-case ISO code (`ad.png`, `ad@2x.png`), in the theme's
    /// `Flags/thumbnails/` and in the output's `flags/`, beside the flags: the countries page names it 245 times.
    static func fileName(_ code: String, twice: Bool) -> String { "\(code)\(twice ? "@2x" : "").png" }

    static func path(_ code: String, twice: Bool) -> String { "flags/" + fileName(code, twice: twice) }

    private static func themePath(_ code: String, twice: Bool) -> String { themeFolder + "/" + fileName(code, twice: twice) }

    /// The thumbnail's bytes as shipped (`ad.png`, `ad@2x.png`).
    static func bytes(_ code: String, twice: Bool, theme: Theme) -> [UInt8]? {
        theme.bytes(themePath(code, twice: twice))
    }

    /// The flags among `sources` that are Waymark's own and have both thumbnails, to their ISO code.
    /// `siteBytes` reads a site flag file, by its name on disk.
    static func drawn(
        _ sources: [(source: FlagResolver.Source, iso: String?)], theme: Theme, siteBytes: (String) -> [UInt8]?
    ) -> [FlagResolver.Source: String] {
        var drawn: [FlagResolver.Source: String] = [:]
        for (source, iso) in sources where drawn[source] == nil {
            // The cheap test first: a site file is read and compared only for a flag Waymark has thumbnails of.
            guard let code = code(of: source, iso: iso),
                [false, true].allSatisfy({ theme.contains(themePath(code, twice: $0)) })
            else { continue }
            if case .site(let name) = source {
                guard let own = theme.bytes("Flags/\(code).svg"), siteBytes(name) == own else { continue }
            }
            drawn[source] = code
        }
        return drawn
    }

    /// The ISO code of the bundled flag a source would be: its own name, or for a site file the country's code.
    private static func code(of source: FlagResolver.Source, iso: String?) -> String? {
        switch source {
        case .bundled(let name) where name.hasSuffix(".svg"): String(name.dropLast(4))
        case .site: iso
        default: nil
        }
    }
}
