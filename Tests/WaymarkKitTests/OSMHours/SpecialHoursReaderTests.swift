import Testing
@testable import WaymarkKit

/// `"special"` in branches.json's `hours`: dated exceptions, checked for real dates, order and overlaps.
@Suite struct SpecialHoursReaderTests {
    func read(_ special: String, weekly: String = #""weekly": {"mon": [["09:00", "17:00"]]}"#) -> (OpeningHours?, [String]) {
        let json = """
            {"bank": {"name": "B"}, "locations": [
            {"id": "a", "type": "branch", "name": "A", "address": {"city": "X"},
             "coordinate": {"latitude": 1, "longitude": 2},
             "hours": {"timezone": "Europe/London", \(weekly),
              "special": \(special)}}]}
            """
        var log = DiagnosticLog()
        let output = BranchesReader().read(bytes: Array(json.utf8), path: "branches.json", log: &log)
        return (output.locations.first?.hours, log.all.map(\.description))
    }

    static func day(_ text: String) -> CalendarDay { CalendarDay.parse(text)! }

    @Test func daysAndRangesClosedOrWithHoursAreReadAndSorted() {
        let (hours, diagnostics) = read(
            #"[{"name": "Christmas", "from": "2026-12-25", "to": "2026-12-26", "closed": true},"#
                + #" {"name": "Christmas Eve", "date": "2026-12-24", "hours": [["10:00", "14:00"]], "notes": "Cash only"}]"#)
        #expect(diagnostics == [])
        #expect(
            hours?.special == [
                SpecialHours(
                    name: "Christmas Eve", from: Self.day("2026-12-24"), through: Self.day("2026-12-24"),
                    every: [OpeningHours.Interval(opens: 600, closes: 840)], notes: "Cash only"),
                SpecialHours(name: "Christmas", from: Self.day("2026-12-25"), through: Self.day("2026-12-26"), every: []),
            ])
    }

    @Test func specialHoursGoWithAnOSMValueToo() {
        let (hours, diagnostics) = read(#"[{"date": "2026-12-24", "closed": true}]"#, weekly: #""osm": "Mo-Fr 09:00-17:00""#)
        #expect(diagnostics == [])
        #expect(hours?.special == [SpecialHours(name: "", from: Self.day("2026-12-24"), through: Self.day("2026-12-24"), every: [])])
    }

    static let badInput: [(String, String)] = [
        (
            #"[{"date": "2026-02-30", "closed": true}]"#,
            "branches.json:5:24: warning: location \"a\": 2026-02-30 is not a date; the record is left out\n  hint: February 2026 has 28 days"
        ),
        (
            #"[{"date": "25/12/2026", "closed": true}]"#,
            "branches.json:5:24: warning: location \"a\": invalid date \"25/12/2026\"; the record is left out\n  hint: write dates as YYYY-MM-DD, e.g. \"2026-12-25\""
        ),
        (
            #"[{"from": "2026-12-27", "to": "2026-12-24", "closed": true}]"#,
            "branches.json:5:44: warning: location \"a\": the period ends on 2026-12-24, before it starts on 2026-12-27; the record is left out"
        ),
        (
            #"[{"name": "Christmas", "from": "2026-12-24", "to": "2026-12-26", "closed": true}, {"name": "Boxing Day", "date": "2026-12-26", "closed": true}]"#,
            "branches.json:5:127: warning: location \"a\": \"Boxing Day\" (2026-12-26) overlaps \"Christmas\" (2026-12-24 to 2026-12-26); the record is left out\n  hint: give each day one entry"
        ),
        (
            #"[{"date": "2026-12-25"}]"#,
            "branches.json:5:15: warning: location \"a\": a special-hours entry needs \"closed\": true or 'hours'; the record is left out\n  hint: e.g. {\"date\": \"2026-12-25\", \"closed\": true} or \"hours\": [[\"10:00\", \"14:00\"]]"
        ),
        (
            #"[{"date": "2026-12-25", "closed": true, "hours": []}]"#,
            "branches.json:5:63: warning: location \"a\": a special-hours entry has both \"closed\": true and 'hours'; the record is left out\n  hint: keep one of them"
        ),
        (
            #"[{"date": "2026-12-25", "from": "2026-12-25", "closed": true}]"#,
            "branches.json:5:46: warning: location \"a\": a special-hours entry has both 'date' and 'from'/'to'; the record is left out\n  hint: use 'date' for one day"
        ),
        (
            #"[{"date": "2026-12-25", "hours": [["10:00", "25:00"]]}]"#,
            "branches.json:5:58: warning: location \"a\": invalid time \"25:00\"; expected HH:MM between 00:00 and 24:00; the record is left out"
        ),
    ]

    @Test(arguments: badInput) func badInputLeavesTheRecordOutWithAWarningAtThePlace(_ special: String, _ expected: String) {
        let (hours, diagnostics) = read(special)
        #expect(hours == nil)
        #expect(diagnostics == [expected])
    }
}

/// Open Banking's `NonStandardAvailability`: named periods with their own days; a day not listed is closed.
@Suite struct OpenBankingSpecialHoursTests {
    func read(_ nonStandard: String) -> ([Location], [String]) {
        let text = """
            [{"Identification": "9", "Name": "N", "Availability": {"StandardAvailability": {"Day": [
              {"Name": "Monday", "OpeningHours": [{"OpeningTime": "09:00", "ClosingTime": "17:00"}]}]},
              "NonStandardAvailability": \(nonStandard)},
              "PostalAddress": {"GeoLocation": {"GeographicCoordinates": {"Latitude": "51.5", "Longitude": "-0.1"}}}}]
            """
        var log = DiagnosticLog()
        let locations = OpenBankingReader().read(bytes: Array(text.utf8), path: "ob.json", log: &log)
        return (locations, log.all.map(\.description))
    }

