import Foundation
import Testing

@testable import WaymarkKit

/// Street maps: names along the streets, the places a town map names, green areas and the credit a map gives the
/// layers' source.
@Suite struct StreetLabelTests {
    static let pin = Coordinate(latitude: 55.95, longitude: -3.19)

    static func layers(_ features: [String], header: String = "") -> ContextLayers {
        var log = DiagnosticLog()
        var layers = ContextLayers()
        let text = "{\"type\": \"FeatureCollection\", \(header)\"features\": [\n" + features.joined(separator: ",\n") + "\n]}"
        ContextLayerReader().read(SourceFile(path: "layer.geojson", text: text), into: &layers, log: &log)
        #expect(log.all.isEmpty, "\(log.all)")
        return layers
    }

    static func street(_ name: String, _ highway: String = "residential", at coordinates: [(Double, Double)]) -> String {
        let positions = coordinates.map { "[\($0.0), \($0.1)]" }.joined(separator: ", ")
        return #"{"type": "Feature", "properties": {"highway": "\#(highway)", "name": "\#(name)"}, "#
            + #""geometry": {"type": "LineString", "coordinates": [\#(positions)]}}"#
    }

    static func render(_ layers: ContextLayers, zoom: Double = 16, width: Int = 640, attribution: String = "Map data: Natural Earth")
        -> String
    {
        let spec = MapSpec(
            width: width, height: 400, framing: .centered(on: pin, zoom: zoom),
            pins: [MapPin(coordinate: pin, kind: .branch, label: "Here", id: "here", isSelected: true)], title: "Map",
            attribution: attribution, id: "m", embedsStylesheet: false)
        return MapRenderer(basemap: SharedBasemap.basemap, layers: layers).render(spec).markup
    }

    /// The text of the street tiles a map at street scale links, one after the other.
    static func streetTiles(_ layers: ContextLayers, zoom: Double) -> String {
        let maps = MapRenderer(basemap: SharedBasemap.basemap, layers: layers)
        let spec = MapSpec(
            width: 640, height: 400, framing: .centered(on: pin, zoom: zoom), pins: [], title: "Map", id: "m",
            embedsStylesheet: false)
        let keys = maps.render(spec).assets.filter { $0.relativePath.contains("/streets/") }
        return keys.map { String(decoding: maps.asset($0).bytes, as: UTF8.self) }.joined()
    }

    /// The street names of a map: each `<textPath>` line.
    static func names(_ svg: String) -> [String] {
        svg.split(separator: "\n").filter { $0.contains("<textPath") }.map(String.init)
    }

    /// The path each name is written along, by its id.
    static func paths(_ svg: String) -> [String] {
        svg.split(separator: "\n").filter { $0.hasPrefix("<path id=") }.map(String.init)
    }

