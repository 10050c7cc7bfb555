import Foundation
import Testing

@testable import WaymarkKit

/// Context layers (`Content/layers/`): read with positioned diagnostics, styled from OSM tags, and drawn in each
/// map's base under the pins, clipped and simplified to the map's view.
@Suite struct ContextLayerTests {
    static let renderer = MapRenderer(basemap: SharedBasemap.basemap)

    func read(_ text: String, path: String = "Content/layers/x.geojson") -> (ContextLayers, [String]) {
        var log = DiagnosticLog()
        var layers = ContextLayers()
        ContextLayerReader().read(SourceFile(path: path, text: text), into: &layers, log: &log)
        return (layers, log.sorted.map(\.description))
    }

    func collection(_ features: String...) -> String {
        "{\"type\": \"FeatureCollection\", \"features\": [\n" + features.joined(separator: ",\n") + "\n]}"
    }

    func feature(_ properties: String, _ type: String, _ coordinates: String) -> String {
        #"{"type": "Feature", "properties": \#(properties), "geometry": {"type": "\#(type)", "coordinates": \#(coordinates)}}"#
    }

    @Test func stylesFeaturesFromTheirOSMTags() {
        let (layers, diagnostics) = read(
            collection(
                feature(#"{"highway": "primary"}"#, "LineString", "[[-3.2, 55.95], [-3.19, 55.951]]"),
                feature(#"{"highway": "tertiary_link"}"#, "LineString", "[[-3.2, 55.95], [-3.19, 55.951]]"),
                feature(#"{"highway": "residential"}"#, "MultiLineString", "[[[-3.2, 55.95], [-3.19, 55.951]], [[0, 0], [1, 1]]]"),
                feature(#"{"railway": "rail"}"#, "LineString", "[[-3.2, 55.95], [-3.19, 55.951]]"),
                feature(#"{"waterway": "river"}"#, "LineString", "[[-3.2, 55.95], [-3.19, 55.951]]"),
                feature(#"{"natural": "water"}"#, "Polygon", "[[[0, 0], [1, 0], [1, 1], [0, 0]]]"),
                feature(#"{"admin_level": 10}"#, "Polygon", "[[[0, 0], [1, 0], [1, 1], [0, 0]]]"),
                feature(
                    #"{"leisure": "park"}"#, "Polygon",
                    "[[[0, 0], [1, 0], [1, 1], [0, 0]], [[0.5, 0.2], [0.7, 0.5], [0.7, 0.2], [0.5, 0.2]]]"),
                feature("null", "LineString", "[[-3.2, 55.95], [-3.19, 55.951]]")
            ))
        #expect(diagnostics == [])
        #expect(layers.count == 11)
        #expect(layers.lines.mapValues(\.count) == [.majorStreet: 1, .street: 1, .minorStreet: 2, .rail: 1, .waterway: 1, .line: 1])
        #expect(layers.rings.mapValues(\.count) == [.water: 1, .district: 1, .green: 2])
    }

    @Test func keepsOnlyWhatWebMercatorMapsDraw() {
        let (layers, _) = read(
            collection(
                feature(#"{"highway": "primary"}"#, "LineString", "[[-3.2, 55.95], [-3.19, 55.951], [-3.18, 55.95]]"),
                feature(#"{"natural": "water"}"#, "Polygon", "[[[0, 0], [1, 0], [1, 1], [0, 0]]]")
            ))
        // Degrees per position and per shape are read only by maps in other projections, which never draw layers.
        #expect(layers.shapes.longitudes.isEmpty && layers.shapes.latitudes.isEmpty && layers.shapes.degreeBoxes.isEmpty)
        #expect(layers.shapes.xs.count == 7 && layers.shapes.boxes.count == 2 && layers.shapes.starts == [0, 3, 7])
    }

    @Test func acceptsALoneFeatureOrGeometry() {
        let lone = feature(#"{"railway": "tram"}"#, "LineString", "[[0, 0], [1, 1]]")
        #expect(read(lone).0.lines == [.rail: [0]])
        #expect(read(#"{"type": "MultiPolygon", "coordinates": [[[[0, 0], [1, 0], [1, 1], [0, 0]]]]}"#).0.rings == [.area: [0]])
        let collection = #"{"type": "GeometryCollection", "geometries": [{"type": "LineString", "coordinates": [[0, 0], [1, 1]]}]}"#
        #expect(read(collection).0.lines == [.line: [0]])
    }

    /// RFC 7946, 7.1: a Feature's `features` are not features (the reader streams a root's `features` before it
    /// knows the root's type), and a collection's `properties` would make it a Feature: both are errors.
    @Test func membersThatChangeAnObjectsMeaningAreErrorsAndDrawNothing() {
        let forbidden = "\n  hint: RFC 7946 forbids members that change what an object is; remove or rename it"
        let lone =
            #"{"type": "Feature", "properties": {}, "geometry": null, "features": [\#(feature("{}", "LineString", "[[0, 0], [1, 1]]"))]}"#
        let (layers, diagnostics) = read(lone)
        #expect(layers.lines.isEmpty)
        #expect(
            diagnostics == [
                "Content/layers/x.geojson:1:57: error: a Feature must not have a 'features' member: it belongs to a FeatureCollection\(forbidden)"
            ])
        #expect(
            read(#"{"type": "FeatureCollection", "properties": {}, "features": []}"#).1 == [
                "Content/layers/x.geojson:1:31: error: a FeatureCollection must not have a 'properties' member: it belongs to a Feature\(forbidden)"
            ])
    }

    @Test func reportsInvalidGeoJSONWithLineAndColumnAndLeavesTheFileOut() {
        let (layers, diagnostics) = read(
            collection(
                feature("{}", "LineString", #"[[0, 0], ["1", 1]]"#),
                feature("{}", "LineString", "[[0, 0], [1, 95]]"),
                feature("{}", "Polygon", "[[[0, 0], [1, 0], [1, 1], [0, 1]]]"),
                feature("{}", "Curve", "[[0, 0], [1, 1]]"),
                #"{"type": "Feature", "properties": {}, "geometry": {"type": "LineString"}}"#,
                feature("{}", "LineString", "[[0, 0], [1, 1]]")
            ))
        #expect(layers.isEmpty)
        #expect(
            diagnostics == [
                "Content/layers/x.geojson:2:98: error: a position must be [longitude, latitude] with two or three numbers\n  hint: found 2 values",
                "Content/layers/x.geojson:3:98: error: position [1.0, 95.0] is out of range: longitude is -180 to 180, latitude -90 to 90\n  hint: GeoJSON puts longitude first",
                "Content/layers/x.geojson:4:87: error: a polygon ring must be closed: at least four positions, the last equal to the first",
                "Content/layers/x.geojson:5:60: error: unknown geometry type \"Curve\"\n  hint: types are LineString, MultiLineString, MultiPoint, MultiPolygon, Point, Polygon, GeometryCollection",
                "Content/layers/x.geojson:6:51: error: this LineString is missing the required field 'coordinates'",
            ])
    }

    @Test func reportsBadJSONAndAWrongDocumentType() {
        #expect(
            read("{\"type\": \"FeatureCollection\",\n \"features\": [}").1 == [
                "Content/layers/x.geojson:2:15: error: invalid JSON: unexpected '}'; expected a value"
            ])
        #expect(
            read(#"{"type": "Topology", "objects": {}}"#).1 == [
                "Content/layers/x.geojson:1:10: error: unknown geometry type \"Topology\"\n  hint: types are LineString, MultiLineString, MultiPoint, MultiPolygon, Point, Polygon, GeometryCollection"
            ])
        #expect(read(#"[1, 2]"#).1.first == "Content/layers/x.geojson:1:1: error: a GeoJSON document must be an object, found an array")
    }

    @Test func leavesOutPointsAndUnusableFeaturesWithAWarning() {
        let (layers, diagnostics) = read(
            collection(
                feature(#"{"amenity": "bank"}"#, "Point", "[0, 0]"),
                feature(#"{"railway": "abandoned"}"#, "LineString", "[[0, 0], [1, 1]]"),
                #"{"type": "Feature", "properties": {"highway": "primary"}, "geometry": null}"#,
                feature("{}", "LineString", "[[0, 0], [0, 0]]"),
                feature("{}", "MultiPoint", "[[0, 0], [1, 1]]"),
                feature(#"{"highway": "primary"}"#, "LineString", "[[0, 0], [1, 1]]")
            ))
        #expect(layers.lines == [.majorStreet: [0]])
        #expect(
            diagnostics == [
                "Content/layers/x.geojson:2:68: warning: 2 features with points are left out: context layers draw lines and polygons\n  hint: places to pin on the maps are locations: put them in Content/*.geojson",
                "Content/layers/x.geojson:3:73: warning: feature 2 is left out: railway=abandoned is not drawn\n  hint: context layers draw railways in use, not abandoned, disused, razed or dismantled ones, nor platforms",
                "Content/layers/x.geojson:4:1: warning: feature 3 has no geometry; it is left out",
                "Content/layers/x.geojson:5:51: warning: feature 4 has a line with fewer than two distinct positions; it is left out",
            ])
    }

    @Test func theSiteReadsContentLayersAsLayersNotLocations() throws {
        let bank = feature(#"{"amenity": "bank", "name": "Not a location"}"#, "Point", "[-3.19, 55.95]")
        let site = try TemporarySite([
            "Content/layers/a.geojson": collection(bank),
            "Content/layers/b.json": feature(#"{"railway": "rail"}"#, "LineString", "[[-3.2, 55.95], [-3.19, 55.951]]"),
            "Content/layers/notes.txt": "not a layer",
        ])
        let (data, log) = SiteLoader().load(site: site.root.path)
        #expect(data.locations.isEmpty)
        #expect(data.layers.lines == [.rail: [0]])
        #expect(
            log.all.map(\.description) == [
                site.root.path
                    + "/Content/layers/a.geojson:2:94: warning: 1 feature with points is left out: context layers draw lines and polygons\n  hint: places to pin on the maps are locations: put them in Content/*.geojson"
            ])
    }

    @Test func siteYmlStylesAWholeLayerAndWarnsOfALayerThatIsNotThere() throws {
        let site = try TemporarySite([
            "Content/site.yml": "layers:\n  wards: district\n  rivers: water\n  missing: rail\n",
            "Content/layers/wards.geojson": feature("{}", "Polygon", "[[[0, 0], [1, 0], [1, 1], [0, 0]]]"),
            "Content/layers/rivers.geojson": feature(#"{"highway": "primary"}"#, "LineString", "[[0, 0], [1, 1]]"),
        ])
        let (data, log) = SiteLoader().load(site: site.root.path)
        #expect(data.layers.lines == [.waterway: [0]])
        #expect(data.layers.rings == [.district: [1]])
        #expect(
            log.all.map(\.description) == [
                site.root.path
                    + "/Content/site.yml:4:3: warning: there is no layer 'missing' in Content/layers/; this setting is ignored\n  hint: layers are named by their file without the extension: rivers, wards"
            ])
    }

    @Test func anUnknownLayerStyleIsAnError() {
        var log = DiagnosticLog()
        _ = SiteConfigReader().read(text: "layers:\n  streets: roads\n", path: "site.yml", log: &log)
        #expect(
            log.all.map(\.description) == [
                "site.yml:2:12: error: unknown layer style \"roads\"\n  hint: styles are area, green, water, waterway, district, line, minor-street, street, major-street, rail"
            ])
    }
}
