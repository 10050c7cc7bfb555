import WaymarkKit

/// The calls the targets make: each reads the input as a site's file would be read, and drops the result.
enum Readers {
    static func json(_ bytes: [UInt8]) {
        var log = DiagnosticLog()
        _ = JSONFile.parse(bytes: bytes, path: "f.json", log: &log)
    }

    static func branches(_ bytes: [UInt8]) {
        var log = DiagnosticLog()
        _ = BranchesReader().read(bytes: bytes, path: "branches.json", log: &log)
    }

    static func csv(_ bytes: [UInt8]) {
        var log = DiagnosticLog()
        _ = CSVLocationsReader().read(SourceFile(path: "f.csv", bytes: bytes), log: &log)
    }

    /// A GeoJSON file is read as locations and as a context layer, the two ways a site uses one.
    static func geoJSON(_ bytes: [UInt8]) {
        var log = DiagnosticLog()
        let file = SourceFile(path: "f.geojson", bytes: bytes)
        _ = GeoJSONLocationsReader().read(file, log: &log)
        var layers = ContextLayers()
        ContextLayerReader().read(file, into: &layers, log: &log)
    }

    /// Parses an expression, then evaluates it over two weeks (as `waymark hours` and the hours pages do).
    static func openingHours(_ bytes: [UInt8]) {
        guard let hours = try? OSMHours(String(decoding: bytes, as: UTF8.self)) else { return }
        let start = 29_635_200  // 2026-05-04 00:00, a Monday, in minutes since 1970
        _ = hours.intervals(from: start, to: start + 14 * 1440)
        _ = hours.intervals(from: start, to: start + 14 * 1440, holidays: OSMHolidays(publicHolidays: [20_580]))
        _ = hours.weeklyHours(timeZone: "Europe/London")
    }

    static func plist(_ bytes: [UInt8]) {
        var log = DiagnosticLog()
        _ = PlistFile.parse(bytes: bytes, path: "f.plist", log: &log)
        _ = CountriesReader().read(bytes: bytes, path: "countries.plist", log: &log)
    }

    static func siteConfig(_ bytes: [UInt8]) {
        var log = DiagnosticLog()
        _ = SiteConfigReader().read(text: String(decoding: bytes, as: UTF8.self), path: "site.yml", log: &log)
    }

    static func page(_ bytes: [UInt8]) {
        var log = DiagnosticLog()
        _ = PageReader().read(text: String(decoding: bytes, as: UTF8.self), path: "pages/p.md", log: &log)
    }

    /// The first byte picks whether raw HTML is allowed, as a page's `allow_html` does.
    static func markdown(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let html = Markdown.html(String(decoding: bytes.dropFirst(), as: UTF8.self), allowHTML: first & 1 == 1)
        _ = Markdown.rebase(html, basePath: "../")
    }
}
