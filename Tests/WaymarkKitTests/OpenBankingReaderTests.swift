import Testing

@testable import WaymarkKit

@Suite struct OpenBankingReaderTests {
    private func read(_ text: String) -> ([Location], DiagnosticLog) {
        var log = DiagnosticLog()
        let locations = OpenBankingReader().read(bytes: Array(text.utf8), path: "ob.json", log: &log)
        return (locations, log)
    }

    private let branch = """
        {"data": [{"Brand": [{"BrandName": "Lloyds Bank", "Branch": [{
          "Identification": "77720400", "SequenceNumber": "00", "Name": "BOURNE", "Type": "Physical",
          "CustomerSegment": ["Personal", "Business"], "Accessibility": ["WheelchairAccess"],
          "OtherServiceAndFacility": [{"Code": "ATMB", "Name": "ATMAtBranch"}],
          "Availability": {"StandardAvailability": {"Day": [
            {"Name": "Monday", "OpeningHours": [{"OpeningTime": "09:00:00+0000", "ClosingTime": "16:00:00+0000"}]},
            {"Name": "Saturday", "OpeningHours": [{"OpeningTime": "0900", "ClosingTime": "13:00"}]}]}},
          "ContactInfo": [{"ContactType": "Phone", "ContactContent": "+44-3453000000"},
                          {"ContactType": "Fax", "ContactContent": "+44-1245704705"}],
          "PostalAddress": {"AddressLine": ["LLOYDS BRANCH 8 NORTH STREET;"], "TownName": "BOURNE", "Country": "gb",
            "PostCode": "PE10 9ED", "GeoLocation": {"GeographicCoordinates": {"Latitude": "52.768482", "Longitude": "-0.37696"}}}
        }]}]}]}
        """

