import Foundation
import Testing

@testable import WaymarkKit

/// A location's sets of hours on its pages: a table each, with its own "open now" data and label, its holidays, and a
/// JSON-LD department each.
@Suite struct HourSetPageTests {
    static let branches = """
        {"locations": [{"id": "uws", "type": "branch", "name": "Upper West Side <&>",
          "address": {"city": "New York", "country": "US"}, "coordinate": {"latitude": 40.79, "longitude": -73.98},
          "hours": {"timezone": "America/New_York", "weekly": {"mon": [["09:00", "17:00"]]}},
          "hour_sets": {"drive_through": {"timezone": "America/New_York", "weekly": {"mon": [["07:00", "19:00"]]}},
            "atm": {"timezone": "America/New_York", "osm": "24/7"}}}]}

        """
    static let holidays = "US:\n  2026-11-26: Thanksgiving Day\n"

    func section(_ page: String, id: String) -> String {
        guard let start = page.range(of: "<section class=\"location-hours hour-set\" id=\"\(id)\">"),
            let end = page.range(of: "</section>", range: start.upperBound..<page.endIndex)
        else { return "" }
        return String(page[start.lowerBound..<end.upperBound])
    }

    @Test func eachSetHasItsOwnTableWithItsDataLabelAndHolidays() throws {
        let site = try TemporarySite([
            "Content/branches.json": Self.branches, "Content/holidays.yml": Self.holidays,
            "Content/site.yml": "hour_sets:\n  drive_through: \"Drive-up window\"\n",
        ])
        let report = site.build()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.text("locations/us/new-york/uws/index.html"))
        #expect(page.contains(#"data-hours-label="branch hours""#))
        let drive = section(page, id: "hours-drive_through")
        #expect(drive.hasPrefix("<section class=\"location-hours hour-set\" id=\"hours-drive_through\">\n<h2>Drive-up window hours</h2>\n"))
        #expect(
            drive.contains(
                #"data-hours="America/New_York 420-1140 - - - - - -|[[&quot;2026-11-26&quot;,&quot;2026-11-26&quot;,&quot;Thanksgiving Day&quot;,[]]]" data-hours-label="drive-up window""#
            ))
        #expect(drive.contains("<th scope=\"row\">Monday</th>\n<td>07:00–19:00</td>"))
        #expect(drive.contains("<h2>Holiday hours</h2>"))
        // An ATM keeps its hours on a public holiday, as an ATM of its own does.
        let atm = section(page, id: "hours-atm")
        #expect(atm.contains(#"data-hours="America/New_York 0-1440 = = = = = =" data-hours-label="ATM""#))
        #expect(!atm.contains("Holiday hours"))
    }

    @Test func eachSetIsADepartmentInJSONLD() throws {
        var location = testLocation(
            "uws", name: "Upper West Side", city: "New York",
            hours: OpeningHours(timeZone: "America/New_York", weekly: [.mon: [.init(opens: 540, closes: 1020)]]))
        location.hourSets = [
            HourSet(
                name: "drive_through", hours: OpeningHours(timeZone: "America/New_York", weekly: [.mon: [.init(opens: 420, closes: 1140)]]))
        ]
        let text = LocationJSONLD(location: location, url: "https://example.com/uws/").text
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let departments = try #require(json["department"] as? [[String: Any]])
        #expect(departments.count == 1)
        #expect(departments.first?["@type"] as? String == "BankOrCreditUnion")
        #expect(departments.first?["name"] as? String == "Upper West Side — Drive-through")
        let specs = try #require(departments.first?["openingHoursSpecification"] as? [[String: Any]])
        #expect(
            specs.map { "\($0["dayOfWeek"] as? [String] ?? []) \($0["opens"] ?? "")-\($0["closes"] ?? "")" } == [#"["Monday"] 07:00-19:00"#]
        )
        #expect((json["openingHoursSpecification"] as? [[String: Any]])?.count == 1, "the branch's own hours are its own")
    }
}
