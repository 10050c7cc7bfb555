import Testing
@testable import WaymarkKit

/// Dated OSM rules at the end of a value become special hours, so "open now" and the holiday list honour them;
/// the rest stays text (the value is quoted in the notes whenever it is not purely weekly).
@Suite struct OSMSpecialHoursTests {
    static func yearly(_ month: Int, _ day: Int) -> CalendarDay { CalendarDay(year: nil, month: month, day: day) }

    func special(_ value: String) throws -> [SpecialHours]? {
        try OSMHours(value).weeklyHours(timeZone: "UTC")?.special
    }

    @Test func datesWithHoursOrOffBecomeSpecialHours() throws {
        #expect(
            try special(#"Mo-Fr 09:00-17:00; Dec 24 10:00-14:00; Dec 25,26 off "Christmas""#) == [
                SpecialHours(
                    name: "", from: Self.yearly(12, 24), through: Self.yearly(12, 24), every: [.init(opens: 600, closes: 840)]),
                SpecialHours(name: "Christmas", from: Self.yearly(12, 25), through: Self.yearly(12, 26), every: []),
            ])
    }

    @Test func aRangeOverTheNewYearIsSplit() throws {
        #expect(
            try special("Mo-Su 10:00-16:00; Dec 31-Jan 01 off") == [
                SpecialHours(name: "", from: Self.yearly(12, 31), through: Self.yearly(12, 31), every: []),
                SpecialHours(name: "", from: Self.yearly(1, 1), through: Self.yearly(1, 1), every: []),
            ])
    }

    @Test func aYearMakesADatedEntry() throws {
        let day = CalendarDay(year: 2026, month: 12, day: 24)
        #expect(
            try special("Mo-Fr 09:00-17:00; 2026 Dec 24 10:00-12:00") == [
                SpecialHours(name: "", from: day, through: day, every: [.init(opens: 600, closes: 720)])
            ])
    }

    @Test(arguments: [
        "Dec 25 off; Mo-Fr 09:00-17:00",  // a later weekly rule overrides the date on weekdays
        "Mo-Fr 09:00-17:00; Dec 24 14:00-18:00 off",  // off for part of a day
        "Mo-Fr 09:00-17:00; easter off",  // a moving date
        "Mo-Fr 09:00-17:00; Dec 24 unknown",
        "Mo-Fr 09:00-17:00; Dec Sa 10:00-12:00",  // a month, with weekdays
        "Mo-Fr 09:00-17:00; PH off",  // no holiday list: stays text
        "Mo-Fr 09:00-17:00, Dec 24 10:00-12:00",  // an additional rule adds to the day
    ])
    func whatSpecialHoursCannotSayStaysText(_ value: String) throws {
        let hours = try OSMHours(value).weeklyHours(timeZone: "UTC")
        #expect(hours?.special == [])
        #expect(hours?.osm == value)
        #expect(hours?.notes == "Opening hours (OpenStreetMap): " + value)
    }
}
