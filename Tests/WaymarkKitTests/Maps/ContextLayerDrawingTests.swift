import Foundation
import Testing

@testable import WaymarkKit

/// How context layers land in a map: inside its base, under the pins, only the part the view shows.
@Suite struct ContextLayerDrawingTests {
    static let edinburgh = Coordinate(latitude: 55.95, longitude: -3.19)

    func layers(_ text: String) -> ContextLayers {
        var log = DiagnosticLog()
        var layers = ContextLayers()
        ContextLayerReader().read(SourceFile(path: "layer.geojson", text: text), into: &layers, log: &log)
        #expect(log.all.isEmpty, "\(log.all)")
        return layers
    }

    func render(_ layers: ContextLayers, at center: Coordinate = edinburgh, zoom: Double = 14, width: Int = 200, height: Int = 120)
        -> String
    {
        let spec = MapSpec(
            width: width, height: height, framing: .centered(on: center, zoom: zoom),
            pins: [MapPin(coordinate: center, kind: .branch, label: "Here", id: "here")], title: "Map", id: "m",
            embedsStylesheet: false)
        return MapRenderer(basemap: SharedBasemap.basemap, layers: layers).render(spec).markup
    }

    /// The `<g class="wm-layers">` group of a map, or "" when it has none.
    func group(_ svg: String) -> String {
        guard let start = svg.range(of: "<g class=\"wm-layers\">"), let end = svg.range(of: "</g>", range: start.upperBound..<svg.endIndex)
        else { return "" }
        return String(svg[start.lowerBound..<end.upperBound])
    }

    static let sample = """
        {"type": "FeatureCollection", "features": [
        {"type": "Feature", "properties": {"railway": "rail"}, "geometry": {"type": "LineString", "coordinates": [[-3.2, 55.949], [-3.18, 55.951]]}},
        {"type": "Feature", "properties": {"highway": "primary"}, "geometry": {"type": "LineString", "coordinates": [[-3.195, 55.945], [-3.19, 55.95], [-3.185, 55.955]]}},
        {"type": "Feature", "properties": {"place": "quarter"}, "geometry": {"type": "Polygon", "coordinates": [[[-3.192, 55.949], [-3.188, 55.949], [-3.188, 55.951], [-3.192, 55.949]]]}}
        ]}
        """

    /// A town map draws the layers inline (street-scale maps link street tiles instead: `StreetTileTests`).
    @Test func drawsEachStyleAsOnePathInTheBaseUnderThePins() throws {
        let svg = render(layers(Self.sample), zoom: 12)
        #expect(
            group(svg) == """
                <g class="wm-layers">
                <path class="wm-layer wm-layer-district" d="M94.6 65l11.7 0 0-10.4z" fill="none" stroke-linecap="round" stroke-linejoin="round" stroke="#9b86a3" stroke-width=".9" stroke-dasharray="4 3"/>
                <path class="wm-layer wm-layer-major-street" d="M85.9 85.8l29.1-52" fill="none" stroke-linecap="round" stroke-linejoin="round" stroke="#e3b262" stroke-width="3.2"/>
                <path class="wm-layer wm-layer-rail" d="M71.3 65l58.3-10.4" fill="none" stroke-linecap="round" stroke-linejoin="round" stroke="#777d83" stroke-width="1.4" stroke-dasharray="6 3"/>
                </g>
                """)
        let base = try #require(svg.range(of: "<g class=\"wm-base\""))
        let drawn = try #require(svg.range(of: "<g class=\"wm-layers\">"))
        // The pins are HTML laid over the SVG, after it.
        let pins = try #require(svg.range(of: "<span class=\"wm-p wm-branch\""))
        #expect(base.lowerBound < drawn.lowerBound && drawn.upperBound < pins.lowerBound)
        #expect(render(layers(Self.sample), zoom: 12) == svg)
    }

    @Test func drawsNothingWhereTheLayersAreNotOrTooSmallToSee() {
        let sample = layers(Self.sample)
        #expect(group(render(sample, at: Coordinate(latitude: 51.5, longitude: -0.12))) == "")
        // Streets from zoom 9, districts too; a country map shows none of them.
        #expect(group(render(sample, zoom: 8)) == "")
        #expect(!render(sample, zoom: 8).contains("wm-layer"))
        #expect(!render(ContextLayers()).contains("wm-layer"))
    }

    /// A layer of 120,000 positions over a whole region: a town map gets the few lines it crosses, each simplified
    /// to the pixel, in a bounded number of bytes.
    @Test func aHugeLayerIsClippedAndSimplifiedToTheView() {
        var random = SeededRandom(seed: 3)
        var features: [String] = []
        for row in 0..<200 {
            let latitude = 55.8 + Double(row) * 0.0015
            let positions = (0..<600).map { column -> String in
                // A wobble of about a metre, far below a pixel at zoom 14.
                let wobble = Double(random.next(below: 21) - 10) / 1_000_000
                return "[\(-3.5 + Double(column) * 0.001), \(latitude + wobble)]"
            }
            features.append(
                #"{"type": "Feature", "properties": {"highway": "primary"}, "geometry": {"type": "LineString", "coordinates": [\#(positions.joined(separator: ", "))]}}"#
            )
        }
        let text = "{\"type\": \"FeatureCollection\", \"features\": [\n" + features.joined(separator: ",\n") + "\n]}"
        let huge = layers(text)
        #expect(huge.count == 200)
        let drawn = group(render(huge, zoom: 12, width: 640, height: 400))
        // The view is about 0.077° high: 53 of the 200 lines cross it, each as one straight stroke.
        let subpaths = drawn.filter { $0 == "M" }.count
        #expect(subpaths == 53, "\(drawn)")
        #expect(drawn.utf8.count < 1_000, "\(drawn.utf8.count) bytes")
        #expect(text.utf8.count > 2_000_000)
    }
}