    @Test func writesAStreetsNameAlongItUprightAndRepeatsItOnlyWhereThereIsRoom() {
        // Drawn from east to west, 100 pixels below the pin, across a 960-pixel view: the name reads from the west,
        // once in the middle and once more 252 pixels east (at least 240 on); to the west the scale bar's corner, as
        // a phone shows it, leaves no room.
        let line = Self.street("Princes Street", "primary", at: [(-3.18, 55.9488), (-3.2, 55.9488)])
        let svg = Self.render(Self.layers([line]), width: 960)
        #expect(
            Self.names(svg) == [
                "<text><textPath href=\"#m-s1\" startOffset=\"50%\">Princes Street</textPath></text>",
                "<text><textPath href=\"#m-s2\" startOffset=\"50%\">Princes Street</textPath></text>",
            ])
        #expect(Self.paths(svg) == ["<path id=\"m-s1\" d=\"M408.5 300.3l143.4 0\"/>", "<path id=\"m-s2\" d=\"M660.5 300.3l143.4 0\"/>"])
        #expect(svg.contains("<g class=\"wm-streets\" font-family=\"system-ui,sans-serif\" font-size=\"18\""))
    }

    @Test func aNameNeverCoversAPinAnotherNameOrLeavesTheMap() {
        // A short street through the pin has no room beside it; a short street 4 pixels from George Street has room
        // only where its name is; a third runs along the bottom edge, where its letters would leave the map.
        let svg = Self.render(
            Self.layers([
                Self.street("Under The Pin", at: [(-3.1912, 55.95), (-3.1888, 55.95)]),
                Self.street("George Street", "secondary", at: [(-3.196, 55.9515), (-3.184, 55.9515)]),
                Self.street("Rose Street", at: [(-3.1912, 55.95155), (-3.1888, 55.95155)]),
                Self.street("Out Of View", at: [(-3.187, 55.94765), (-3.1845, 55.94765)]),
            ]))
        let names = Self.names(svg).map { $0.replacingOccurrences(of: ##"href="#m-s\d+" "##, with: "", options: .regularExpression) }
        #expect(Set(names) == ["<text><textPath startOffset=\"50%\">George Street</textPath></text>"])
    }

    @Test func escapesANameAndNamesNothingBelowStreetScale() {
        let layers = Self.layers([Self.street("Rose & <Crown>", at: [(-3.196, 55.9512), (-3.184, 55.9512)])])
        #expect(Self.names(Self.render(layers)).allSatisfy { $0.contains(">Rose &amp; &lt;Crown&gt;</textPath>") })
        #expect(!Self.names(Self.render(layers)).isEmpty)
        #expect(Self.names(Self.render(layers, zoom: 13)) == [])
    }

    @Test func creditsOpenStreetMapWhereTheMapDrawsItsData() {
        let street = Self.street("Princes Street", at: [(-3.196, 55.9512), (-3.184, 55.9512)])
        let credited = Self.layers(
            [street],
            header:
                #""copyright": "The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.", "#
        )
        #expect(credited.credit == .openStreetMap)
        let line = Self.render(credited).split(separator: "\n").first { $0.contains("wm-attr") }
        #expect(
            line
                == "<small class=\"wm-attr\">Map data: Natural Earth · Streets: <a href=\"https://www.openstreetmap.org/copyright\">© OpenStreetMap contributors</a></small>"
        )
        // Far from the streets, the map draws none of them and owes no credit; a hand-made layer owes none either.
        let far = MapSpec(width: 640, height: 400, framing: .centered(on: Coordinate(latitude: 40, longitude: 10), zoom: 12), title: "x")
        #expect(!MapRenderer(basemap: SharedBasemap.basemap, layers: credited).render(far).markup.contains("OpenStreetMap"))
        #expect(Self.layers([street]).credit == nil)
        #expect(!Self.render(Self.layers([street])).contains("OpenStreetMap"))
    }

    @Test func readsParksAsGreenAndStationsSquaresAndDistrictsAsPlaces() {
        let layers = Self.layers([
            #"{"type": "Feature", "properties": {"leisure": "park", "name": "The Meadows"}, "geometry": {"type": "Polygon", "coordinates": [[[-3.2, 55.947], [-3.18, 55.947], [-3.18, 55.949], [-3.2, 55.947]]]}}"#,
            #"{"type": "Feature", "properties": {"natural": "wood"}, "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 0]]]}}"#,
            #"{"type": "Feature", "properties": {"railway": "station", "name": "Waverley"}, "geometry": {"type": "Point", "coordinates": [-3.1893, 55.952]}}"#,
            #"{"type": "Feature", "properties": {"place": "square", "name": "St Andrew Square"}, "geometry": {"type": "Point", "coordinates": [-3.1935, 55.9544]}}"#,
            #"{"type": "Feature", "properties": {"place": "quarter", "name": "New Town"}, "geometry": {"type": "Polygon", "coordinates": [[[-3.2, 55.95], [-3.18, 55.95], [-3.18, 55.96], [-3.2, 55.95]]]}}"#,
        ])
        #expect(layers.rings.mapValues(\.count) == [.green: 2, .district: 1])
        #expect(
            layers.places == [
                ContextPlace(name: "Waverley", coordinate: Coordinate(latitude: 55.952, longitude: -3.1893), kind: .station),
                ContextPlace(name: "St Andrew Square", coordinate: Coordinate(latitude: 55.9544, longitude: -3.1935), kind: .square),
                ContextPlace(
                    name: "New Town", coordinate: Coordinate(latitude: 55.95333333333334, longitude: -3.186666666666667), kind: .district),
            ])
        let svg = Self.render(layers, zoom: 15)
        #expect(Self.streetTiles(layers, zoom: 15).contains("<path class=\"wm-layer wm-layer-green\""))
        let placeNames = svg.split(separator: "\n").filter { $0.contains("wm-pl") }.map {
            $0.split(separator: ">")[1].split(separator: "<")[0]
        }
        // Districts first; Waverley lies just above the pin, where its name would cover the pin on a phone.
        #expect(placeNames == ["New Town", "St Andrew Square"])
    }
}
