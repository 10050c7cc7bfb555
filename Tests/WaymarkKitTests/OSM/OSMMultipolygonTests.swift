import Foundation
import Testing

@testable import WaymarkKit

/// A multipolygon's inner ways are joined into rings as its outer ways are, and each ring inside an outer ring is a
/// hole: drawn in the same path, whose even-odd fill leaves it out, on town maps and in street tiles alike.
@Suite struct OSMMultipolygonTests {
    static let helsinki = Coordinate(latitude: 60.17, longitude: 24.94)

    /// A lake of two outer ways with an island of two inner ways, an inner ring outside the lake, and an inner way
    /// that does not close.
    func lakeWithAnIsland() throws -> OSMTake {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("lake.osm.pbf")
        var file = PBFFile()
        file.append(nodes: [
            (1, 60.168, 24.936, [:]), (2, 60.168, 24.944, [:]), (3, 60.172, 24.944, [:]), (4, 60.172, 24.936, [:]),
            (5, 60.169, 24.939, [:]), (6, 60.169, 24.941, [:]), (7, 60.171, 24.941, [:]), (8, 60.171, 24.939, [:]),
            (9, 60.173, 24.937, [:]), (10, 60.173, 24.938, [:]), (11, 60.174, 24.938, [:]),
        ])
        file.append(ways: [
            (20, [1, 2, 3], [:]), (21, [3, 4, 1], [:]), (22, [5, 6, 7], [:]), (23, [5, 8, 7], [:]),
            (24, [9, 10, 11, 9], [:]), (25, [10, 11], [:]),
        ])
        file.append(relations: [
            (
                30, [(20, "outer"), (22, "inner"), (21, "outer"), (23, "inner"), (24, "inner"), (25, "inner")],
                ["type": "multipolygon", "natural": "water", "name": "Lampi"]
            )
        ])
        try file.write(to: url)
        return try OSMExtractReader.read(path: url.path, areas: OSMAreas(around: [Self.helsinki]))
    }

    @Test func joinsTheInnerWaysIntoHolesInsideTheOuterRing() throws {
        let outline = ContextStyle.water.adjusted(closed: false)
        #expect(
            try lakeWithAnIsland().shapes == [
                OSMTake.Shape(
                    style: .water, closed: true, name: "Lampi",
                    points: [
                        601_680_000, 249_360_000, 601_680_000, 249_440_000, 601_720_000, 249_440_000, 601_720_000, 249_360_000,
                        601_680_000, 249_360_000,
                    ]),
                OSMTake.Shape(
                    style: .water, closed: true, name: nil,
                    points: [
                        601_690_000, 249_390_000, 601_690_000, 249_410_000, 601_710_000, 249_410_000, 601_710_000, 249_390_000,
                        601_690_000, 249_390_000,
                    ], hole: true),
                OSMTake.Shape(style: outline, closed: false, name: "Lampi", points: [601_730_000, 249_380_000, 601_740_000, 249_380_000]),
                OSMTake.Shape(
                    style: outline, closed: false, name: "Lampi",
                    points: [601_730_000, 249_370_000, 601_730_000, 249_380_000, 601_740_000, 249_380_000, 601_730_000, 249_370_000]),
            ])
    }

    @Test func aHoleOutlivesTheExtractCache() throws {
        let take = try lakeWithAnIsland()
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("osm-cache")
        let key = Digest.of(Array("key".utf8))
        OSMExtractCache.save(take, to: url, key: key)
        #expect(OSMExtractCache.load(url, key: key) == take)
    }

    @Test func aTownMapAndAStreetTileDrawTheHoleInTheLakesPath() throws {
        var layers = ContextLayers()
        var take = try lakeWithAnIsland()
        take.move(into: &layers)
        let maps = MapRenderer(basemap: SharedBasemap.basemap, layers: layers)
        let spec = MapSpec(
            width: 200, height: 120, framing: .centered(on: Self.helsinki, zoom: 12), pins: [], title: "Map", id: "m",
            embedsStylesheet: false)
        let town = StreetTileTests.group(maps.render(spec).markup)
        // The lake is 0.008° wide (23.3 pixels at zoom 12), the island a quarter of it in its middle.
        #expect(
            town.first { $0.contains("wm-layer-water\"") }
                == ##"<path class="wm-layer wm-layer-water" d="M88.4 71.9l23.3 0 0-23.4-23.3 0zM97.1 66.1l5.8 0 0-11.7-5.8 0z""##
                + ##" fill="#cfe2ee" fill-rule="evenodd" stroke="#8fb3c9" stroke-width=".5"/>"##)
        let tile = try #require(maps.streetTileKey(zoom: 14, x: 4663, y: 2371))
        let svg = String(decoding: maps.asset(tile).bytes, as: UTF8.self)
        #expect(
            svg.split(separator: "\n").first { $0.contains("wm-layer-water\"") }.map(String.init)
                == ##"<path class="wm-layer wm-layer-water" d="M221.5 147.7l93.2 0 0-93.7-93.2 0zM256.4 124.3l23.3 0 0-46.9-23.3 0z""##
                + ##" fill="#cfe2ee" fill-rule="evenodd" stroke="#8fb3c9" stroke-width=".5" vector-effect="non-scaling-stroke"/>"##)
    }
}
