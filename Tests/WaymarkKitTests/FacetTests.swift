import Testing

@testable import WaymarkKit

@Suite struct FacetTests {
    private func location(
        _ id: String, _ kind: Location.Kind, services: [String] = [], accessibility: [String] = []
    ) -> Location {
        Location(
            id: Slug(validating: id)!, kind: kind, name: id, address: .init(city: "Leeds", country: "GB"),
            coordinate: Coordinate(latitude: 53.8, longitude: -1.55), services: services, accessibility: accessibility,
            position: .file("x"))
    }

    private func plan(_ locations: [Location]) -> SitePlan {
        var log = DiagnosticLog()
        return SitePlan(data: SiteData(config: SiteConfig(baseURL: "https://example.com/"), locations: locations), log: &log)
    }

    /// Every value becomes one facet per group, by label, with its list positions and its counts per kind; an
    /// accessibility value whose slug a service has is told apart by its key.
    @Test func everyValueIsAFacetWithItsCountsPerKind() {
        let plan = plan([
            location("a", .atm, services: ["Cash withdrawal", "Cash deposit"], accessibility: ["Ramp"]),
            location("b", .branch, services: ["Cash deposit", "cash deposit", "Ramp"]),
            location("c", .atm, services: ["Cash withdrawal"]),
        ])
        let facets = plan.facets.facets
        #expect(facets.map(\.key) == ["cash-deposit", "cash-withdrawal", "ramp", "access-ramp"])
        #expect(facets.map(\.label) == ["Cash deposit", "Cash withdrawal", "Ramp", "Ramp"])
        #expect(facets.map(\.group) == [.services, .services, .services, .accessibility])
        #expect(facets.map { [$0.count(nil), $0.count(.branch), $0.count(.atm)] } == [[2, 1, 1], [2, 0, 2], [1, 1, 0], [1, 0, 1]])
        // In list order: a city's branches before its ATMs.
        #expect(facets[0].indices.map { plan.locations[$0].id.value } == ["b", "a"])
    }

    /// A static filter page where it says something its list does not: some but not all of the list's locations
    /// have the value; the list of all locations only for values both kinds have.
    /// Spellings of one thing are one facet, under the label and in the group of its meaning (step-free access and
    /// hearing loops are about access wherever a feed lists them); the site's `facets:` adds its own.
    @Test func spellingsOfOneThingAreOneFacetInTheGroupOfItsMeaning() {
        var config = SiteConfig(baseURL: "https://example.com/")
        config.facetMeanings = [FacetMeaning(group: .services, label: "Night safe", also: ["Night deposit"])]
        var log = DiagnosticLog()
        let locations = [
            location(
                "a", .branch, services: ["Free Wi-Fi", "Level access", "Mortgage advisor", "Night deposit"],
                accessibility: ["Induction loop"]),
            location("b", .branch, services: ["Wi-Fi", "Hearing loop", "Mortgage advice", "Night safe", "Step-free access"]),
        ]
        let plan = SitePlan(data: SiteData(config: config, locations: locations), log: &log)
        #expect(
            plan.facets.facets.map { "\($0.group.rawValue) \($0.key) \($0.label) \($0.indices)" } == [
                "services mortgage-advice Mortgage advice [0, 1]", "services night-safe Night safe [0, 1]",
                "services wi-fi Wi-Fi [0, 1]", "accessibility hearing-loop Hearing loop [0, 1]",
                "accessibility step-free-access Step-free access [0, 1]",
            ])
    }

    @Test func staticFilterPagesWhereUseful() {
        let plan = plan([
            location("a", .atm, services: ["Cash withdrawal", "Cash deposit"]),
            location("b", .branch, services: ["Cash deposit"]),
            location("c", .atm, services: ["Cash withdrawal"]),
            location("d", .branch),
        ])
        let routes = plan.pages.compactMap { page -> String? in
            guard case .facetList = page.kind else { return nil }
            return page.route.path
        }
        #expect(routes == ["/locations/with/cash-deposit/", "/locations/branches/cash-deposit/", "/locations/atms/cash-deposit/"])
        // Every ATM has cash withdrawal: no page; the list of all links to the ATMs' page for it… which is not there.
        #expect(plan.facetPage(filter: nil, facet: 1) == nil)
        #expect(plan.facetPage(filter: .atm, facet: 0)?.route.path == "/locations/atms/cash-deposit/")
        #expect(SitePlan.facetRoute(filter: .branch, key: "wi-fi", page: 3).path == "/locations/branches/wi-fi/page/3/")
    }

    @Test func facetsJSONHasEachFacetsCountsAndPosting() {
        let plan = plan([
            location("a", .atm, services: ["Cash deposit"]), location("b", .branch, accessibility: ["Wheelchair access"]),
        ])
        #expect(
            plan.facets.json(count: 2) == """
                {"version":1,"count":2,"groups":[
                {"key":"services","title":"Services","facets":[
                {"key":"cash-deposit","label":"Cash deposit","all":1,"branch":0,"atm":1,"posting":[1,1]}
                ]},
                {"key":"accessibility","title":"Accessibility","facets":[
                {"key":"wheelchair-access","label":"Wheelchair access","all":1,"branch":1,"atm":0,"posting":[0,1]}
                ]}
                ]}

                """)
    }
}

