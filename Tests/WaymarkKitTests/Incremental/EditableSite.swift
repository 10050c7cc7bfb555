import Foundation

@testable import WaymarkKit

/// A small generated site whose records, templates, pages and settings a test edits between builds.
final class EditableSite {
    struct Record {
        var id: String
        var atm: Bool
        var name: String
        var city: String
        var latitude: Double
        var longitude: Double
        var phone: String
        var closes: String
        var deposits = false
    }

    static let cities: [(name: String, country: String, latitude: Double, longitude: Double)] = [
        ("Edinburgh", "GB", 55.95, -3.19), ("Glasgow", "GB", 55.86, -4.25), ("Lyon", "FR", 45.76, 4.84),
        ("Leeds", "GB", 53.80, -1.55), ("Toronto", "CA", 43.65, -79.38),
    ]

    let site: TemporarySite
    var records: [Record] = []
    var title = "Editable Bank"
    /// More lines of `site.yml` (`city_pages: false`).
    var settings = ""
    var templateEdits = 0
    var pageEdits = 0
    var layerEdits = 0
    private var nextID = 0

    init(records count: Int, random: inout SeededRandom) throws {
        site = try TemporarySite([:])
        for _ in 0..<count { records.append(newRecord(&random)) }
        try writeAll()
    }

    var root: URL { site.root }

    func newRecord(_ random: inout SeededRandom) -> Record {
        nextID += 1
        let city = Self.cities[random.next(below: Self.cities.count)]
        return Record(
            id: "place-\(nextID)", atm: random.next(below: 3) == 0, name: "Place \(nextID)", city: city.name,
            latitude: city.latitude + Double(random.next(below: 2000) - 1000) / 20000,
            longitude: city.longitude + Double(random.next(below: 2000) - 1000) / 20000,
            phone: "+44 131 496 \(1000 + random.next(below: 9000))", closes: "17:00", deposits: random.next(below: 2) == 0)
    }

    func writeAll() throws {
        try writeRecords()
        try writeSettings()
        try writeTemplate()
        try writePage()
        try writeLayer()
    }

    func writeRecords() throws {
        let rows = records.map { r -> String in
            let country = Self.cities.first { $0.name == r.city }!.country
            return """
                {"id": "\(r.id)", "type": "\(r.atm ? "atm" : "branch")", "name": "\(r.name)", "phone": "\(r.phone)",
                 "services": [\(r.deposits ? "\"Cash deposit\", " : "")"Cash withdrawal"],
                 "address": {"street": "1 High St", "city": "\(r.city)", "country": "\(country)"},
                 "coordinate": {"latitude": \(r.latitude), "longitude": \(r.longitude)},
                 "hours": {"timezone": "Europe/London", "weekly": {"mon": [["09:00", "\(r.closes)"]]}}}
                """
        }
        try site.write(
            "Content/branches.json",
            Data("{\"bank\": {\"name\": \"Editable Bank\"}, \"locations\": [\n\(rows.joined(separator: ",\n"))\n]}\n".utf8))
    }

    func writeSettings() throws {
        // Offline, so that incremental builds also check `sw.js`, which lists the list pages and the search index.
        try site.write("Content/site.yml", Data("title: \(title)\npage_size: 4\noffline: true\n\(settings)".utf8))
    }

    /// A copy of the default location template with a mark that changes with each template edit.
    func writeTemplate() throws {
        let theme = String(decoding: Theme.embedded.bytes("Templates/location.mustache")!, as: UTF8.self)
        let edited = theme.replacingOccurrences(of: "{{$content}}", with: "{{$content}}<!-- edit \(templateEdits) -->")
        try site.write("Templates/location.mustache", Data(edited.utf8))
    }

    func writePage() throws {
        try site.write("Content/pages/help.md", Data("---\ntitle: Help\n---\n# Help\n\nEdition \(pageEdits).\n".utf8))
    }

    /// A street across Edinburgh's records that moves north with each layer edit.
    func writeLayer() throws {
        let latitude = 55.95 + Double(layerEdits) * 0.002
        let line = "[[-3.3, \(latitude)], [-3.19, \(latitude + 0.001)], [-3.1, \(latitude)]]"
        try site.write(
            "Content/layers/streets.geojson",
            Data(
                """
                {"type": "Feature", "properties": {"highway": "primary"}, "geometry": {"type": "LineString", "coordinates": \(line)}}

                """.utf8))
    }
}
