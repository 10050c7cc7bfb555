import Testing

@testable import WaymarkKit

/// `specialOpeningHoursSpecification`: dated entries with validFrom/validThrough; yearly ones stay text.
@Suite struct SpecialHoursJSONLDTests {
    static func day(_ text: String) -> CalendarDay { CalendarDay.parse(text)! }

    @Test func aPeriodWithItsOwnWeekGroupsItsDaysAndClosedDaysOpenAndCloseAtMidnight() {
        var hours = OpeningHours(timeZone: "Europe/London", weekly: [.mon: [.init(opens: 540, closes: 1020)]])
        hours.special = [
            SpecialHours(
                name: "", from: CalendarDay(year: nil, month: 12, day: 25), through: CalendarDay(year: nil, month: 12, day: 26), every: []),
            SpecialHours(
                name: "Christmas", from: Self.day("2026-12-24"), through: Self.day("2026-12-27"),
                weekly: [.thu: [.init(opens: 540, closes: 720)], .sat: [.init(opens: 540, closes: 720)]]),
        ]
        var json = JSONWriter.Appender()
        json.beginObject()
        LocationJSONLD.appendSpecial(hours.special, closure: nil, to: &json)
        json.endObject()
        #expect(
            json.text == #"{"specialOpeningHoursSpecification":["#
                + #"{"@type":"OpeningHoursSpecification","name":"Christmas","dayOfWeek":["Monday","Tuesday","Wednesday","Friday","Sunday"],"opens":"00:00","closes":"00:00","validFrom":"2026-12-24","validThrough":"2026-12-27"},"#
                + #"{"@type":"OpeningHoursSpecification","name":"Christmas","dayOfWeek":["Thursday","Saturday"],"opens":"09:00","closes":"12:00","validFrom":"2026-12-24","validThrough":"2026-12-27"}"#
                + "]}")
    }

    @Test func hoursTableDataCarriesEveryEntryForTheScript() {
        var hours = OpeningHours(timeZone: "UTC", weekly: [:])
        hours.special = [
            SpecialHours(
                name: "X \"Y\"", from: Self.day("2026-12-24"), through: Self.day("2026-12-24"), every: [.init(opens: 600, closes: 60)])
        ]
        #expect(
            HoursTable(hours).data == #"UTC - - - - - - -|[["2026-12-24","2026-12-24","X \"Y\"",[[600,60]]]]"#
        )
    }
}