@Suite struct AccessibilityFieldTests {
    /// `accessibility` in branches.json is a list of text, like `services`; anything else leaves the record out.
    @Test func branchesJSONReadsAccessibility() {
        let file = """
            {"locations": [
            {"id": "a", "type": "branch", "name": "A", "coordinate": {"latitude": 51.5, "longitude": -0.1},
             "services": ["Cash deposit"], "accessibility": ["Step-free access", "Hearing loop"]},
            {"id": "b", "type": "atm", "name": "B", "coordinate": {"latitude": 51.6, "longitude": -0.1}, "accessibility": "Level"}
            ]}
            """
        var log = DiagnosticLog()
        let output = BranchesReader().read(bytes: Array(file.utf8), path: "b.json", log: &log)
        #expect(output.locations.map(\.accessibility) == [["Step-free access", "Hearing loop"]])
        #expect(output.locations.map(\.services) == [["Cash deposit"]])
        #expect(log.reported == [Reported(.warning, 4, 111, "accessibility must be an array, found a string; the record is left out")])
    }
}

@Suite struct BranchesPipeTests {
    private func record(_ i: Int) -> String {
        let id = i == 700 ? "Bad Id" : "loc-\(i)"
        return #"{"id": "\#(id)", "type": "atm", "name": "N\#(i)", "coordinate": {"latitude": 1, "longitude": 2}}"#
    }

    /// Records are read on a second thread in batches: all of them, in the order written, each problem at its line.
    @Test func manyRecordsAreReadInOrderAcrossBatches() {
        let file = "{\"locations\": [\n" + (0..<1_000).map(record).joined(separator: ",\n") + "\n]}"
        var log = DiagnosticLog()
        let output = BranchesReader().read(bytes: Array(file.utf8), path: "b.json", log: &log)
        #expect(output.locations.map(\.id.value) == (0..<1_000).filter { $0 != 700 }.map { "loc-\($0)" })
        #expect(
            log.reported == [
                Reported(.warning, 702, 8, "id \"Bad Id\" is not URL-safe; the record is left out")
            ])
    }

    /// A syntax error after several batches: the error alone, no location, and the reading thread has finished.
    @Test func aSyntaxErrorAfterManyRecordsLeavesNoLocation() {
        let file = "{\"locations\": [\n" + (0..<600).map(record).joined(separator: ",\n") + ",\n}"
        var log = DiagnosticLog()
        let output = BranchesReader().read(bytes: Array(file.utf8), path: "b.json", log: &log)
        #expect(output.locations.isEmpty)
        #expect(
            log.reported.filter { $0.severity == .error } == [Reported(.error, 602, 1, "invalid JSON: unexpected '}'; expected a value")])
    }
}