    @Test func namedPeriodsWithTheirDays() {
        let (locations, diagnostics) = read(
            #"[{"Name": "Christmas", "StartDate": "2026-12-24", "EndDate": "2026-12-27", "Notes": "ATM open","#
                + #" "Day": [{"Name": "Thursday", "OpeningHours": [{"OpeningTime": "09:00", "ClosingTime": "12:00"}]}]}]"#)
        #expect(diagnostics == [])
        let from = CalendarDay(year: 2026, month: 12, day: 24), through = CalendarDay(year: 2026, month: 12, day: 27)
        #expect(
            locations.first?.hours?.special == [
                SpecialHours(
                    name: "Christmas", from: from, through: through, weekly: [.thu: [.init(opens: 540, closes: 720)]],
                    notes: "ATM open")
            ])
    }

    @Test func anImpossibleDateAnEndBeforeItsStartAndOverlapsAreReported() {
        let (locations, diagnostics) = read(
            #"[{"Name": "A", "StartDate": "2026-02-29", "EndDate": "2026-03-01"},"#
                + #" {"Name": "B", "StartDate": "2026-12-27", "EndDate": "2026-12-20"},"#
                + #" {"Name": "C", "StartDate": "2026-12-24", "EndDate": "2026-12-26"},"#
                + #" {"Name": "D", "StartDate": "2026-12-26", "EndDate": "2026-12-26"}]"#)
        #expect(locations.isEmpty)
        #expect(
            diagnostics == [
                "ob.json:3:58: warning: branch \"9\": 2026-02-29 is not a date; the record is left out\n  hint: February 2026 has 28 days",
                "ob.json:3:150: warning: branch \"9\": the period ends on 2026-12-20, before it starts on 2026-12-27; the record is left out",
                "ob.json:3:259: warning: branch \"9\": \"D\" (2026-12-26) overlaps \"C\" (2026-12-24 to 2026-12-26); the record is left out\n  hint: give each day one entry",
            ])
    }
}
