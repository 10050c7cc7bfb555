import Testing

@testable import WaymarkKit

/// `Content/holidays.yml`: public holidays declared once per country (issue 36.3).
@Suite struct PublicHolidaysTests {
    private let week = OpeningHours(
        timeZone: "America/New_York",
        weekly: OpeningHours.Week(
            uniqueKeysWithValues: [.mon, .tue, .wed, .thu, .fri].map { ($0, [OpeningHours.Interval(opens: 540, closes: 1020)]) }))

    private func read(_ text: String) -> (PublicHolidays, [Reported]) {
        var log = DiagnosticLog()
        let holidays = PublicHolidays.read(text: text, path: "Content/holidays.yml", log: &log)
        return (holidays, log.reported)
    }

    @Test func readsEachCountrysDaysInDateOrder() {
        let (holidays, reported) = read("US:\n  2026-12-25: Christmas Day\n  2026-11-26: \"Thanksgiving  Day\"\n")
        #expect(reported == [])
        #expect(
            holidays.byCountry["US"]?.map { "\($0.day.iso) \($0.name)" } == ["2026-11-26 Thanksgiving Day", "2026-12-25 Christmas Day"])
    }

    @Test func aBadCountryCodeOrDateIsAnErrorAtItsPositionAndTheRestIsRead() {
        let (holidays, reported) = read(
            "us:\n  2026-12-25: Christmas\nGB:\n  2026-02-30: Nonsense\n  2026-12-28: [a]\n  2026-12-25: Christmas Day\n")
        #expect(
            reported == [
                Reported(.error, 1, 1, "'us' is not a country code"),
                Reported(.error, 4, 3, "'2026-02-30' is not a date"),
                Reported(.error, 5, 15, "'2026-12-28' must be text, found a list"),
            ])
        #expect(holidays.byCountry.keys.sorted() == ["GB"])
        #expect(holidays.byCountry["GB"]?.map(\.day.iso) == ["2026-12-25"])
    }

    @Test func aBranchIsClosedUnlessItsOwnHoursSayOtherwiseAndAnATMKeepsItsHours() throws {
        let (holidays, _) = read("US:\n  2026-11-26: Thanksgiving Day\n  2026-12-24: Christmas Eve\n")
        var hours = week
        let eve = try #require(CalendarDay.parse("2026-12-24"))
        hours.special = [SpecialHours(name: "Short day", from: eve, through: eve, every: [.init(opens: 540, closes: 720)])]
        let branch = holidays.applied(to: testLocation("ny", name: "NY", country: "US", hours: hours))
        #expect(
            branch.hours?.special.map { "\($0.from.iso) \($0.name) \(HoursTable.describe($0.weekly[.thu] ?? [], LocalFormats(tag: "en")))" }
                == [
                    "2026-11-26 Thanksgiving Day Closed", "2026-12-24 Short day 09:00–12:00",
                ])
        let atm = testLocation("ny-atm", .atm, name: "NY ATM", country: "US", hours: week)
        #expect(holidays.applied(to: atm) == atm)
        let elsewhere = testLocation("gb", name: "GB", country: "GB", hours: week)
        #expect(holidays.applied(to: elsewhere) == elsewhere)
    }

    @Test func anOpenStreetMapValueSaysWhatItDoesOnAPublicHoliday() {
        let (holidays, _) = read("US:\n  2026-11-26: Thanksgiving Day\n")
        var hours = week
        hours.osm = "Mo-Fr 09:00-17:00; PH 10:00-14:00"
        let branch = holidays.applied(to: testLocation("ny", name: "NY", country: "US", hours: hours))
        #expect(branch.hours?.special.map { HoursTable.describe($0.weekly[.thu] ?? [], LocalFormats(tag: "en")) } == ["10:00–14:00"])
    }
}
