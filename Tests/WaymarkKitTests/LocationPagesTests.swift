import Foundation
import Testing

@testable import WaymarkKit

@Suite struct LocationPagesTests {
    private func parse(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func jsonLDOfABranchParsesWithPastMidnightSplitAndAllDayHours() throws {
        let hours = OpeningHours(
            timeZone: "Europe/London",
            weekly: [
                .mon: [.init(opens: 540, closes: 750), .init(opens: 810, closes: 1020)],
                .tue: [.init(opens: 540, closes: 750), .init(opens: 810, closes: 1020)],
                .fri: [.init(opens: 1080, closes: 120)],
                .sat: [.init(opens: 0, closes: 1440)],
                .sun: [.init(opens: 1200, closes: 1440)],
            ])
        var location = testLocation(
            "soho", name: "Soho </script><!-- & \"Co\"", street: "1 Dean St", city: "London",
            postcode: "W1D 3RB", hours: hours)
        location.phone = "+44 20 7946 0000"
        location.services = ["Cash deposit"]
        let text = LocationJSONLD(location: location, url: "https://example.com/locations/soho/").text
        #expect(!text.contains("</script") && !text.contains("<!--"))
        #expect(!text.contains("\n") && !text.contains(", ") && !text.contains("https://schema.org/"), "one line, days by name")
        let json = try parse(text)
        #expect(json["@context"] as? String == "https://schema.org")
        #expect(json["@type"] as? String == "BankOrCreditUnion")
        #expect(json["name"] as? String == "Soho </script><!-- & \"Co\"")
        #expect(json["telephone"] as? String == "+44 20 7946 0000")
        let address = try #require(json["address"] as? [String: String])
        #expect(
            address == [
                "@type": "PostalAddress", "streetAddress": "1 Dean St", "addressLocality": "London",
                "postalCode": "W1D 3RB", "addressCountry": "GB",
            ])
        let geo = try #require(json["geo"] as? [String: Any])
        #expect(geo["latitude"] as? Double == 51.5 && geo["longitude"] as? Double == -0.1)
        let specs = try #require(json["openingHoursSpecification"] as? [[String: Any]])
        let summary = specs.map { spec in
            (
                (spec["dayOfWeek"] as! [String]).joined(separator: "+"),
                spec["opens"] as! String, spec["closes"] as! String, spec["@type"] as! String
            )
        }
        #expect(
            summary.map { "\($0.0) \($0.1)-\($0.2)" } == [
                "Monday+Tuesday 09:00-12:30", "Monday+Tuesday 13:30-17:00", "Friday 18:00-02:00", "Saturday 00:00-23:59",
                "Sunday 20:00-00:00",
            ])
        #expect(summary.allSatisfy { $0.3 == "OpeningHoursSpecification" })
    }

    /// The "open now" data writes a day open as the day before as `=`, so the usual weeks are short in every row.
    @Test func hoursDataWritesADayOpenAsTheDayBeforeAsEquals() {
        let day = OpeningHours.Interval(opens: 540, closes: 1020), night = OpeningHours.Interval(opens: 1080, closes: 120)
        let hours = OpeningHours(
            timeZone: "Europe/London",
            weekly: [.mon: [day], .tue: [day], .wed: [day], .thu: [day, night], .fri: [day, night], .sun: [day]])
        #expect(HoursTable(hours).data == "Europe/London 540-1020 = = 540-1020,1080-120 = - 540-1020")
        let always = OpeningHours(
            timeZone: "UTC",
            weekly: OpeningHours.Week(every: [.init(opens: 0, closes: 1440)]))
        #expect(HoursTable(always).data == "UTC 0-1440 = = = = = =")
        #expect(HoursTable(OpeningHours(timeZone: "UTC", weekly: [:])).data == "UTC - - - - - - -")
    }

    @Test func jsonLDOfAnATMWithoutHours() throws {
        let json = try parse(LocationJSONLD(location: testLocation("a", .atm, name: "ATM"), url: "https://x.test/locations/a/").text)
        #expect(json["@type"] as? String == "AutomatedTeller")
        #expect(json["openingHoursSpecification"] == nil)
        #expect(json["telephone"] == nil)
        #expect((json["address"] as? [String: String])?["addressCountry"] == "GB")
    }

    @Test func citiesGroupSpellingsAndKeepSlugsUnique() {
        let locations = [
            testLocation("a", name: "A", city: "LONDON", country: "CA"),
            testLocation("b", name: "B", city: "London", country: "GB"),
            testLocation("c", name: "C", city: "london", country: "GB"),
            testLocation("d", name: "D", city: "London", country: "GB"),
            testLocation("e", name: "E", city: "St. Albans", country: "GB"),
            testLocation("f", name: "F", city: "St Albans", country: "GB"),
            testLocation("g", name: "G", city: "", country: "GB"),
            testLocation("h", name: "H", city: "Zürich", country: "CH"),
        ]
        let cities = CityIndex(locations: locations).cities
        // A city in capitals is shown in title case; a location without a city is "Elsewhere" in its country (issue #36).
        #expect(cities.map(\.name) == ["London", "London", "St Albans", "Elsewhere in the United Kingdom", "Zürich"])
        #expect(cities.map(\.slug.value) == ["london-ca", "london-gb", "st-albans", "other", "zurich"])
        #expect(cities.map(\.indices) == [[0], [1, 2, 3], [4, 5], [6], [7]])
    }

    @Test func paginationShowsEndsAndNeighboursWithGaps() {
        func numbers(_ current: Int, _ count: Int) -> String {
            Pagination(current: current, count: count) { SafeURL(built: "/p/\($0)/") }.numbers.map { $0.map(String.init) ?? "…" }.joined(
                separator: " ")
        }
        #expect(numbers(1, 1) == "1")
        #expect(numbers(1, 5) == "1 2 3 4 5")
        #expect(numbers(1, 2000) == "1 2 3 … 2000")
        #expect(numbers(1000, 2000) == "1 … 998 999 1000 1001 1002 … 2000")
        #expect(numbers(4, 9) == "1 2 3 4 5 6 … 9")
        #expect(numbers(5, 9) == "1 2 3 4 5 6 7 8 9")
        #expect(numbers(6, 12) == "1 … 4 5 6 7 8 … 12")
        #expect(numbers(2000, 2000) == "1 … 1998 1999 2000")
        let links = Pagination(current: 2, count: 3) { SafeURL(built: "/p/\($0)/") }
        #expect(links.prev?.text == "/p/1/" && links.next?.text == "/p/3/")
    }

    @Test func distancesAreRoundedForReading() {
        #expect(PageRenderer.distance(0) == "same address")
        #expect(PageRenderer.distance(344) == "340 m")
        #expect(PageRenderer.distance(994) == "990 m")
        #expect(PageRenderer.distance(996) == "1.0 km")
        #expect(PageRenderer.distance(4_249) == "4.2 km")
        #expect(PageRenderer.distance(16_302_190) == "16,302 km")
    }

    @Test func locationsGeoJSONIsAValidFeatureCollection() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("site")
        #expect(!buildFixture("minimal", into: output, baseURL: "https://example.com/").hasErrors)
        let json = try parse(String(contentsOf: output.appendingPathComponent("locations.geojson"), encoding: .utf8))
        #expect(json["type"] as? String == "FeatureCollection")
        let features = try #require(json["features"] as? [[String: Any]])
        // In list order: London's branch before its ATM.
        #expect(features.map { $0["id"] as? String } == ["suva-branch", "soho-branch", "kings-cross-atm"])
        for feature in features {
            #expect(feature["type"] as? String == "Feature")
            let geometry = try #require(feature["geometry"] as? [String: Any])
            #expect(geometry["type"] as? String == "Point")
            let point = try #require(geometry["coordinates"] as? [Double])
            #expect(point.count == 2 && (-180...180).contains(point[0]) && (-90...90).contains(point[1]))
            let properties = try #require(feature["properties"] as? [String: Any])
            #expect(["branch", "atm"].contains(properties["type"] as? String))
            #expect((properties["url"] as? String)?.hasPrefix("https://example.com/locations/") == true)
        }
        let soho = try #require(features[1]["properties"] as? [String: Any])
        #expect(soho["name"] as? String == "Fixture Bank Soho & Co <main>")
    }

    @Test func everyLocationPageCarriesJSONLDThatParses() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("site")
        #expect(!buildFixture("minimal", into: output).hasErrors)
        for (id, folder) in [("soho-branch", "gb/london"), ("kings-cross-atm", "gb/london"), ("suva-branch", "fj/suva")] {
            let html = try String(
                contentsOf: output.appendingPathComponent("locations/\(folder)/\(id)/index.html"), encoding: .utf8)
            let start = try #require(html.range(of: "<script type=\"application/ld+json\">\n"))
            let end = try #require(html.range(of: "\n</script>", range: start.upperBound..<html.endIndex))
            let json = try parse(String(html[start.upperBound..<end.lowerBound]))
            #expect((json["url"] as? String)?.hasSuffix("/locations/\(folder)/\(id)/") == true)
        }
    }
}