    @Test func mapsABranchRecord() throws {
        let (locations, log) = read(branch)
        #expect(
            log.reported == [
                Reported(
                    .warning, 6, 57,
                    "opening times are written with a UTC offset (\"09:00:00+0000\", first here); the offset is ignored and each time is read as the clock time where the location is (Europe/London in the UK)"
                )
            ])
        let location = try #require(locations.first)
        #expect(location.id.value == "lloyds-bank-branch-77720400")
        #expect(location.kind == .branch)
        #expect(location.name == "Bourne")
        #expect(location.brand == "Lloyds Bank")
        #expect(
            location.address
                == Location.Address(lines: ["Lloyds Branch 8 North Street"], city: "Bourne", postcode: "PE10 9ED", country: "GB"))
        #expect(location.coordinate == Coordinate(latitude: 52.768482, longitude: -0.37696))
        #expect(location.phone == "+44-3453000000")
        #expect(location.services == ["ATM at branch"])
        // Known codes stay codes, for each page to label in its language; a code of no v2.x list is humanized.
        #expect(location.accessibility == ["WheelchairAccess"])
        #expect(
            location.details.map { "\($0.label): \($0.value)" } == [
                "Identification: 77720400", "SequenceNumber: 00", "Type: Physical",
                "CustomerSegment: Personal, Business", "Fax: +44-1245704705",
            ])
        #expect(
            location.hours
                == OpeningHours(
                    timeZone: "Europe/London",
                    weekly: [
                        .mon: [.init(opens: 540, closes: 960)], .sat: [.init(opens: 540, closes: 780)],
                    ]))
        #expect(location.position == SourcePosition(path: "ob.json", line: 1, column: 62))
    }

    @Test func mapsABareATMArrayAndBuildsItsName() throws {
        let (locations, log) = read(
            """
            [{"Identification": "LFFFBC11", "Access24HoursIndicator": true, "MinimumPossibleAmount": "5",
              "ATMServices": ["CashWithdrawal", "PINChange"],
              "Location": {"LocationCategory": ["BranchExternal"], "PostalAddress": {"BuildingNumber": "1", "StreetName": "VICTORIA ROAD",
                "TownName": "CONSETT", "GeoLocation": {"GeographicCoordinates": {"Latitude": "54.85", "Longitude": "-1.83"}}}}}]
            """)
        #expect(log.reported == [])
        let atm = try #require(locations.first)
        #expect(atm.id.value == "atm-lfffbc11")
        #expect(atm.kind == .atm)
        #expect(atm.name == "ATM, 1 Victoria Road, Consett")
        #expect(atm.services == ["CashWithdrawal", "PINChange"])
        #expect(
            atm.details.map { "\($0.label): \($0.value)" } == [
                "Identification: LFFFBC11", "Access24HoursIndicator: Yes", "MinimumPossibleAmount: 5 GBP", "Location: Branch external",
            ])
        #expect(atm.hours?.intervals(on: .sun) == [.init(opens: 0, closes: 1440)])
    }

    @Test func recordWithoutCoordinatesIsAnErrorAndTheRestAreKept() {
        let (locations, log) = read(
            """
            {"data": [{"Brand": [{"BrandName": "B", "ATM": [
              {"Identification": "1", "Location": {"PostalAddress": {"TownName": "X"}}},
              {"Identification": "2", "Location": {"PostalAddress": {"GeoLocation": {"GeographicCoordinates": {"Latitude": "95.0", "Longitude": "1"}}}}},
              {"Location": {"PostalAddress": {"GeoLocation": {"GeographicCoordinates": {"Latitude": "1.5", "Longitude": "1"}}}}},
              {"Identification": "4", "Location": {"PostalAddress": {"GeoLocation": {"GeographicCoordinates": {"Latitude": "1.5", "Longitude": "1"}}}}}
            ]}]}]}
            """)
        #expect(locations.map(\.id.value) == ["b-atm-4"])
        #expect(
            log.reported == [
                Reported(
                    .warning, 2, 57, "this ATM has no coordinates ('GeoLocation' is missing from its 'PostalAddress'); it is left out"),
                Reported(.warning, 3, 112, "latitude \"95.0\" is out of range; it must be between -90 and 90; the record is left out"),
                Reported(.warning, 4, 3, "this ATM is missing the required field 'Identification'; the record is left out"),
            ])
    }

    @Test func badTimesAndDaysAreErrorsAtTheValue() {
        let text = """
            [{"Identification": "9", "Name": "N", "Availability": {"StandardAvailability": {"Day": [
              {"Name": "Funday", "OpeningHours": []},
              {"Name": "Monday", "OpeningHours": [{"OpeningTime": "9am", "ClosingTime": "25:00"}]}]}},
              "PostalAddress": {"GeoLocation": {"GeographicCoordinates": {"Latitude": "51.5", "Longitude": "-0.1"}}}}]
            """
        let (locations, log) = read(text)
        #expect(locations.isEmpty)
        #expect(
            log.reported == [
                Reported(.warning, 2, 12, "unknown day \"Funday\"; the record is left out"),
                Reported(
                    .warning, 3, 55,
                    "invalid time \"9am\"; expected HH:MM, HHMM or HH:MM:SS+ZZZZ between 00:00 and 24:00; the record is left out"),
                Reported(
                    .warning, 3, 77,
                    "invalid time \"25:00\"; expected HH:MM, HHMM or HH:MM:SS+ZZZZ between 00:00 and 24:00; the record is left out"),
            ])
    }

    @Test(arguments: [
        ("09:00", 540), ("0930", 570), ("09:00:00+0000", 540), ("17:30:00Z", 1050), ("24:00", 1440), ("00:00", 0),
    ])
    func acceptsEveryTimeForm(text: String, minutes: Int) {
        #expect(OpenBankingHoursReader.minutes(text) == minutes)
    }

    @Test(arguments: ["9:00", "24:01", "12:60", "09:00:00+01", "0900:00", "", "ab:cd"])
    func refusesMalformedTimes(text: String) {
        #expect(OpenBankingHoursReader.minutes(text) == nil)
    }

    @Test func malformedJSONAndWrongShape() {
        #expect(read("{\"data\": [}").1.reported == [Reported(.error, 1, 11, "invalid JSON: unexpected '}'; expected a value")])
        #expect(
            read("{\"meta\": {}}").1.reported == [
                Reported(.error, 1, 1, "this is not a UK Open Banking Branch or ATM response: it has no 'data' (its keys are meta)")
            ])
        #expect(
            read("\"x\"").1.reported == [
                Reported(
                    .error, 1, 1,
                    "this is not a UK Open Banking Branch or ATM response: it is a string, not an object with 'data' or an array of records"
                )
            ])
    }

    @Test func humanizesCodes() {
        #expect(
            ["CashWithdrawal", "PINChange", "ATMAtBranch", "MobilePhoneTopUp", "Balance", "Already spaced"]
                .map(OpenBankingDetails.humanize) == [
                    "Cash withdrawal", "PIN change", "ATM at branch", "Mobile phone top up", "Balance", "Already spaced",
                ])
    }
}
