import Testing
@testable import WaymarkKit

/// `"hours": {"osm": …}` in branches.json feeds the weekly hours every page uses.
@Suite struct OSMBranchesHoursTests {
    func read(_ hours: String) -> (BranchesReader.Output, [String]) {
        let json = """
            {"bank": {"name": "B"}, "locations": [
            {"id": "a", "type": "branch", "name": "A", "address": {"city": "X"},
             "coordinate": {"latitude": 1, "longitude": 2},
             "hours": \(hours)}]}
            """
        var log = DiagnosticLog()
        let output = BranchesReader().read(bytes: Array(json.utf8), path: "branches.json", log: &log)
        return (output, log.all.map(\.description))
    }

    @Test func aWeeklyValueBecomesTheWeek() {
        let (output, diagnostics) = read(#"{"timezone": "Europe/London", "osm": "Mo-Fr 09:00-17:00; Sa 10:00-13:00; Fr 22:00-02:00"}"#)
        #expect(diagnostics == [])
        let hours = output.locations.first?.hours
        #expect(hours?.intervals(on: .mon) == [OpeningHours.Interval(opens: 540, closes: 1020)])
        #expect(hours?.intervals(on: .fri) == [OpeningHours.Interval(opens: 1320, closes: 120)])
        #expect(hours?.intervals(on: .sat) == [OpeningHours.Interval(opens: 600, closes: 780)])
        #expect(hours?.intervals(on: .sun) == [])
        #expect(hours?.notes == "")
        #expect(hours?.osm == "")
    }

    @Test func whatAWeekCannotSayIsQuotedInTheNotes() {
        let (output, diagnostics) = read(
            #"{"timezone": "Europe/London", "osm": "Mo-Fr 09:00-17:00; PH off; Dec 25 off", "notes": "Ring the bell."}"#)
        #expect(diagnostics == [])
        let hours = output.locations.first?.hours
        #expect(hours?.intervals(on: .wed) == [OpeningHours.Interval(opens: 540, closes: 1020)])
        #expect(hours?.notes == "Ring the bell. Opening hours (OpenStreetMap): Mo-Fr 09:00-17:00; PH off; Dec 25 off")
        #expect(hours?.osm == "Mo-Fr 09:00-17:00; PH off; Dec 25 off")
    }

    @Test func aValueWithoutAnOrdinaryWeekIsShownAsText() {
        let (output, diagnostics) = read(#"{"timezone": "UTC", "osm": "Apr-Sep Mo-Fr 09:00-17:00; Oct-Mar Mo-Fr 10:00-16:00"}"#)
        #expect(diagnostics == [])
        #expect(output.locations.first?.hours == nil)
        #expect(
            output.locations.first?.details == [
                Location.Detail(label: "Opening hours", value: "Apr-Sep Mo-Fr 09:00-17:00; Oct-Mar Mo-Fr 10:00-16:00")
            ])
    }

    /// A record that cannot be used is left out with a warning at the problem, and the site builds (issue 13).
    @Test func anInvalidValueLeavesTheRecordOutWithAWarningAtItsColumn() {
        let (output, diagnostics) = read(#"{"timezone": "UTC", "osm": "Mo-Fr 9-17 Xy"}"#)
        #expect(output.locations.isEmpty)
        #expect(
            diagnostics == [
                "branches.json:4:50: warning: location \"a\": unknown word `Xy`; the record is left out\n  hint: expected `;`, `,` or `||` between rules"
            ])
    }

    /// A value opening_hours.js reads with a correction is read so, with a warning at the correction.
    @Test func aCorrectedValueIsReadWithAWarningAtItsColumn() {
        let (output, diagnostics) = read(#"{"timezone": "UTC", "osm": "Montag-Freitag 9-17"}"#)
        #expect(output.locations.first?.hours?.weekly[.fri] == [OpeningHours.Interval(opens: 540, closes: 1020)])
        #expect(
            diagnostics == [
                "branches.json:4:39: warning: location \"a\": opening hours: read `Montag` as `Mo`\n  hint: write `Mo`",
                "branches.json:4:46: warning: location \"a\": opening hours: read `Freitag` as `Fr`\n  hint: write `Fr`",
                "branches.json:4:54: warning: location \"a\": opening hours: read `9-17` as `09:00-17:00`\n  hint: write `09:00-17:00`",
            ])
    }

    @Test func osmAndWeeklyTogetherLeaveTheRecordOut() {
        let (output, diagnostics) = read(#"{"timezone": "UTC", "osm": "24/7", "weekly": {}}"#)
        #expect(output.locations.isEmpty)
        #expect(
            diagnostics == [
                "branches.json:4:56: warning: location \"a\": 'hours' has both 'osm' and 'weekly'; the record is left out\n  hint: keep one of them"
            ])
    }
}
