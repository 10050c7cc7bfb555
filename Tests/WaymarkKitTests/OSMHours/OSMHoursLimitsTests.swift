import Testing

@testable import WaymarkKit

/// Values that would cost minutes or gigabytes: long ranges evaluate in time linear in their days, and a value
/// past the limits on length, rules or times a day is refused with its column.
@Suite struct OSMHoursLimitsTests {
    func intervals(_ expression: String, _ from: String, _ to: String) throws -> [OSMInterval] {
        try OSMHours(expression).intervals(from: OSMCalendar.minutes(from)!, to: OSMCalendar.minutes(to)!)
    }

    func text(_ interval: OSMInterval?) -> String {
        interval.map { OSMCalendar.text($0.from) + " - " + OSMCalendar.text($0.to) + " " + $0.state.rawValue } ?? "none"
    }

    // Painting every day into one list that is sorted again after each paint took 48 s for this century.
    @Test func aCenturyOfWeekdaysIsOneIntervalPerWeekday() throws {
        let all = try intervals("Mo-Fr 09:00-17:00", "2000-01-01T00:00", "2100-01-01T00:00")
        #expect(all.count == 26_089)
        #expect(text(all.first) == "2000-01-03T09:00 - 2000-01-03T17:00 open")
        #expect(text(all.last) == "2099-12-31T09:00 - 2099-12-31T17:00 open")
    }

    @Test func aCenturyOfAlwaysOpenIsOneInterval() throws {
        let all = try intervals("24/7", "2000-01-01T00:00", "2100-01-01T00:00")
        #expect(all.map(text) == ["2000-01-01T00:00 - 2100-01-01T00:00 open"])
    }

    // 1,000 points a day, each painted into a list as long as the points before it, for ten years.
    @Test func theMostTimesADayOverTenYears() throws {
        let all = try intervals("Mo-Su 00:00-16:39/00:01 \"every minute\"", "2026-01-01T00:00", "2036-01-01T00:00")
        #expect(all.count == 3_652)
        #expect(text(all.first) == "2026-01-01T00:00 - 2026-01-01T16:40 unknown")
        #expect(all.first?.comment == "every minute")
        #expect(text(all.last) == "2035-12-31T00:00 - 2035-12-31T16:40 unknown")
    }

    @Test func nightsAndTheRuleThatReplacesThemOverAYear() throws {
        let all = try intervals("Mo-Su 18:00-02:00; We 00:00-01:00 unknown", "2026-01-01T00:00", "2027-01-01T00:00")
        #expect(all.count == 418)
        #expect(text(all[0]) == "2026-01-01T00:00 - 2026-01-01T02:00 open")
        #expect(text(all[6]) == "2026-01-06T18:00 - 2026-01-07T00:00 open")
        #expect(text(all[7]) == "2026-01-07T00:00 - 2026-01-07T01:00 unknown")
        #expect(text(all.last) == "2026-12-31T18:00 - 2027-01-01T00:00 open")
    }

    @Test func aRangeOfMoreThanACenturyIsRefused() throws {
        let century = try OSMHoursQuery(expression: "24/7", from: "2000-01-01", to: "2100-01-01", timeZone: "UTC")
        #expect(century.to - century.from == 36_525 * 1440)
        do {
            _ = try OSMHoursQuery(expression: "24/7", from: "2000-01-01", to: "2100-01-01T00:01", timeZone: "UTC")
            Issue.record("no error")
        } catch {
            #expect(error.description == "error: --to is more than 36,525 days (100 years) after --from; list at most that at a time")
        }
    }

    @Test func tooManyTimesADayAreRefused() {
        let value = "Mo-Su 00:00-23:59/00:01 || Mo-Su 00:00-23:59/00:01 || Mo-Su 00:00-23:59/00:01"
        #expect(throws: OSMHoursError(column: 7, "the times add up to more than 1,000 spans and points", hint: Self.periodHint)) {
            try OSMHours(value)
        }
        #expect(throws: OSMHoursError(column: 26, "the times add up to more than 1,000 spans and points", hint: Self.periodHint)) {
            try OSMHours("Mo 00:00-12:00/00:01; Tu 00:00-12:00/00:01")
        }
    }

    static let periodHint = "a period such as `/00:01` selects a point every minute; use a longer one, e.g. `/00:15`"

    @Test func aValueLongerThanTheLimitIsRefused() {
        let value = String(repeating: "Mo 09:00-17:00; ", count: 200)
        #expect(
            throws: OSMHoursError(
                column: 2_001, "the value is longer than 2,000 characters",
                hint: "OpenStreetMap keeps at most 255; put longer explanations in the notes")
        ) { try OSMHours(value) }
    }

    @Test func moreRulesThanTheLimitAreRefused() throws {
        let rules = (0..<201).map { _ in "Mo" }.joined(separator: ";")
        #expect(throws: OSMHoursError(column: 601, "more than 200 rules", hint: "join rules that share times, e.g. `Mo-Fr,Su 09:00-17:00`"))
        {
            try OSMHours(rules)
        }
        let allowed = (0..<200).map { _ in "Mo" }.joined(separator: ";")
        #expect(try OSMHours(allowed).source == allowed)
    }

    @Test func tenThousandRulesStopAtTheLengthLimit() {
        let value = String(repeating: "Mo;", count: 10_000)
        #expect(
            throws: OSMHoursError(
                column: 2_001, "the value is longer than 2,000 characters",
                hint: "OpenStreetMap keeps at most 255; put longer explanations in the notes")
        ) { try OSMHours(value) }
    }

    @Test func aThousandNestedBracketsAreOneError() {
        #expect(throws: OSMHoursError(column: 2, "unexpected `(`", hint: "expected sunrise, sunset, dawn or dusk")) {
            try OSMHours(String(repeating: "(", count: 1_000))
        }
    }

    @Test func asManyWeekdayRangesAsTheLengthAllows() throws {
        let value = Array(repeating: "Tu-Mo", count: 330).joined(separator: ",") + " 10:00-12:00"
        let all = try intervals(value, "2026-01-01T00:00", "2027-01-01T00:00")
        #expect(all.count == 365)
    }

    @Test func aYearRangeOfEightThousandYearsOverACentury() throws {
        let all = try intervals("1900-9999/7 Jan 01 10:00-12:00; 2000-9999 Dec 25 off", "2000-01-01T00:00", "2100-01-01T00:00")
        #expect(all.count == 14)
        #expect(text(all.first) == "2005-01-01T10:00 - 2005-01-01T12:00 open")
        #expect(text(all.last) == "2096-01-01T10:00 - 2096-01-01T12:00 open")
    }

    @Test func everyNewConstructOverACentury() throws {
        let value =
            "Mar Su[-1]-Oct Su[-1] -1 day Mo-Fr 08:00-18:00; Nov-Feb Mo-Fr 09:00-17:00; easter -2 days-easter +1 day off; "
            + "Dec 24,25,31 off; week 01-53/2 Sa 10:00-12:00; Jan 01-31/8 Su 22:00-02:00"
        let all = try intervals(value, "2000-01-01T00:00", "2100-01-01T00:00")
        // Weekdays in seasons (early March and late October are in neither), Saturdays of odd weeks, nights in January.
        #expect(all.count == 26_155)
        #expect(text(all.first) == "2000-01-03T09:00 - 2000-01-03T17:00 open")
    }
}
