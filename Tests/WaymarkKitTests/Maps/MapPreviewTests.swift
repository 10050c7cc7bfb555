import Foundation
import Testing

@testable import WaymarkKit

/// Sample maps, written as one HTML page each with the basemap files they use, and checked: every
/// sample draws an SVG. To look at them by eye, keep them in a folder of
/// your own: `WAYMARK_MAP_PREVIEW=/tmp/maps-preview swift test --filter MapPreview` (the test runs either way).
@Suite struct MapPreviewTests {
    @Test func everySampleMapIsDrawnWithTheFilesItUses() throws {
        let temporary = try TemporaryFolder()
        let root = ProcessInfo.processInfo.environment["WAYMARK_MAP_PREVIEW"].map { URL(fileURLWithPath: $0) } ?? temporary.url
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let renderer = MapRenderer(basemap: SharedBasemap.basemap)
        var index: [String] = []
        for (name, spec) in MapSamples.all() {
            let start = Date()
            let map = renderer.render(spec)
            let elapsed = Date().timeIntervalSince(start)
            #expect(map.markup.hasPrefix("<div class=\"wm-frame\">\n<svg"), "\(name) drew no SVG")
            for key in map.assets {
                let asset = renderer.asset(key)
                let url = root.appendingPathComponent(asset.relativePath)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(asset.bytes).write(to: url)
            }
            let page = """
                <!doctype html>
                <html lang="en"><head><meta charset="utf-8"><title>\(name)</title>
                <style>body{margin:16px;font:14px system-ui,sans-serif}.wm-map{max-width:\(spec.width)px}.wm-places{font-size:12px;columns:2}</style></head>
                <body>
                \(map.html)
                </body></html>
                """
            try Data(page.utf8).write(to: root.appendingPathComponent("\(name).html"))
            let assetBytes = map.assets.reduce(0) { $0 + renderer.asset($1).bytes.count }
            index.append(
                "\(name): map \(map.markup.utf8.count) B, html \(map.html.utf8.count) B, \(map.assets.count) assets \(assetBytes) B, zoom \(map.zoom.map { "\($0)" } ?? "-"), \(String(format: "%.1f", elapsed * 1000)) ms"
            )
        }
        try Data((index.joined(separator: "\n") + "\n").utf8).write(to: root.appendingPathComponent("index.txt"))
        #expect(index.count == MapSamples.all().count)
    }
}

/// The sample maps: world, a country, a dense city, one ATM, the Pacific, the far north.
enum MapSamples {
    static func capitals() -> [MapPin] {
        CountryReference.all.compactMap { country in
            guard let coordinate = country.capitalCoordinate, let capital = country.capital else { return nil }
            return MapPin(
                coordinate: coordinate, kind: .capital, label: capital, sublabel: country.name,
                href: "/countries/\(country.alpha2.lowercased())/", id: country.alpha2)
        }
    }

