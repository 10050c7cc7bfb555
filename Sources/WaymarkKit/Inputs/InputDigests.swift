/// Digests of the whole-file inputs the loader reads (`site.yml`, `countries.plist`, `Content/geocode/`), made from the
/// bytes it read: page keys start from them (`PageInputs.SourceDigests`) without reading those files again.
struct InputDigests: Sendable, Equatable {
    var siteConfig: Digest
    var countries: Digest
    /// Each saved geocoding answer's name and bytes, in the order read.
    var geocode: Digest

    /// What a file that is not there adds.
    static let missing = Digester.digest { $0.add("\u{0}missing") }

    init(_ files: SiteLoader.Files) {
        siteConfig = files.siteConfig.map { Digest.of($0.bytes) } ?? Self.missing
        countries = files.countries.map { Digest.of($0.bytes) } ?? Self.missing
        geocode = Digester.digest { d in
            d.add(files.geocode.count)
            for file in files.geocode {
                // The name alone, not the path as the user spelt the site's folder (`.`, `mysite/`), which does not
                // change the pages.
                d.add(String(file.path.split(separator: "/").last ?? ""))
                d.add(bytes: file.bytes)
            }
        }
    }
}
