import Testing

@testable import WaymarkKit

/// GeoJSON features become locations from their OSM tags; invalid GeoJSON is reported where it is.
@Suite struct GeoJSONLocationsReaderTests {
    func read(_ text: String, mapping: SourceMapping = SourceMapping()) -> ([Location], [String]) {
        var log = DiagnosticLog()
        let locations = GeoJSONLocationsReader(mapping: mapping).read(SourceFile(path: "osm.geojson", text: text), log: &log)
        return (locations, log.sorted.map(\.description))
    }

    func collection(_ features: String...) -> String {
        "{\"type\": \"FeatureCollection\", \"features\": [\n" + features.joined(separator: ",\n") + "\n]}"
    }

    func point(_ coordinates: String, _ properties: String = #"{"amenity": "atm"}"#) -> String {
        #"{"type": "Feature", "properties": \#(properties), "geometry": {"type": "Point", "coordinates": \#(coordinates)}}"#
    }

    @Test func mapsOSMTags() {
        let properties = #"""
            {"amenity": "bank", "name": "Alpenbank", "brand": "Alpenbank", "operator": "Alpenbank AG", "addr:street": "Paradeplatz",
             "addr:housenumber": "8", "addr:postcode": "8001", "addr:city": "Zürich", "addr:country": "ch", "phone": "+41 44 000",
             "website": "https://example.com", "wheelchair": "yes", "cash_in": "yes", "opening_hours": "Mo-Fr 09:00-17:00"}
            """#
        let (locations, diagnostics) = read(collection(point("[8.5393, 47.3697]", properties)))
        #expect(diagnostics == [])
        let location = locations.first
        #expect(location?.kind == .branch)
        #expect(location?.coordinate == Coordinate(latitude: 47.3697, longitude: 8.5393))
        #expect(location?.address == Location.Address(lines: ["8 Paradeplatz"], city: "Zürich", postcode: "8001", country: "CH"))
        #expect(location?.services == ["Cash deposit", "Step-free access"])
        #expect(location?.details.map(\.label) == ["Operator", "Website", "Wheelchair access"])
        #expect(location?.hours?.intervals(on: .fri) == [OpeningHours.Interval(opens: 540, closes: 1020)])
    }

    /// A byte order mark is skipped (by the JSON parser) and positions on its line still count from after it.
    @Test func aFileWithAByteOrderMarkIsReadAndItsErrorsKeepTheirColumns() {
        let (locations, diagnostics) = read("\u{FEFF}" + collection(point("[8.5, 47.3]")))
        #expect(diagnostics == [] && locations.count == 1)
        #expect(read("\u{FEFF}{\"features\": [}").1 == ["osm.geojson:1:15: error: invalid JSON: unexpected '}'; expected a value"])
    }

    @Test func usesTheFeatureIDAndAMapping() {
        let feature =
            #"{"type": "Feature", "id": "node/42", "properties": {"kind": "atm", "title": "X"}, "geometry": {"type": "Point", "coordinates": [1, 2]}}"#
        let (locations, diagnostics) = read(collection(feature), mapping: SourceMapping(fields: ["name": "title"]))
        #expect(diagnostics == [])
        #expect(locations.map(\.id.value) == ["node-42"])
        #expect(locations.map(\.name) == ["X"])
    }

    @Test func leavesOutLinesAndPolygonsWithAWarning() {
        let polygon = #"""
            {"type": "Feature", "properties": {"amenity": "bank"}, "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [2, 0], [2, 2], [0, 2], [0, 0]]]}}
            """#
        let (locations, diagnostics) = read(collection(polygon))
        #expect(locations.isEmpty)
        #expect(
            diagnostics == [
                "osm.geojson:2:68: warning: feature 1 is left out: a Polygon is not a place to pin\n  hint: draw it as a layer in Content/layers/, or give the place a Point"
            ])
    }

    @Test func reportsInvalidGeoJSONWithLineAndColumn() {
        let (locations, diagnostics) = read(
            collection(
                point("[200, 10]"), point("[10]"), point("[[1, 2]]"),
                #"{"type": "Feature", "properties": {}, "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 1]]]}}"#,
                #"{"type": "Feature", "properties": {"amenity": "atm"}, "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [0, 1], [1, 1], [0, 0]]]}}"#,
                #"{"properties": {}, "geometry": null}"#, #"{"type": "Feature", "properties": {"amenity": "atm"}, "geometry": null}"#
            ).replacingOccurrences(of: "\"features\"", with: "\"crs\": {}, \"features\""))
        #expect(locations.isEmpty)
        #expect(
            diagnostics == [
                "osm.geojson:1:31: warning: the 'crs' member is ignored: GeoJSON coordinates are always WGS 84 (RFC 7946)\n  hint: remove it; coordinates are longitude and latitude in decimal degrees",
                "osm.geojson:2:100: error: position [200.0, 10.0] is out of range: longitude is -180 to 180, latitude -90 to 90",
                "osm.geojson:3:100: error: a position must be [longitude, latitude] with two or three numbers\n  hint: found 1 value",
                "osm.geojson:4:100: error: Point coordinates are nested wrongly: expected a position, found an array of arrays",
                "osm.geojson:5:87: error: a polygon ring must be closed: at least four positions, the last equal to the first",
                "osm.geojson:6:67: warning: feature 5 is left out: a Polygon is not a place to pin\n  hint: draw it as a layer in Content/layers/, or give the place a Point",
                "osm.geojson:6:103: warning: this polygon's exterior ring winds clockwise\n  hint: RFC 7946 asks for exterior rings counterclockwise and holes clockwise",
                "osm.geojson:7:1: error: this feature is missing the required field 'type'",
                "osm.geojson:8:1: warning: feature 7 has no geometry; it is left out",
            ])
    }

    @Test func aDocumentWithoutTypeIsAnError() {
        let (_, diagnostics) = read(#"{"features": []}"#)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("osm.geojson:1:1: error: ") == true)
    }
}
