import Foundation
import Testing

@testable import WaymarkKit

/// Street-scale maps show the context layers' lines and areas from shared street tiles, placed where the inline
/// drawing put them; coarser maps keep drawing them inline.
@Suite struct StreetTileTests {
    static let edinburgh = Coordinate(latitude: 55.95, longitude: -3.19)
    /// A street with a bend inside every view below, a rail line and a park.
    static let sample = StreetLabelTests.layers([
        StreetLabelTests.street("Bent Street", "primary", at: [(-3.2, 55.9495), (-3.1903, 55.9504), (-3.18, 55.9499)]),
        #"{"type": "Feature", "properties": {"railway": "rail"}, "geometry": {"type": "LineString", "coordinates": [[-3.2, 55.949], [-3.18, 55.951]]}}"#,
        #"{"type": "Feature", "properties": {"leisure": "park"}, "geometry": {"type": "Polygon", "coordinates": [[[-3.1915, 55.9485], [-3.1885, 55.9485], [-3.1885, 55.9492], [-3.1915, 55.9485]]]}}"#,
    ])

    static func spec(zoom: Double, width: Int = 200, center: Coordinate = edinburgh) -> MapSpec {
        MapSpec(
            width: width, height: 120, framing: .centered(on: center, zoom: zoom),
            pins: [MapPin(coordinate: edinburgh, kind: .branch, label: "Here", id: "here")], title: "Map", id: "m",
            embedsStylesheet: false)
    }

    /// The lines of the map's `<g class="wm-layers">` group.
    static func group(_ markup: String) -> [String] {
        let lines = markup.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(of: "<g class=\"wm-layers\">") else { return [] }
        return Array(lines[start...].prefix { $0 != "</g>" }.dropFirst())
    }

