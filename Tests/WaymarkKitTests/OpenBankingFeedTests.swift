import Foundation
import Testing

@testable import WaymarkKit

/// Suspicious and foreign feeds (issue #13): warnings about the feed as a whole, one error for another format.
@Suite struct OpenBankingFeedTests {
    private func read(_ text: String) -> ([Location], [Reported]) {
        var log = DiagnosticLog()
        let now = Date(timeIntervalSince1970: 1_764_000_000)  // 2025-11-24
        let locations = OpenBankingReader(now: now).read(bytes: Array(text.utf8), path: "ob.json", log: &log)
        return (locations, log.reported)
    }

    private static let atm = """
        {"Identification": "A1", "Location": {"PostalAddress": {"TownName": "Leeds",
          "GeoLocation": {"GeographicCoordinates": {"Latitude": "53.8", "Longitude": "-1.5"}}}}}
        """

    @Test func anEmptyFeedFrom1970IsWarnedAbout() {
        let (locations, reported) = read(
            """
            {"meta": {"LastUpdated": "1970-01-01T00:00:00.000Z", "TotalResults": 0},
             "data": [{"Brand": [{"BrandName": "B", "ATM": []}]}]}
            """)
        #expect(locations.isEmpty)
        #expect(
            reported == [
                Reported(.warning, 1, 1, "the feed holds no Branch or ATM records; it adds no locations"),
                Reported(
                    .warning, 1, 26,
                    "LastUpdated 1970-01-01T00:00:00.000Z is before Open Banking began (2017): the feed's date is wrong, or its data is stale"
                ),
            ])
    }

    @Test func aCountBelowTotalResultsAndADateInTheFutureAreWarnedAbout() {
        let (locations, reported) = read(
            """
            {"meta": {"LastUpdated": "2999-01-01T00:00:00Z", "TotalResults": 1918},
             "data": [{"Brand": [{"BrandName": "B", "ATM": [\(Self.atm)]}]}]}
            """)
        #expect(locations.map(\.id.value) == ["b-atm-a1"])
        #expect(
            reported == [
                Reported(.warning, 1, 66, "the feed says TotalResults 1918 but holds 1 record; it may be cut short"),
                Reported(.warning, 1, 26, "LastUpdated 2999-01-01T00:00:00Z is in the future: the feed's clock or date is wrong"),
            ])
        #expect(read("{\"meta\": {\"TotalResults\": 1}, \"data\": [{\"Brand\": [{\"ATM\": [\(Self.atm)]}]}]}").1 == [])
    }

    @Test func aFileOfAnotherFormatIsOneError() {
        let records = (1...500).map { "{\"id\": \($0), \"lat\": 51.5, \"lng\": -0.1, \"name\": \"ATM \($0)\"}" }
        let message = "this is not a UK Open Banking Branch or ATM response: none of its records has an 'Identification'"
        #expect(read("[\(records.joined(separator: ",\n"))]").1 == [Reported(.error, 1, 1, message)])
        #expect(
            read("{\"branches\": [], \"bank\": \"X\"}").1 == [
                Reported(
                    .error, 1, 1, "this is not a UK Open Banking Branch or ATM response: it has no 'data' (its keys are branches, bank)")
            ])
    }

    @Test func theHintForAnATMWithoutAddressNamesTheATMPath() {
        var log = DiagnosticLog()
        _ = OpenBankingReader().read(
            bytes: Array("{\"data\": [{\"Brand\": [{\"ATM\": [{\"Identification\": \"A\"}]}]}]}".utf8), path: "ob.json", log: &log)
        #expect(log.all.first?.hint == "add Location.PostalAddress.GeoLocation.GeographicCoordinates with Latitude and Longitude")
    }
}

/// Smaller items of issue #13: whole days, notes over several lines, the currency of a minimum withdrawal.
@Suite struct HoursAndDetailsTests {
    @Test func aDayFromMidnightTo2359IsAWholeDay() throws {
        var log = DiagnosticLog()
        let feed = """
            [{"Identification": "1", "Location": {"PostalAddress": {"GeoLocation": {"GeographicCoordinates": {"Latitude": "51.5", "Longitude": "0"}}}},
              "Availability": {"StandardAvailability": {"Day": [
                {"Name": "Monday", "OpeningHours": [{"OpeningTime": "00:00", "ClosingTime": "23:59"}]},
                {"Name": "Tuesday", "OpeningHours": [{"OpeningTime": "00:00:00+0000", "ClosingTime": "23:59:59+0000"}]}]}},
              "MinimumPossibleAmount": "10.00", "SupportedCurrencies": ["EUR"]}]
            """
        let location = try #require(OpenBankingReader().read(bytes: Array(feed.utf8), path: "ob.json", log: &log).first)
        #expect(location.hours?.intervals(on: .mon).map(\.isAllDay) == [true])
        #expect(location.hours?.intervals(on: .tue).map(\.isAllDay) == [true])
        #expect(HoursTable.describe(location.hours!.intervals(on: .mon)[0], LocalFormats(tag: "en")) == "Open 24 hours")
        // The model keeps the field's code; a page labels it in its language ("Minimum withdrawal" in English).
        #expect(location.details.contains(Location.Detail(label: "MinimumPossibleAmount", value: "10.00 EUR")))
        #expect(Words.english.label("MinimumPossibleAmount", .detail) == "Minimum withdrawal")
    }

    @Test func notesKeepTheirLineBreaksOnThePage() throws {
        let css = String(decoding: try #require(Theme.embedded.bytes("Public/assets/waymark.css")), as: UTF8.self)
        #expect(css.contains(".hours .notes, p.notes { white-space: pre-line;"))
    }
}

/// Distinct Open Banking identifications never share a location page (issue #13).
@Suite struct OpenBankingIDTests {
    @Test func identificationsThatSlugAlikeGetAHashAndLongBrandsStayDistinct() {
        let reader = OpenBankingRecordReader(brand: "B", kind: .atm)
        #expect(reader.id("A23A1664").value == "b-atm-a23a1664")
        #expect(reader.id("A 1").value == "b-atm-a-1-" + StableHash.hex("A 1"))
        #expect(reader.id("A 1") != reader.id("A_1"))
        let long = OpenBankingRecordReader(brand: String(repeating: "The Imaginary Building Society ", count: 4), kind: .branch)
        #expect(long.id("00001") != long.id("00002"))
    }
}
