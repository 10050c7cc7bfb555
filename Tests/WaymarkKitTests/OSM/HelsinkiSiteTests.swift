import Foundation
import Testing

@testable import WaymarkKit

/// The Helsinki fixture site (`Tests/Fixtures/helsinki/`): 20 banks and ATMs at real addresses, with the real
/// extract named in its `site.yml`; its maps draw the streets around each location.
@Suite struct HelsinkiSiteTests {
    @Test func theSiteLayersHoldTheStreetEachLocationIsOn() throws {
        let (data, log) = SiteLoader().load(site: Repository.fixture("helsinki").path)
        #expect(log.all.map(\.description) == [])
        #expect(data.locations.count == 20)
        // 672: the extract's shapes near the locations, with the 5 holes of its multipolygons.
        #expect(data.layers.count == 672)
        #expect(data.layers.places.count == 9)
        // Each location on a street named in its address has a point of that street within 100 m (a city block is about 80 m deep).
        let named = data.layers.names, shapes = data.layers.shapes
        var checked = 0
        for location in data.locations {
            let street = location.address.lines.first?.split(separator: " ").first.map(String.init) ?? ""
            let ids = named.filter { $0.value == street }.map(\.key)
            guard !ids.isEmpty else { continue }
            let points = ids.flatMap { shapes.starts[$0]..<shapes.starts[$0 + 1] }
            let nearest = points.map {
                location.coordinate.distance(to: WebMercator.unproject(WorldPoint(x: shapes.xs[$0], y: shapes.ys[$0])))
            }.min()
            #expect(nearest.map { $0 < 100 } == true, "\(location.name): \(street) at \(nearest ?? -1) m")
            checked += 1
        }
        #expect(checked == 20)
    }

    @Test func aLocationMapDrawsTheStreetsRailAndWaterAroundIt() throws {
        let folder = try TemporaryFolder()
        let report = buildFixture("helsinki", into: folder.url)
        #expect(report.diagnostics.map(\.description) == [])
        let page = try String(
            contentsOf: folder.url.appendingPathComponent("locations/fi/helsinki/node-288130461/index.html"), encoding: .utf8)
        // The lines and areas are in the shared street tiles the map links, not in the page.
        #expect(!page.contains("<path class=\"wm-layer"))
        let tiles = page.matches(of: /<image href="\/(assets\/maps\/[0-9a-f]{8}\/streets\/[^"]+)"/).map { String($0.output.1) }
        #expect(tiles.count == 4)
        let art = try tiles.map { try String(contentsOf: folder.url.appendingPathComponent($0), encoding: .utf8) }.joined()
        for style in ["major-street", "street", "rail", "water", "area"] {
            #expect(art.contains("<path class=\"wm-layer wm-layer-\(style)\" d=\"M"), "\(style)")
        }
        // OpenStreetMap's data is under the ODbL: a map drawn from an extract credits its contributors.
        #expect(page.contains("© OpenStreetMap contributors"))
        // The street names of the extract, written along their streets (each street's ways joined into one line).
        for street in ["Pohjoisesplanadi", "Kaisaniemenkatu", "Kaivokatu"] {
            #expect(page.contains("startOffset=\"50%\">\(street)</textPath>"), "\(street)")
        }
    }
}