    @Test func aStreetScaleMapLinksTileFilesWhereATownMapDrawsPaths() throws {
        let maps = MapRenderer(basemap: SharedBasemap.basemap, layers: Self.sample)
        let street = maps.render(Self.spec(zoom: 14))
        let folder = maps.assetFolder
        #expect(
            Self.group(street.markup) == [
                "<image href=\"/\(folder)/streets/14/62-39/4023-2552-383fa29c.svg\" x=\"-112\" y=\"-437\" width=\"516\" height=\"516\"/>",
                "<image href=\"/\(folder)/streets/14/62-39/4023-2553-fd8dc8dc.svg\" x=\"-112\" y=\"75\" width=\"516\" height=\"516\"/>",
            ])
        let key = try #require(street.assets.first { $0.relativePath.contains("/streets/") })
        #expect(
            String(decoding: maps.asset(key).bytes, as: UTF8.self) == """
                <svg xmlns="http://www.w3.org/2000/svg" width="516" height="516" viewBox="-2 -2 516 516">
                <path class="wm-layer wm-layer-green" d="M227.3 517l0-5-12 5z" fill="#d5e8c4" fill-rule="evenodd" stroke="#b7d3a0" stroke-width=".6" vector-effect="non-scaling-stroke"/>
                <path class="wm-layer wm-layer-major-street" d="M93.3 505.8l113-18.8 120 10.4" fill="none" stroke-linecap="round" stroke-linejoin="round" stroke="#e3b262" stroke-width="3.2" vector-effect="non-scaling-stroke"/>
                <path class="wm-layer wm-layer-rail" d="M93.3 516.2l233-41.7" fill="none" stroke-linecap="round" stroke-linejoin="round" stroke="#777d83" stroke-width="1.4" stroke-dasharray="6 3" vector-effect="non-scaling-stroke"/>
                </svg>

                """)
        // A town map (one a city) keeps its paths inline.
        let town = Self.group(maps.render(Self.spec(zoom: 12)).markup)
        #expect(
            town.map { $0.prefix(38) } == [
                "<path class=\"wm-layer wm-layer-green\" ", "<path class=\"wm-layer wm-layer-major-s",
                "<path class=\"wm-layer wm-layer-rail\" d",
            ])
    }

    /// The bend of the street, drawn in a tile shown at the view's zoom (quarter zooms scale it), lands within a
    /// fifth of a pixel of where the inline drawing put it (both are rounded to tenths of a pixel).
    @Test(arguments: [14.0, 14.5, 14.75, 15.25, 16])
    func tilesPutTheStreetWhereTheInlineDrawingDid(zoom: Double) throws {
        let maps = MapRenderer(basemap: SharedBasemap.basemap, layers: Self.sample)
        let rendered = maps.render(Self.spec(zoom: zoom, width: 640))
        let view = MapViewport(spec: Self.spec(zoom: zoom, width: 640), basemap: maps.basemap)
        let inline = maps.layerPaths(maps.layerPainters(view), zoom: zoom, scale: view.scale)
        let inlineBend = try #require(Self.points(inline.first { $0.contains("major-street") } ?? "").dropFirst().first)
        var found: [(x: Double, y: Double)] = []
        for image in Self.group(rendered.markup) {
            let placed = Self.numbers(in: image, after: ["x=\"", "y=\"", "width=\""])
            let path = try #require(rendered.assets.first { image.contains($0.relativePath) })
            let file = String(decoding: maps.asset(path).bytes, as: UTF8.self)
            let street = file.split(separator: "\n").first { $0.contains("major-street") }.map(String.init) ?? ""
            let k = placed[2] / 516
            found += Self.points(street).map { (placed[0] + ($0.x + 2) * k, placed[1] + ($0.y + 2) * k) }
        }
        let nearest = found.map { hypot($0.x - inlineBend.x, $0.y - inlineBend.y) }.min() ?? .infinity
        #expect(nearest < 0.2, "\(inlineBend) among \(found)")
    }

    @Test func pagesThatShowOneTileShareItsFileWrittenOnce() {
        let maps = MapRenderer(basemap: SharedBasemap.basemap, layers: Self.sample)
        let sent = Sent()
        maps.tileFills.send(to: { sent.add($0.relativePath) })
        let first = maps.render(Self.spec(zoom: 15)).assets.filter { $0.relativePath.contains("/streets/") }
        let second = maps.render(Self.spec(zoom: 15, center: Coordinate(latitude: 55.9501, longitude: -3.1902)))
            .assets.filter { $0.relativePath.contains("/streets/") }
        #expect(first.count == 3)
        #expect(first == second)
        #expect(sent.paths.filter { $0.contains("/streets/") }.sorted() == first.map(\.relativePath).sorted())
        // Far from every layer, a street-scale map links no street tile.
        let london = maps.render(Self.spec(zoom: 15, center: Coordinate(latitude: 51.5, longitude: -0.12)))
        #expect(!london.markup.contains("/streets/"))
        #expect(Self.group(london.markup) == [])
    }

    /// The absolute points of the first path's data in a line of SVG (`M`, relative `l`, `z`).
    static func points(_ line: String) -> [(x: Double, y: Double)] {
        guard let start = line.range(of: " d=\""), let end = line[start.upperBound...].firstIndex(of: "\"") else { return [] }
        let data = String(line[start.upperBound..<end])
        let tokens = data.matches(of: /[Mlz]|-?(?:\d+(?:\.\d+)?|\.\d+)/).map { String($0.output) }
        var result: [(x: Double, y: Double)] = [], relative = false, numbers: [Double] = []
        for token in tokens {
            if token == "M" || token == "l" || token == "z" {
                relative = token == "l"
                continue
            }
            numbers.append(Double(token)!)
            guard numbers.count == 2 else { continue }
            let last = result.last ?? (0, 0)
            result.append(relative ? (last.x + numbers[0], last.y + numbers[1]) : (numbers[0], numbers[1]))
            numbers = []
        }
        return result
    }

    static func numbers(in line: String, after prefixes: [String]) -> [Double] {
        prefixes.map { prefix in
            let rest = line[line.range(of: prefix)!.upperBound...]
            return Double(rest.prefix { $0 != "\"" })!
        }
    }
}

/// The paths a sink was sent, from any thread.
final class Sent: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ path: String) { lock.withLock { list.append(path) } }
    var paths: [String] { lock.withLock { list } }
}
