import Foundation
import Testing

@testable import WaymarkKit

/// Issue #36 (10): a feed of another bank's format, shaped like Open Banking, is one error for the file, not a
/// warning for each record; many warnings that say the same about one file are one line.
@Suite struct ForeignFeedTests {
    private func read(_ text: String) -> ([Location], [Reported]) {
        var log = DiagnosticLog()
        let locations = OpenBankingReader().read(bytes: Array(text.utf8), path: "hk.json", log: &log)
        return (locations, log.reported)
    }

    /// Shaped like HSBC Hong Kong's ATM locator: the `meta`/`data`/`Brand` envelope, records of other fields.
    private static func hongKongATM(_ n: Int) -> String {
        """
        {"ATMID": "HK\(n)", "ATMName": "Central \(n)", "Address": {"AddressLine": "1 Queen's Road Central",
          "District": "Central and Western", "Latitude": 22.28, "Longitude": 114.16}, "Services": ["CashWithdrawal"]}
        """
    }

    @Test func aFeedShapedLikeOpenBankingWithRecordsOfAnotherFormatIsOneError() {
        let atms = (1...403).map(Self.hongKongATM).joined(separator: ",\n")
        let text = """
            {"meta": {"LastUpdated": "2025-11-01T00:00:00Z", "TotalResults": 403},
             "data": [{"Brand": [{"BrandName": "HSBC Hong Kong", "ATM": [\(atms)]}]}]}
            """
        let (locations, reported) = read(text)
        #expect(locations.isEmpty)
        #expect(
            reported == [
                Reported(
                    .error, 1, 1, "this is not a UK Open Banking Branch or ATM response: none of its 403 records has an 'Identification'")
            ])
    }

    @Test func aFeedWhoseDataHasNoBrandIsOneError() {
        let atms = (1...3).map(Self.hongKongATM).joined(separator: ",\n")
        let (locations, reported) = read("{\"meta\": {\"TotalResults\": 3}, \"data\": [\(atms)]}")
        #expect(locations.isEmpty)
        #expect(
            reported == [
                Reported(
                    .error, 1, 1,
                    "this is not a UK Open Banking Branch or ATM response: its 'data' has no 'Brand' array (its keys are ATMID, ATMName, Address, Services)"
                )
            ])
    }

    /// Eight ATMs without coordinates: one line with the count and the first places, not eight; the site builds.
    @Test func manyIdenticalWarningsForOneFileAreOneLine() throws {
        let atm = { (id: String, geo: String) in
            "{\"Identification\": \"\(id)\", \"Location\": {\"PostalAddress\": {\"TownName\": \"Leeds\"\(geo)}}}"
        }
        let geo = ", \"GeoLocation\": {\"GeographicCoordinates\": {\"Latitude\": \"53.8\", \"Longitude\": \"-1.5\"}}"
        let records = (1...8).map { atm("L\($0)", "") } + [atm("G1", geo)]
        let site = try TemporarySite([
            "Content/openbanking/atms.json": "{\"data\": [{\"Brand\": [{\"BrandName\": \"B\", \"ATM\": [\n"
                + records.joined(separator: ",\n") + "]}]}]}\n"
        ])
        let report = site.build()
        #expect(!report.hasErrors)
        #expect(
            report.diagnostics.map(\.description).map { $0.replacingOccurrences(of: site.root.path + "/", with: "") } == [
                "Content/openbanking/atms.json:2:56: warning: this ATM has no coordinates ('GeoLocation' is missing from its 'PostalAddress'); it is left out (8 times in this file: at 2:56, 3:56, 4:56 and 5 more)\n  hint: add GeoLocation.GeographicCoordinates with Latitude and Longitude, e.g. \"51.5074\" and \"-0.1278\""
            ])
        #expect(site.text("locations/index.html")?.contains("b-atm-g1") == true)
    }

    /// Issue #36 (19): the UTC offset of `09:00:00+0000` was dropped without a word; it is still not applied (hours are
    /// clock times all year), and the file says so once, at the first such time.
    @Test func timesWithAUTCOffsetAreOneWarningForTheFile() {
        let branch = { (id: String) in
            """
            {"Identification": "\(id)", "Name": "B", "Availability": {"StandardAvailability": {"Day": [
              {"Name": "Monday", "OpeningHours": [{"OpeningTime": "09:00:00+0000", "ClosingTime": "16:00:00+0000"}]}]}},
              "PostalAddress": {"GeoLocation": {"GeographicCoordinates": {"Latitude": "52.7", "Longitude": "-0.3"}}}}
            """
        }
        let (locations, reported) = read("[\(branch("1")),\n\(branch("2"))]")
        #expect(locations.map { $0.hours?.intervals(on: .mon) } == [[.init(opens: 540, closes: 960)], [.init(opens: 540, closes: 960)]])
        #expect(
            reported == [
                Reported(
                    .warning, 2, 55,
                    "opening times are written with a UTC offset (\"09:00:00+0000\", first here); the offset is ignored and each time is read as the clock time where the location is (Europe/London in the UK)"
                )
            ])
    }
}
