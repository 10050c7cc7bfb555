import Foundation
import Testing

@testable import WaymarkKit

/// The geocoding pages of `Tests/Fixtures/geocode`: 0, 1 and 2 results, error statuses, partial matches,
/// a result without place_id and markup in the data, as whole golden pages of `geocode/` and `saved/`.
@Suite struct GeocodePagesTests {
    @Test func geocodePagesMatchTheirGoldenFiles() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("site")
        let report = buildFixture("geocode", into: output)
        let path = Repository.fixture("geocode").path + "/Content/geocode"
        #expect(
            report.diagnostics.map(\.description) == [
                "\(path)/Denied.json:4:15: warning: the API answered REQUEST_DENIED: \"The provided API key is invalid.\"; the page says only that no results could be loaded\n"
                    + "  hint: run `waymark geocode` for this query again to replace the saved response",
                "\(path)/Over Limit.json:2:13: warning: the API answered OVER_QUERY_LIMIT (no error_message); the page says only that no results could be loaded\n"
                    + "  hint: run `waymark geocode` for this query again to replace the saved response",
            ])
        let view = folder.url.appendingPathComponent("view")
        try FileManager.default.createDirectory(at: view, withIntermediateDirectories: true)
        for part in ["geocode", "saved"] {
            try FileManager.default.moveItem(at: output.appendingPathComponent(part), to: view.appendingPathComponent(part))
        }
        try expectMatchesGolden(view, fixture: "geocode", wholeSite: false)
    }

    @Test func aSavedPlaceIsKeyedByPlaceIDElseAddressAndCoordinates() {
        let point = Coordinate(latitude: 39.8628316, longitude: -4.0273231)
        let withID = GeocodeQuery.Result(
            formattedAddress: "Toledo, Spain", coordinate: point, viewport: nil,
            placeID: "ChIJ8f21C60Lag0R_q11auhbf8Y", types: [], partialMatch: false)
        var withoutID = withID
        withoutID.placeID = nil
        #expect(PageRenderer.saveKey(withID) == "place_id:ChIJ8f21C60Lag0R_q11auhbf8Y")
        #expect(PageRenderer.saveKey(withoutID) == "address:Toledo, Spain@39.86283, -4.02732")
    }
}
