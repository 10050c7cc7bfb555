import Testing

@testable import WaymarkKit

/// A district, borough or suburb is read from every format, shown in the address and found by search.
@Suite struct DistrictTests {
    @Test func branchesJSONReadsTheDistrictAndReportsOneThatIsNotText() {
        let file = """
            {"locations": [
            {"id": "a", "type": "branch", "name": "A", "coordinate": {"latitude": 40.75, "longitude": -73.98},
             "address": {"street": "549 West 44th Street", "district": "Manhattan", "city": "New York"}},
            {"id": "b", "type": "atm", "name": "B", "coordinate": {"latitude": 40.7, "longitude": -73.9},
             "address": {"district": 5, "city": "New York"}}
            ]}
            """
        var log = DiagnosticLog()
        let output = BranchesReader().read(bytes: Array(file.utf8), path: "b.json", log: &log)
        #expect(output.locations.map(\.address.district) == ["Manhattan"])
        #expect(output.locations.first?.address.singleLine == "549 West 44th Street, Manhattan, New York")
        #expect(log.reported == [Reported(.warning, 5, 26, "'district' must be a string, found a number; the record is left out")])
    }

    @Test func csvReadsTheDistrictColumn() {
        var log = DiagnosticLog()
        let text = "name,type,street,district,city,lat,lng\nDUMBO,atm,82 Water Street,Brooklyn,New York,40.70335,-73.98912\n"
        let locations = CSVLocationsReader(mapping: SourceMapping()).read(SourceFile(path: "b.csv", text: text), log: &log)
        #expect(log.reported == [])
        #expect(locations.first?.address == Location.Address(lines: ["82 Water Street"], district: "Brooklyn", city: "New York"))
    }

    /// OpenStreetMap's `addr:suburb` and `addr:district` both name it.
    @Test func geoJSONReadsOSMSuburbAndDistrict() {
        var log = DiagnosticLog()
        let text = """
            {"type": "FeatureCollection", "features": [
            {"type": "Feature", "properties": {"amenity": "atm", "addr:suburb": "Kreuzberg", "addr:city": "Berlin"},
             "geometry": {"type": "Point", "coordinates": [13.40, 52.50]}},
            {"type": "Feature", "properties": {"amenity": "atm", "addr:district": "Mitte", "addr:city": "Berlin"},
             "geometry": {"type": "Point", "coordinates": [13.39, 52.52]}}
            ]}
            """
        let locations = GeoJSONLocationsReader(mapping: SourceMapping()).read(SourceFile(path: "osm.geojson", text: text), log: &log)
        #expect(log.reported == [])
        #expect(locations.map(\.address.district) == ["Kreuzberg", "Mitte"])
    }

    @Test func searchFindsALocationByItsDistrict() {
        let location = Location(
            id: Slug(validating: "a")!, kind: .branch, name: "Midtown",
            address: .init(lines: ["549 West 44th Street"], district: "Manhattan", city: "New York", country: "US"),
            coordinate: Coordinate(latitude: 40.75, longitude: -73.98), position: .file("b.json"))
        #expect(SearchText.tokens(of: location) == ["midtown", "549", "west", "44th", "street", "manhattan", "new", "york"])
    }

    /// A district is filed under its own name's first letter, named with its city and linked to its city's list.
    @Test func cityNamesListEachDistrictWithItsCity() {
        var names = CityNames(cities: [("New York", "/locations/us/new-york/", [3, 4, 5])], countries: [("US", [3, 4, 5])])
        names.districts = [
            ("Manhattan", "New York", "/locations/us/new-york/", [3, 5]), ("Brooklyn", "New York", "/locations/us/new-york/", [4]),
        ]
        #expect(
            names.files.map(\.path) == ["search/cities/b.json", "search/cities/m.json", "search/cities/n.json", "search/countries.json"])
        #expect(names.files[0].text == "[\n[\"Brooklyn, New York\",\"/locations/us/new-york/\",1,[4,1],\"Brooklyn\"]\n]\n")
        #expect(names.files[1].text == "[\n[\"Manhattan, New York\",\"/locations/us/new-york/\",2,[3,1,1,1],\"Manhattan\"]\n]\n")
    }
}
