import Foundation
import Testing

@testable import WaymarkKit

/// Every kind of RFC 7946 document in `Content/*.geojson`: what the RFC allows gives locations or a warning, what it
/// forbids is an error at its place, and what it only recommends is a warning.
@Suite struct GeoJSONDocumentTests {
    func read(_ text: String) -> ([Location], [String]) {
        var log = DiagnosticLog()
        let locations = GeoJSONLocationsReader().read(SourceFile(path: "places.geojson", text: text), log: &log)
        return (locations, log.sorted.map(\.description))
    }

    /// RFC 7946's own examples (Appendix A, sections 1.5, 5 and 7.1) as a site: warnings, and no error.
    @Test func theRFCsExamplesBuildWithLocationsOrWarnings() throws {
        let folder = try TemporaryFolder()
        let report = buildFixture("geojson-rfc7946", into: folder.url)
        let path = Repository.fixture("geojson-rfc7946").path + "/Content/"
        let bare = "with no properties and so no name; it is left out\n  hint: "
        let pin = "make it a Feature with properties (name, amenity=bank or atm) to pin it"
        let layer = "a line or polygon is not a place to pin: draw it as a layer in Content/layers/"
        let notPinned = "is not a place to pin\n  hint: draw it as a layer in Content/layers/, or give the place a Point"
        #expect(
            report.diagnostics.map(\.description) == [
                "\(path)a1-point.geojson:1:1: warning: the document is a bare Point, \(bare)\(pin)",
                "\(path)a2-linestring.geojson:1:1: warning: the document is a bare LineString, \(bare)\(layer)",
                "\(path)a3-polygon-with-hole.geojson:1:1: warning: the document is a bare Polygon, \(bare)\(layer)",
                "\(path)a3-polygon.geojson:1:1: warning: the document is a bare Polygon, \(bare)\(layer)",
                "\(path)a4-multipoint.geojson:1:1: warning: the document is a bare MultiPoint, \(bare)\(pin)",
                "\(path)a5-multilinestring.geojson:1:1: warning: the document is a bare MultiLineString, \(bare)\(layer)",
                "\(path)a6-multipolygon.geojson:1:1: warning: the document is a bare MultiPolygon, \(bare)\(layer)",
                "\(path)a7-geometrycollection.geojson:1:1: warning: the document is a bare GeometryCollection, \(bare)\(pin)",
                "\(path)s1-5-featurecollection.geojson:14:21: warning: feature 2 is left out: a LineString \(notPinned)",
                "\(path)s1-5-featurecollection.geojson:29:21: warning: feature 3 is left out: a Polygon \(notPinned)",
            ])
        let pages = readTree(folder.url).keys.filter { $0.hasPrefix("locations/other/other/") }.sorted()
        #expect(
            pages == ["locations/other/other/branch/index.html", "locations/other/other/f2/index.html", "locations/other/other/index.html"])
    }

    @Test func aLoneFeatureIsALocationAndAMultiPointOnePerPoint() {
        let feature = #"""
            {"type": "Feature", "id": 7, "properties": {"name": "Twin ATMs", "amenity": "atm"},
             "geometry": {"type": "MultiPoint", "coordinates": [[8.5, 47.3], [8.6, 47.4]]}}
            """#
        let (locations, diagnostics) = read(feature)
        #expect(diagnostics == [])
        #expect(locations.map(\.id.value) == ["7-1", "7-2"])
        #expect(locations.map(\.coordinate) == [Coordinate(latitude: 47.3, longitude: 8.5), Coordinate(latitude: 47.4, longitude: 8.6)])
        #expect(locations.map(\.kind) == [.atm, .atm])
    }

    @Test func aGeometryCollectionKeepsItsPointsAndWarnsOfTheRest() {
        let feature = #"""
            {"type": "Feature", "properties": {"name": "Kiosk"}, "geometry": {"type": "GeometryCollection", "geometries": [
              {"type": "Point", "coordinates": [1, 2]}, {"type": "LineString", "coordinates": [[1, 2], [3, 4]]}]}}
            """#
        let (locations, diagnostics) = read(feature)
        #expect(locations.map(\.coordinate) == [Coordinate(latitude: 2, longitude: 1)])
        #expect(
            diagnostics == [
                "places.geojson:1:66: warning: the feature (\"Kiosk\") keeps only its points: a line or polygon is not a place to pin\n  hint: draw it as a layer in Content/layers/, or give the place a Point"
            ])
    }

    /// RFC 7946, 3.2: an `id` is a string or a number; the validators reject the rest.
    @Test func anIDOfAnotherTypeIsAnErrorAndLeavesTheFeatureOut() {
        let features = ["true", "null", "[1]", #"{"a": 1}"#].map {
            #"{"type": "Feature", "id": \#($0), "properties": {"name": "A"}, "geometry": {"type": "Point", "coordinates": [1, 2]}}"#
        }
        let (locations, diagnostics) = read(#"{"type": "FeatureCollection", "features": [\#n\#(features.joined(separator: ",\n"))]}"#)
        #expect(locations.isEmpty)
        #expect(
            diagnostics == [
                "places.geojson:2:27: error: a feature's 'id' must be a string or a number, found a boolean",
                "places.geojson:3:27: error: a feature's 'id' must be a string or a number, found null",
                "places.geojson:4:27: error: a feature's 'id' must be a string or a number, found an array",
                "places.geojson:5:27: error: a feature's 'id' must be a string or a number, found an object",
            ])
    }

    /// RFC 7946, 7.1: members that would make an object another kind are errors at the member.
    @Test func membersThatChangeAnObjectsMeaningAreErrors() {
        let forbidden = "\n  hint: RFC 7946 forbids members that change what an object is; remove or rename it"
        let collection = #"{"type": "FeatureCollection", "geometry": null, "properties": {}, "features": []}"#
        #expect(
            read(collection).1 == [
                "places.geojson:1:31: error: a FeatureCollection must not have a 'geometry' member: it belongs to a Feature\(forbidden)",
                "places.geojson:1:49: error: a FeatureCollection must not have a 'properties' member: it belongs to a Feature\(forbidden)",
            ])
        let feature = #"""
            {"type": "Feature", "properties": {"name": "A"}, "coordinates": [1, 2],
             "geometry": {"type": "Point", "coordinates": [1, 2], "properties": {}}, "features": [{"type": "Feature"}]}
            """#
        let (locations, diagnostics) = read(feature)
        #expect(locations.isEmpty)
        #expect(
            diagnostics == [
                "places.geojson:1:50: error: a Feature must not have a 'coordinates' member: it belongs to a geometry\(forbidden)",
                "places.geojson:2:74: error: a Feature must not have a 'features' member: it belongs to a FeatureCollection\(forbidden)",
            ])
        let point = #"{"type": "Feature", "properties": null, "geometry": {"type": "Point", "coordinates": [1, 2], "properties": {}}}"#
        #expect(
            read(point).1 == [
                "places.geojson:1:94: error: a Point must not have a 'properties' member: it belongs to a Feature\(forbidden)"
            ])
    }

    @Test func positionsLinesBoxesAndMissingMembersFollowTheRFC() {
        let features = [
            #"{"type": "Feature", "properties": {}, "geometry": {"type": "Point", "coordinates": [1]}}"#,
            #"{"type": "Feature", "properties": {}, "geometry": {"type": "MultiPoint", "coordinates": [[1, 2], []]}}"#,
            #"{"type": "Feature", "properties": {}, "geometry": {"type": "LineString", "coordinates": [[1, 2]]}}"#,
            #"{"type": "Feature", "properties": {}, "bbox": [1, 2, 3], "geometry": {"type": "Point", "coordinates": [1, 2]}}"#,
            #"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [1, 2]}}"#,
            #"{"type": "Feature", "properties": {}}"#,
        ]
        let (locations, diagnostics) = read(#"{"type": "FeatureCollection", "features": [\#n\#(features.joined(separator: ",\n"))]}"#)
        #expect(locations.isEmpty)
        #expect(
            diagnostics == [
                "places.geojson:2:84: error: a position must be [longitude, latitude] with two or three numbers\n  hint: found 1 value",
                "places.geojson:3:98: error: a position must be [longitude, latitude] with two or three numbers\n  hint: found 0 values",
                "places.geojson:4:89: error: a line must have two or more positions\n  hint: found 1",
                "places.geojson:5:47: error: a 'bbox' must be an array of 4 or 6 numbers, found an array of 3 values\n  hint: [west, south, east, north], or with the lowest and highest elevation for three dimensions",
                "places.geojson:6:1: error: this feature is missing the member 'properties'\n  hint: RFC 7946 asks for it; its value may be null",
                "places.geojson:7:1: error: this feature is missing the member 'geometry'\n  hint: RFC 7946 asks for it; its value may be null",
            ])
    }

    /// RFC 7946 recommends, and does not require, right-hand winding, 6 decimals and no `crs`.
    @Test func theRFCsRecommendationsAreWarnings() {
        let feature = #"""
            {"type": "FeatureCollection", "crs": {"type": "name", "properties": {"name": "EPSG:4326"}}, "features": [
            {"type": "Feature", "properties": {"name": "A"}, "geometry": {"type": "Point", "coordinates": [8.12345678, 47.1]}},
            {"type": "Feature", "properties": {"name": "B"}, "geometry": {"type": "Point", "coordinates": [8.1, 47.1234567]}},
            {"type": "Feature", "properties": {"name": "C"}, "geometry": {"type": "Point", "coordinates": [8.123456, 47.123456]}}]}
            """#
        let (locations, diagnostics) = read(feature)
        #expect(locations.map(\.name) == ["A", "B", "C"])
        #expect(
            diagnostics == [
                "places.geojson:1:31: warning: the 'crs' member is ignored: GeoJSON coordinates are always WGS 84 (RFC 7946)\n  hint: remove it; coordinates are longitude and latitude in decimal degrees",
                "places.geojson:2:95: warning: 2 positions have more than 6 decimals\n  hint: RFC 7946 advises 6 (about 10 cm); more only makes the file larger",
            ])
    }
}