    /// Branches and ATMs scattered around a centre, deterministic.
    static func scatter(_ count: Int, around center: Coordinate, spread: Double, seed: UInt64, prefix: String) -> [MapPin] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { i in
            // Sum of uniforms: denser in the middle, like a town.
            let dx = (0..<3).map { _ in Double.random(in: -1...1, using: &random) }.reduce(0, +) / 3
            let dy = (0..<3).map { _ in Double.random(in: -1...1, using: &random) }.reduce(0, +) / 3
            let c = Coordinate(
                latitude: center.latitude + dy * spread, longitude: center.longitude + dx * spread / cos(center.latitude * .pi / 180))
            let kind: MapPin.Kind = i % 3 == 0 ? .atm : .branch
            return MapPin(
                coordinate: c, kind: kind, label: "\(prefix) \(kind == .atm ? "ATM" : "Branch") \(i + 1)",
                sublabel: "\(i + 1) High Street", href: "/locations/\(prefix.lowercased())-\(i + 1)/", id: "\(prefix)-\(i)")
        }
    }

    static func all() -> [(String, MapSpec)] {
        let london = Coordinate(latitude: 51.5074, longitude: -0.1278)
        let city = scatter(400, around: london, spread: 0.12, seed: 1, prefix: "London")
        var atm = scatter(11, around: Coordinate(latitude: 51.5136, longitude: -0.1316), spread: 0.01, seed: 2, prefix: "Soho")
        atm[0] = MapPin(
            coordinate: Coordinate(latitude: 51.5136, longitude: -0.1316), kind: .atm,
            label: "Imaginary Bank ATM, Dean Street & <Soho> \"Square\"", sublabel: "1 Dean St, London W1D 3RB",
            href: "/locations/soho-atm/", id: "soho-atm", isSelected: true)
        let pacific: [MapPin] = [
            ("Suva", -18.1416, 178.4419), ("Nadi", -17.7765, 177.4356), ("Labasa", -16.4167, 179.3833),
            ("Apia", -13.8333, -171.7667), ("Nukuʻalofa", -21.1394, -175.2018), ("Funafuti", -8.5211, 179.1983),
            ("Savusavu", -16.7794, 179.3322), ("Levuka", -17.6833, 178.8333),
        ].enumerated().map { i, p in
            MapPin(
                coordinate: Coordinate(latitude: p.1, longitude: p.2), kind: .branch, label: "Pacific Bank \(p.0)",
                href: "/locations/pacific-\(i)/", id: "pac-\(i)", isSelected: i == 0)
        }
        let north: [MapPin] = [
            ("Longyearbyen", 78.2232, 15.6267), ("Ny-Ålesund", 78.9236, 11.9094), ("Barentsburg", 78.0648, 14.2335),
            ("Tromsø", 69.6492, 18.9553),
        ].enumerated().map { i, p in
            MapPin(
                coordinate: Coordinate(latitude: p.1, longitude: p.2), kind: i == 0 ? .youAreHere : .geocodeResult, label: p.0,
                href: "/geocode/svalbard/\(i + 1)/", id: "sv-\(i)", isSelected: i == 0)
        }
        let reykjavik = Coordinate(latitude: 64.1466, longitude: -21.9426)
        let capitals = capitals()
        let world100k = (0..<20).flatMap { i -> [MapPin] in
            let centres = [
                (51.5, -0.1), (40.7, -74.0), (35.7, 139.7), (-23.5, -46.6), (19.4, -99.1), (28.6, 77.2), (-33.9, 151.2),
                (6.5, 3.4), (55.8, 37.6), (30.0, 31.2), (-26.2, 28.0), (1.35, 103.8), (48.9, 2.35), (52.5, 13.4),
                (41.0, 29.0), (34.0, -118.2), (39.9, 116.4), (-34.6, -58.4), (43.7, -79.4), (37.6, 127.0),
            ]
            return scatter(
                5000, around: Coordinate(latitude: centres[i].0, longitude: centres[i].1), spread: 3, seed: UInt64(100 + i), prefix: "W\(i)"
            )
        }
        return [
            (
                "world-equal-earth",
                MapSpec(
                    width: 960, height: 500, projection: .equalEarth, framing: .world, pins: capitals,
                    title: "The world's capitals", caption: "Capitals of the world", id: "world",
                    assetBase: "")
            ),
            (
                "country-france",
                MapSpec(
                    width: 640, height: 480, framing: .country(isoCode: "FR", centeredOn: Coordinate(latitude: 48.8566, longitude: 2.3522)),
                    pins: capitals.map {
                        var p = $0; p.isSelected = p.id == "FR"; return p
                    },
                    highlightedCountry: "FR", highlightedCountryName: "France", title: "Map of France", caption: "Paris, France", id: "fr",
                    assetBase: "")
            ),
            (
                "europe",
                MapSpec(
                    width: 800, height: 560,
                    framing: .fit([Coordinate(latitude: 35, longitude: -11), Coordinate(latitude: 62, longitude: 32)], padding: 0),
                    pins: capitals, highlightedCountry: "DE", title: "Europe", id: "eu", assetBase: "")
            ),
            (
                "city-clusters",
                MapSpec(
                    width: 720, height: 480, framing: .fit(city.map(\.coordinate), padding: 20), pins: city,
                    title: "Branches and ATMs in London", caption: "400 locations in London", id: "city",
                    assetBase: "", clusterLink: .template("/locations/near/?lat={lat}&lon={lon}&z={zoom}"))
            ),
            (
                "single-atm",
                MapSpec(
                    width: 640, height: 400, framing: .centeredFit(on: atm[0].coordinate, showing: atm.map(\.coordinate), padding: 30),
                    pins: atm, title: "Imaginary Bank ATM and 10 nearby places", caption: "Where it is", id: "atm",
                    assetBase: "")
            ),
            (
                "single-atm-z11",
                MapSpec(
                    width: 640, height: 400, framing: .centered(on: atm[0].coordinate, zoom: 11),
                    pins: atm, title: "Imaginary Bank ATM", id: "atm11", assetBase: "")
            ),
            (
                "pacific-fiji",
                MapSpec(
                    width: 720, height: 480,
                    framing: .centeredFit(on: pacific[0].coordinate, showing: pacific.map(\.coordinate), padding: 30),
                    pins: pacific, highlightedCountry: "FJ", title: "Pacific Bank", caption: "Across the antimeridian", id: "pac",
                    assetBase: "")
            ),
            (
                "fiji-country",
                MapSpec(
                    width: 640, height: 420, framing: .country(isoCode: "FJ", centeredOn: pacific[0].coordinate),
                    pins: [pacific[0]], highlightedCountry: "FJ", title: "Fiji", id: "fj", assetBase: "")
            ),
            (
                "svalbard",
                MapSpec(
                    width: 640, height: 420,
                    framing: .centeredFit(on: north[0].coordinate, showing: north.dropLast().map(\.coordinate), padding: 40),
                    pins: north, highlightedCountry: "NO", title: "Svalbard", id: "sv", assetBase: "")
            ),
            (
                "reykjavik",
                MapSpec(
                    width: 640, height: 420, framing: .centered(on: reykjavik, zoom: 6),
                    pins: [
                        MapPin(
                            coordinate: reykjavik, kind: .capital, label: "Reykjavík", sublabel: "Iceland", href: "/countries/is/",
                            id: "IS", isSelected: true)
                    ],
                    highlightedCountry: "IS", title: "Reykjavík", id: "is", assetBase: "")
            ),
            (
                "world-mercator-100k",
                MapSpec(
                    width: 960, height: 560, framing: .world, pins: world100k, title: "100,000 locations",
                    caption: "100,000 locations, clustered", id: "w100k", assetBase: "",
                    clusterLink: .href("/locations/"), clusterRadius: 18)
            ),
            (
                "equal-earth-fit",
                MapSpec(
                    width: 640, height: 420, projection: .equalEarth,
                    framing: .fit([Coordinate(latitude: -50, longitude: 110), Coordinate(latitude: 0, longitude: 180)], padding: 10),
                    pins: capitals, highlightedCountry: "AU", title: "Oceania", id: "ee", assetBase: "")
            ),
            (
                "antarctica",
                MapSpec(
                    width: 640, height: 420, framing: .centered(on: Coordinate(latitude: -77.85, longitude: 166.67), zoom: 4),
                    pins: [
                        MapPin(
                            coordinate: Coordinate(latitude: -77.85, longitude: 166.67), kind: .geocodeResult, label: "McMurdo Station",
                            id: "mc", isSelected: true),
                        MapPin(coordinate: Coordinate(latitude: -90, longitude: 0), kind: .geocodeResult, label: "South Pole", id: "sp"),
                    ],
                    title: "McMurdo", id: "aq", assetBase: "")
            ),
            (
                "uk-country",
                MapSpec(
                    width: 640, height: 560, framing: .country(isoCode: "GB", centeredOn: london),
                    pins: capitals.map {
                        var p = $0; p.isSelected = p.id == "GB"; return p
                    }, highlightedCountry: "GB",
                    title: "United Kingdom", id: "gb", assetBase: "")
            ),
        ]
    }
}
