import Foundation
import Testing

@testable import WaymarkKit

@Suite struct LocationLayoutTests {
    private func plan(_ locations: [Location], limit: Int = LocationLayout.folderLimit, hoursPage: Bool = true) -> SitePlan {
        var config = SiteConfig(baseURL: "https://example.com/")
        config.hoursPage = hoursPage
        var log = DiagnosticLog()
        let plan = SitePlan(data: SiteData(config: config, locations: locations), folderLimit: limit, log: &log)
        #expect(log.all.isEmpty)
        return plan
    }

    /// Entries (files and folders) of each folder of the plan's pages.
    private func folderSizes(_ plan: SitePlan) -> [String: Int] {
        var children: [String: Set<String>] = [:]
        for page in plan.pages {
            let parts = page.route.outputPath.split(separator: "/").map(String.init)
            for depth in 0..<parts.count {
                children[parts[..<depth].joined(separator: "/"), default: []].insert(parts[depth])
            }
        }
        return children.mapValues(\.count)
    }

    @Test func locationsAreGroupedByCountryAndCityWithTheCitysListInItsFolder() {
        let hours = OpeningHours(timeZone: "Europe/London", weekly: [.mon: [.init(opens: 540, closes: 1020)]])
        let plan = plan([
            testLocation("edinburgh-princes-street", name: "Princes Street", city: "Edinburgh", hours: hours),
            testLocation("sao-paulo-paulista", name: "Paulista", city: "São Paulo", country: "BR"),
            testLocation("nowhere", name: "Nowhere", country: ""),
        ])
        let routes = plan.pages.map(\.route.path)
        #expect(
            routes.filter { $0.hasPrefix("/locations/") && !$0.hasPrefix("/locations/page") } == [
                "/locations/", "/locations/branches/", "/locations/atms/",
                "/locations/other/other/nowhere/",
                "/locations/br/sao-paulo/sao-paulo-paulista/",
                "/locations/gb/edinburgh/edinburgh-princes-street/",
                "/locations/gb/edinburgh/edinburgh-princes-street/hours/",
                // A location without a city is listed "Elsewhere" in its country (issue #36), here the unknown one.
                "/locations/cities/", "/locations/other/", "/locations/br/", "/locations/gb/", "/locations/other/other/",
                "/locations/br/sao-paulo/", "/locations/gb/edinburgh/",
            ])
        #expect(plan.searchPath(of: plan.locations[2]) == "gb/edinburgh/edinburgh-princes-street")
        let hoursLink = plan.hoursHref(of: plan.locations[2])
        #expect(hoursLink.route.path == "/locations/gb/edinburgh/edinburgh-princes-street/hours/" && hoursLink.fragment == nil)
    }

    @Test func withoutHoursPagesTheHoursAreASectionOfTheLocationsPage() {
        let hours = OpeningHours(timeZone: "Europe/London", weekly: [.mon: [.init(opens: 540, closes: 1020)]])
        let plan = plan([testLocation("a", name: "A", city: "Leeds", hours: hours)], hoursPage: false)
        #expect(!plan.pages.contains { $0.route.path.hasSuffix("/hours/") })
        let link = plan.hoursHref(of: plan.locations[0])
        #expect(link.route.path == "/locations/gb/leeds/a/" && link.fragment == "hours")
    }

    @Test func anOverFullCityPutsItsLocationsIntoHashBuckets() {
        let limit = 20
        let locations = (0..<60).map { testLocation("leeds-\($0)", name: "Leeds \($0)", city: "Leeds") }
        let plan = plan(locations + [testLocation("york-1", name: "York", city: "York")], limit: limit)
        let sizes = folderSizes(plan)
        #expect(sizes.filter { $0.value > limit }.isEmpty, "\(sizes.filter { $0.value > limit })")
        let leeds = plan.pages.map(\.route.path).filter { $0.hasPrefix("/locations/gb/leeds/") && !$0.contains("/page/") }
        #expect(leeds.count == 61)  // the city's list and its 60 locations
        let bucket = "_" + LocationLayout.bucketHash("leeds-7").prefix(1)
        #expect(leeds.contains("/locations/gb/leeds/\(bucket)/leeds-7/"))
        #expect(plan.route(of: plan.locations.first { $0.id.value == "york-1" }!).path == "/locations/gb/york/york-1/")
    }

    @Test func aCountryWithTooManyCitiesPutsItsCitiesIntoHashBuckets() {
        let limit = 16
        let locations = (0..<40).map { testLocation("l\($0)", name: "L\($0)", city: "Town \($0)") }
        let plan = plan(locations, limit: limit)
        let sizes = folderSizes(plan)
        #expect(sizes.filter { $0.value > limit }.isEmpty, "\(sizes.filter { $0.value > limit })")
        let bucket = "_" + LocationLayout.bucketHash("town-3").prefix(1)
        #expect(plan.route(of: plan.locations.first { $0.id.value == "l3" }!).path == "/locations/gb/\(bucket)/town-3/l3/")
        #expect(plan.pages.map(\.route.path).contains("/locations/gb/\(bucket)/town-3/"))
    }

    @Test func bucketsAreTheShortestHashPrefixThatFits() {
        let names = (0..<100).map { "n\($0)" }
        let one = LocationLayout.buckets(names, limit: 100)
        #expect(one("n1") == [])
        let split = LocationLayout.buckets(names, limit: 16)
        #expect(split("n1") == ["_" + LocationLayout.bucketHash("n1").prefix(1)])
    }

    @Test func hoursPageFalseWritesOneFilePerLocationWithAnHoursSection() throws {
        let site = try leithSite(siteYML: "title: One file\nhours_page: false\n", hours: #"{ "mon": [["09:00", "17:00"]] } }"#)
        #expect(!site.build().hasErrors)
        let pages = readTree(site.output).keys.filter { $0.hasPrefix("locations/gb/") }.sorted()
        #expect(pages == ["locations/gb/edinburgh/index.html", "locations/gb/edinburgh/leith/index.html", "locations/gb/index.html"])
        let page = try #require(site.text("locations/gb/edinburgh/leith/index.html"))
        #expect(page.contains(##"<a class="button" href="#hours">Opening hours</a>"##))
        #expect(
            page.contains(
                "<section class=\"location-hours\" id=\"hours\">\n<h2>Opening hours — Leith</h2>\n"
                    + "<p class=\"open-status js-only\""))
        #expect(page.contains("<th scope=\"row\">Monday</th>\n<td>09:00–17:00</td>"))
        #expect(page.contains(#"<script src="/assets/hours."#) && page.contains(#".js" defer></script>"#))
    }

    /// With hours pages (`hours_page: true`) the location page does not repeat the week: it has the data for "open now" and
    /// today's hours, which the script fills in, and the link to the hours page, which has the week and the holidays.
    @Test func withHoursPagesTheLocationPageHasOnlyTodayAndALinkToTheWeek() throws {
        let site = try leithSite(
            siteYML: "title: Two files\nhours_page: true\n",
            hours:
                #"{ "mon": [["09:00", "17:00"]] }, "notes": "Not on Tuesdays", "special": [{ "name": "Boxing Day", "date": "2026-12-26", "hours": [] }] }"#
        )
        #expect(!site.build().hasErrors)
        let page = try #require(site.text("locations/gb/edinburgh/leith/index.html"))
        #expect(
            page.contains(
                "</address>\n<p class=\"open-status js-only\" data-hours=\"Europe/London 540-1020 - - - - - -|"
                    + "[[&quot;2026-12-26&quot;,&quot;2026-12-26&quot;,&quot;Boxing Day&quot;,[]]]\" aria-live=\"polite\"></p>\n"
                    + "<p class=\"today-hours js-only\"></p>\n<p class=\"actions\">\n"
                    + "<a class=\"button\" href=\"/locations/gb/edinburgh/leith/hours/\">Opening hours</a>\n"))
        for repeated in ["id=\"hours\"", "<table class=\"hours\"", "local-time", "class=\"notes\"", "09:00–17:00"] {
            #expect(!page.contains(repeated), "the location page repeats \(repeated)")
        }
        // A closure is never one click away: the holidays are on the location page too.
        #expect(
            page.contains(
                "<section class=\"special-hours\">\n<h2>Holiday hours</h2>\n<ul>\n"
                    + "<li data-from=\"2026-12-26\" data-to=\"2026-12-26\"><strong>Boxing Day</strong> · Saturday, 26 December 2026: Closed</li>\n"
                    + "</ul>\n<p><a href=\"/locations/gb/edinburgh/leith/hours/\">The week's hours and every holiday</a></p>\n</section>\n")
        )
        let hours = try #require(site.text("locations/gb/edinburgh/leith/hours/index.html"))
        #expect(hours.contains("<th scope=\"row\">Monday</th>\n<td>09:00–17:00</td>"))
        #expect(hours.contains("<p class=\"notes\">Not on Tuesdays</p>") && hours.contains("<h2>Holiday hours</h2>"))
        #expect(page.contains(#"<link rel="stylesheet" href="/assets/maps."#), "the location page has a map")
        #expect(!hours.contains("/assets/maps."), "the hours page has no map, so no map styles")
    }

    /// Two branches named alike get titles with their street; the hours page's link names the branch and gives its
    /// address once, not the street twice.
    @Test func theHoursPageNamesItsLocationAndItsAddressOnce() throws {
        let branch = { (id: String, street: String, city: String, country: String) in
            #"{ "id": "\#(id)", "type": "branch", "name": "Soho", "address": { "street": "\#(street)", "city": "\#(city)", "country": "\#(country)" },"#
                + #" "coordinate": { "latitude": 51.5, "longitude": -0.1 }, "hours": { "timezone": "Europe/London", "weekly": { "mon": [["09:00", "17:00"]] } } }"#
        }
        let site = try TemporarySite([
            "Content/site.yml": "title: Twins\nhours_page: true\n",
            "Content/branches.json": #"{ "bank": { "name": "B" }, "locations": [ "#
                + branch("soho-london", "1 Dean St", "London", "GB") + ", " + branch("soho-new-york", "9 Broome St", "New York", "US")
                + " ] }\n",
        ])
        #expect(!site.build().hasErrors)
        let hours = try #require(site.text("locations/gb/london/soho-london/hours/index.html"))
        #expect(hours.contains("<p><a href=\"/locations/gb/london/soho-london/\">Soho</a> · 1 Dean St, London, United Kingdom</p>"))
        let page = try #require(site.text("locations/gb/london/soho-london/index.html"))
        #expect(page.contains("<h1>Soho · 1 Dean St</h1>"))
    }

    /// A site of one branch, Leith in Edinburgh, with this `site.yml`; `hours` is the rest of the branch's hours
    /// object after `"weekly":`, its closing brace included.
    private func leithSite(siteYML: String, hours: String) throws -> TemporarySite {
        try TemporarySite([
            "Content/site.yml": siteYML,
            "Content/branches.json": #"""
            { "bank": { "name": "B" }, "locations": [
              { "id": "leith", "type": "branch", "name": "Leith", "address": { "city": "Edinburgh", "country": "GB" },
                "coordinate": { "latitude": 55.97, "longitude": -3.17 },
                "hours": { "timezone": "Europe/London", "weekly":
            """# + hours + " } ] }\n",
        ])
    }
}
