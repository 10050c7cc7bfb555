import Foundation
import Testing

/// `waymark hours` as a data maintainer runs it: exact JSON on stdout, warnings and the error on stderr, exit codes.
@Suite struct HoursCommandTests {
    func hours(_ arguments: [String]) throws -> Run {
        try waymark(["hours"] + arguments, in: FileManager.default.temporaryDirectory)
    }

    @Test func printsTheIntervalsAsJSON() throws {
        let run = try hours(["Mo-Fr 09:00-17:00; Sa 10:00-13:00", "--from", "2026-11-27T12:00", "--to", "2026-11-29T00:00", "--json"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                {"value":"Mo-Fr 09:00-17:00; Sa 10:00-13:00","corrections":[],"intervals":[\
                {"from":"2026-11-27T12:00","to":"2026-11-27T17:00","state":"open","comment":null},\
                {"from":"2026-11-28T10:00","to":"2026-11-28T13:00","state":"open","comment":null}]}

                """)
    }

    @Test func printsUnknownStatesAndComments() throws {
        let run = try hours([
            "Mo 10:00-12:00 \"back at 14:00; ring twice\"", "--from", "2026-11-23T00:00", "--to", "2026-11-24T00:00", "--json",
        ])
        #expect(run.status == 0)
        #expect(
            run.stdout == #"{"value":"Mo 10:00-12:00 unknown \"back at 14:00; ring twice\"","corrections":[],"intervals":["#
                + #"{"from":"2026-11-23T10:00","to":"2026-11-23T12:00","state":"unknown","comment":"back at 14:00; ring twice"}]}"# + "\n")
    }

    @Test func printsAnEmptyListWhenClosed() throws {
        let run = try hours([
            "Sa-Su 10:00-12:00", "--from", "2026-11-23T00:00", "--to", "2026-11-28T00:00", "--json", "--timezone", "Europe/Paris",
        ])
        #expect(run.status == 0)
        #expect(run.stdout == #"{"value":"Sa-Su 10:00-12:00","corrections":[],"intervals":[]}"# + "\n")
    }

    @Test func defaultsToAWeekAfterFrom() throws {
        let run = try hours(["Mo 10:00-12:00", "--from", "2026-11-23T11:00", "--json"])
        #expect(
            run.stdout == """
                {"value":"Mo 10:00-12:00","corrections":[],"intervals":[\
                {"from":"2026-11-23T11:00","to":"2026-11-23T12:00","state":"open","comment":null},\
                {"from":"2026-11-30T10:00","to":"2026-11-30T11:00","state":"open","comment":null}]}

                """)
    }

    @Test func printsTextWithoutJSON() throws {
        let run = try hours(["Mo 22:00-02:00", "--from", "2026-11-23T00:00", "--to", "2026-11-24T12:00"])
        #expect(run.stdout == "2026-11-23T22:00 - 2026-11-24T02:00  open\n")
    }

    @Test func anInvalidValueExitsOneWithColumnAndHint() throws {
        let run = try hours(["Mo-Fr 09:00-17:00 Xy", "--json"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "opening_hours:1:19: error: unknown word `Xy`\n  hint: expected `;`, `,` or `||` between rules\n")
    }

    @Test func aCorrectedValueIsReadWithAWarningForEachCorrectionAndTheJSONListsThem() throws {
        let run = try hours(["Montags 10-12 Uhr", "--from", "2026-11-23T00:00", "--to", "2026-11-24T00:00", "--json"])
        #expect(run.status == 0)
        #expect(
            run.stderr == """
                opening_hours:1:1: warning: read `Montags` as `Mo`
                  hint: write `Mo`
                opening_hours:1:9: warning: read `10-12` as `10:00-12:00`
                  hint: write `10:00-12:00`
                opening_hours:1:15: warning: left out `Uhr`
                  hint: leave it out

                """)
        #expect(
            run.stdout == """
                {"value":"Mo 10:00-12:00","corrections":[{"column":1,"written":"Montags","read":"Mo"},\
                {"column":9,"written":"10-12","read":"10:00-12:00"},{"column":15,"written":"Uhr","read":""}],\
                "intervals":[{"from":"2026-11-23T10:00","to":"2026-11-23T12:00","state":"open","comment":null}]}

                """)
    }

    @Test func strictRefusesACorrectionWithItsColumnAndHint() throws {
        let run = try hours(["Mo-Fr 10:00-12:00, 14–18", "--strict"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "opening_hours:1:20: error: `14–18` is not written as the specification says\n  hint: write `14:00-18:00`\n")
    }

    @Test func holidaysWithoutAListAreUnknownWithANote() throws {
        let run = try hours(["Mo-Fr 09:00-17:00; PH off", "--from", "2026-11-23T00:00", "--to", "2026-11-24T00:00", "--json"])
        #expect(run.status == 0)
        #expect(
            run.stdout == #"{"value":"Mo-Fr 09:00-17:00; PH off","corrections":[],"intervals":["#
                + #"{"from":"2026-11-23T09:00","to":"2026-11-23T17:00","state":"unknown","comment":null}]}"# + "\n")
        #expect(run.stderr.hasPrefix("opening_hours:1:1: warning: holidays (PH, SH) are not known here"))
    }

    @Test func honoursAHolidayList() throws {
        let run = try hours([
            "Mo-Fr 09:00-17:00; PH off", "--from", "2026-12-24T00:00", "--to", "2026-12-26T00:00", "--holidays", "2026-12-25,2026-12-26",
            "--json",
        ])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout == #"{"value":"Mo-Fr 09:00-17:00; PH off","corrections":[],"intervals":["#
                + #"{"from":"2026-12-24T09:00","to":"2026-12-24T17:00","state":"open","comment":null}]}"# + "\n")
    }

    @Test(arguments: [
        ["Mo", "--from", "2026-11-23 09:00"], ["Mo", "--to", "2026-13-01T00:00"], ["Mo", "--timezone", "Mars/Olympus"],
        ["PH", "--holidays", "25.12.2026"],
    ])
    func badOptionsAreUsageErrors(_ arguments: [String]) throws {
        let run = try hours(arguments)
        #expect(run.status == 2)
        #expect(run.stdout == "")
    }
}
