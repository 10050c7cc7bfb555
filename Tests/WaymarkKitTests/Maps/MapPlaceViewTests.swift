import Foundation
import Testing

@testable import WaymarkKit

/// A page with a map, as the theme's map partial reads it.
private struct MapPage: TemplateView {
    let map: MapView
    static let fields: [TemplateField<Self>] = [.init("map") { $0.map }]
}

/// Renders `map` through the theme's `partials/map.mustache`.
private func renderThemePartial(_ map: MapView) throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let partial = try String(contentsOf: root.appendingPathComponent("Templates/partials/map.mustache"), encoding: .utf8)
    let syntax = ["page": try MustacheSyntax("{{> map}}"), "map": try MustacheSyntax(partial)]
    let template = try TemplateCompiler(syntax: syntax).compile("page", root: [MapPage.self])
    var out: [UInt8] = []
    template.render([MapPage(map: map)], into: &out)
    return String(decoding: out, as: UTF8.self)
}

@Suite struct MapPlaceViewTests {
    /// The engine's list entries go to the template as they are: a pin with its link, a cluster without one; only a
    /// list without a drawn map adds the coordinates.
    @Test func theEnginesPlacesAreTheTemplatesListEntries() throws {
        let soho = Coordinate(latitude: 51.5136, longitude: -0.1316)
        let pin = MapPlace(
            kind: .branch, label: "Soho & Co", detail: "Branch · 1 Dean St", href: "/locations/soho/", coordinate: soho, count: 1)
        let cluster = MapPlace(kind: nil, label: "3 ATMs", detail: "grouped", href: nil, coordinate: soho, count: 3)
        var unmapped = MapPlace(kind: .atm, label: "Kings Cross", detail: "ATM", href: nil, coordinate: soho, count: 1)
        unmapped.showsCoordinates = true
        let html = try renderThemePartial(MapView(caption: "Near <Soho>", id: "m", markup: nil, places: [pin, cluster, unmapped]))
        #expect(html.contains(#"<li><a href="/locations/soho/">Soho &amp; Co</a> <span class="muted">Branch · 1 Dean St</span></li>"#))
        #expect(html.contains(#"<li>3 ATMs <span class="muted">grouped</span></li>"#))
        #expect(html.contains(#"<li>Kings Cross <span class="muted">ATM · \#(soho.formatted)</span></li>"#))
        #expect(html.contains(#"<figcaption id="m-caption">Near &lt;Soho&gt;</figcaption>"#))
    }

    @Test func mapIDsKeepOnlyASCIILettersDigitsHyphensAndUnderscores() {
        #expect(MapIDs(prefix: "location-map_2").prefix == "location-map_2")
        #expect(MapIDs(prefix: "Map é 1").prefix == "Map---1")
        #expect(MapIDs(prefix: "ª<b>").prefix == "--b-")
        #expect(MapIDs(prefix: "").prefix == "map")
    }
}
