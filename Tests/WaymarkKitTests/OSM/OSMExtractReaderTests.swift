import Foundation
import Testing

@testable import WaymarkKit

/// Reading `.osm.pbf` extracts: the real Helsinki extract (expected figures from pyosmium, which reads the same file
/// with libosmium: benchmarks/osm_extract_reference.py), and small files written by the tests for what real files
/// rarely hold (granularity and offsets, unknown tags, huge ways).
@Suite struct OSMExtractReaderTests {
    static let helsinki = Repository.fixture("osm/Helsinki.osm.pbf").path
    /// The ATM at Mannerheimintie 9, in the middle of the extract.
    static let mannerheimintie9 = Coordinate(latitude: 60.1707589, longitude: 24.9389467)

    func read(_ path: String, near coordinates: [Coordinate]) throws -> OSMTake {
        try OSMExtractReader.read(path: path, areas: OSMAreas(around: coordinates))
    }

    /// The number of shapes of each style, rings and holes apart.
    func counts(_ take: OSMTake) -> [String: Int] {
        take.shapes.reduce(into: [:]) { counts, shape in
            counts[(shape.hole ? "hole-" : shape.closed ? "ring-" : "") + shape.style.name, default: 0] += 1
        }
    }

    @Test func readsTheStreetsWaterRailAndGreenOfHelsinkiAroundALocation() throws {
        let take = try read(Self.helsinki, near: [Self.mannerheimintie9])
        #expect(take.nodesNear == 24_260)
        // The reference script counts green and other areas as one (127 and 85 rings from ways, then 5 and 2 from
        // multipolygons, whose outlines where they leave the areas are 2 and 4 lines); the green style splits them.
        // It cuts 5 inner rings out of them, as libosmium's own multipolygon assembler does.
        #expect(
            counts(take) == [
                "line": 28, "major-street": 146, "minor-street": 414, "rail": 318, "ring-area": 33, "ring-green": 99, "ring-water": 13,
                "street": 186, "waterway": 3, "hole-area": 4, "hole-green": 1,
            ])
        let mannerheimintie = take.shapes.filter { $0.name == "Mannerheimintie" }
        #expect(mannerheimintie.count == 48)
        #expect(Set(mannerheimintie.map(\.style)) == [.majorStreet])
        // Way 22906936's first two nodes, as libosmium reads them.
        #expect(mannerheimintie.first?.points.prefix(4) == [601_710_826, 249_361_380, 601_710_233, 249_362_733])
        #expect(take.shapes.contains { $0.name == "Aleksanterinkatu" && $0.style == .minorStreet })
        #expect(take.shapes.contains { $0.name == "Kaivokatu" && $0.style == .street })
    }

    @Test func keepsTheNamedStationsSquaresAndDistricts() throws {
        let take = try read(Self.helsinki, near: [Self.mannerheimintie9])
        #expect(
            take.places.map { "\($0.kind) \($0.name)" }.sorted() == [
                "district Hakaniemi", "district Kaartinkaupunki", "district Kaisaniemi", "district Kluuvi", "district Siltasaari",
                "neighbourhood Keskusta", "station Helsingin yliopisto", "station Helsinki", "station Rautatientori",
            ])
        let station = take.places.first { $0.name == "Rautatientori" }
        #expect(station.map { [$0.latitude, $0.longitude] } == [601_703_844, 249_398_457])
    }

    @Test func keepsOnlyWhatIsNearTheLocations() throws {
        // 2.5 km north of the extract: its areas reach only the extract's northern half.
        let take = try read(Self.helsinki, near: [Coordinate(latitude: 60.2, longitude: 24.945)])
        #expect(take.nodesNear == 9_077)
        #expect(
            counts(take) == [
                "line": 25, "minor-street": 142, "rail": 179, "ring-area": 10, "ring-green": 77, "ring-water": 7, "street": 69,
                "waterway": 4, "hole-green": 1,
            ])
        #expect(
            take.shapes.allSatisfy { shape in stride(from: 0, to: shape.points.count, by: 2).allSatisfy { shape.points[$0] >= 601_718_750 }
            })
        #expect(try read(Self.helsinki, near: [Coordinate(latitude: 47.37, longitude: 8.54)]) == OSMTake())
    }

    @Test func decodesGranularityOffsetsAndDeltas() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("x.osm.pbf")
        var file = PBFFile()
        file.append(
            nodes: [
                (-5, 60.17, 24.94, [:]), (7, 60.171, 24.941, ["place": "square", "name": "Senaatintori", "colour": "grey"]),
                (1_000_000_000_000, 60.172, 24.939, [:]),
            ],
            granularity: 1_000, latitudeOffset: 1_000_000, longitudeOffset: -2_000_000)
        file.append(ways: [(9, [-5, 7, 1_000_000_000_000], ["highway": "residential", "name": "Katu", "surface": "sett"])])
        try file.write(to: url)
        let take = try read(url.path, near: [Coordinate(latitude: 60.17, longitude: 24.94)])
        #expect(take.places == [OSMTake.Place(kind: .square, name: "Senaatintori", latitude: 601_710_000, longitude: 249_410_000)])
        #expect(
            take.shapes == [
                OSMTake.Shape(
                    style: .minorStreet, closed: false, name: "Katu",
                    points: [601_700_000, 249_400_000, 601_710_000, 249_410_000, 601_720_000, 249_390_000])
            ])
    }

    @Test func cutsAWayToTheRunsOfItsNodesNearTheLocations() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("x.osm.pbf")
        var file = PBFFile()
        // Nodes 2 and 5 are 50 km away; node 3 is not in the file.
        file.append(nodes: [
            (1, 60.17, 24.94, [:]), (2, 60.6, 24.94, [:]), (4, 60.171, 24.94, [:]), (5, 60.6, 24.95, [:]), (6, 60.172, 24.94, [:]),
        ])
        file.append(ways: [
            (1, [1, 2, 4, 6, 5], ["railway": "tram"]), (2, [1, 4, 3, 1], ["natural": "water"]), (3, [4, 6], ["highway": "footway"]),
        ])
        try file.write(to: url)
        let take = try read(url.path, near: [Coordinate(latitude: 60.17, longitude: 24.94)])
        #expect(
            take.shapes == [
                OSMTake.Shape(style: .rail, closed: false, name: nil, points: [601_710_000, 249_400_000, 601_720_000, 249_400_000]),
                OSMTake.Shape(style: .waterway, closed: false, name: nil, points: [601_700_000, 249_400_000, 601_710_000, 249_400_000]),
            ])
    }

    /// A multipolygon's outer ways (untagged, as mappers draw them) are joined end to end into the ring the map fills,
    /// whichever way each runs; one whose ring leaves the areas is drawn as its outline inside them, as is an inner way
    /// that closes no ring (OSMMultipolygonTests has the holes); other
    /// relations and ways with tags of their own are not drawn twice.
    @Test func joinsAMultipolygonsOuterWaysIntoItsRing() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("x.osm.pbf")
        var file = PBFFile()
        file.append(nodes: [
            (1, 60.170, 24.940, [:]), (2, 60.170, 24.942, [:]), (3, 60.171, 24.942, [:]), (4, 60.171, 24.940, [:]),
            (5, 60.1705, 24.941, [:]), (6, 60.6, 24.941, [:]), (7, 60.172, 24.940, [:]),
        ])
        file.append(ways: [
            (10, [1, 2, 3], [:]), (11, [1, 4, 3], [:]), (12, [5, 2, 6, 7, 4], [:]), (13, [2, 5, 4], [:]),
            (14, [4, 7], ["highway": "residential", "name": "Rantatie"]),
        ])
        file.append(relations: [
            (20, [(10, "outer"), (11, "outer"), (13, "inner")], ["type": "multipolygon", "natural": "water", "name": "Lampi"]),
            (21, [(12, "outer")], ["type": "multipolygon", "leisure": "park"]),
            (22, [(10, "outer"), (11, "outer")], ["type": "route", "natural": "water"]),
            (23, [(14, "outer"), (12, "outer")], ["type": "multipolygon", "landuse": "garage"]),
        ])
        try file.write(to: url)
        let take = try read(url.path, near: [Coordinate(latitude: 60.17, longitude: 24.94)])
        let park = try #require(OSMTags.style(of: ["leisure": "park"], closed: true)).style.adjusted(closed: false)
        #expect(
            take.shapes == [
                OSMTake.Shape(
                    style: .minorStreet, closed: false, name: "Rantatie", points: [601_710_000, 249_400_000, 601_720_000, 249_400_000]),
                OSMTake.Shape(
                    style: .water, closed: true, name: "Lampi",
                    points: [
                        601_700_000, 249_400_000, 601_700_000, 249_420_000, 601_710_000, 249_420_000, 601_710_000, 249_400_000,
                        601_700_000, 249_400_000,
                    ]),
                OSMTake.Shape(
                    style: .waterway, closed: false, name: "Lampi",
                    points: [601_700_000, 249_420_000, 601_705_000, 249_410_000, 601_710_000, 249_400_000]),
                OSMTake.Shape(style: park, closed: false, name: nil, points: [601_705_000, 249_410_000, 601_700_000, 249_420_000]),
                OSMTake.Shape(style: park, closed: false, name: nil, points: [601_720_000, 249_400_000, 601_710_000, 249_400_000]),
            ])
    }
}
