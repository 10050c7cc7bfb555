import Testing

@testable import WaymarkKit

/// The keys of `locations.geojson` and the search index change with every field those files show, and only then.
@Suite struct SharedOutputKeysTests {
    static let base = Location(
        id: Slug(validating: "leith")!, kind: .branch, name: "Leith",
        address: .init(lines: ["1 Shore"], city: "Edinburgh", postcode: "EH6 6QW", country: "GB", region: "Lothian"),
        coordinate: Coordinate(latitude: 55.97, longitude: -3.17), phone: "+44 131 496 0000", services: ["Cash deposit"],
        hours: OpeningHours(timeZone: "Europe/London", weekly: [.mon: [.init(opens: 540, closes: 1020)]]),
        position: .file("branches.json"))

    static let edits: [(name: String, edit: @Sendable (inout Location) -> Void)] = [
        ("id", { $0.id = Slug(validating: "leith-2")! }), ("kind", { $0.kind = .atm }), ("name", { $0.name = "Leith Walk" }),
        ("street", { $0.address.lines = ["2 Shore"] }), ("city", { $0.address.city = "Leith" }),
        ("postcode", { $0.address.postcode = "EH6 6QX" }), ("region", { $0.address.region = "Midlothian" }),
        ("latitude", { $0.coordinate = Coordinate(latitude: 55.98, longitude: -3.17) }),
        ("longitude", { $0.coordinate = Coordinate(latitude: 55.97, longitude: -3.18) }),
        ("hours", { $0.hours = nil }), ("country", { $0.address.country = "IE" }),
        ("status", { $0.status = .temporarilyClosed(reopens: nil) }),
    ]

    func geoJSON(_ locations: [Location]) -> Digest {
        SharedOutputKeys.geoJSON(locations, baseURL: "https://bank.example/", route: { Route("locations", $0.id.value) })
    }

    func search(_ locations: [Location], today: CalendarDay = CalendarDay(year: 2026, month: 11, day: 27)) -> Digest {
        SharedOutputKeys.searchIndex(locations, today: today, route: { Route("locations", $0.id.value) })
    }

    /// The names of the edits that change a key.
    func fieldsChanging(_ key: ([Location]) -> Digest) -> Set<String> {
        Set(
            Self.edits.compactMap { name, edit in
                var edited = Self.base
                edit(&edited)
                return key([edited]) != key([Self.base]) ? name : nil
            })
    }

    @Test func everyFieldTheGeoJSONShowsChangesItsKey() {
        #expect(
            fieldsChanging(geoJSON) == ["id", "kind", "name", "street", "city", "postcode", "region", "latitude", "longitude", "country"])
    }

    @Test func everyFieldTheSearchIndexShowsChangesItsKey() {
        // The id is the page folder here; the country is in neither the tokens nor the record.
        #expect(
            fieldsChanging { search($0) } == [
                "id", "kind", "name", "street", "city", "postcode", "region", "latitude", "longitude", "hours", "status",
            ])
    }

    @Test func theBuildsDayChangesTheSearchIndexKeyOnlyWhenAStatusIsNotOpen() {
        let later = CalendarDay(year: 2026, month: 12, day: 19)
        #expect(search([Self.base], today: later) == search([Self.base]))
        var closing = Self.base
        closing.status = .closed(on: CalendarDay(year: 2026, month: 12, day: 18))
        #expect(search([closing], today: later) != search([closing]))
    }

    @Test func aPhoneNumberOrServiceChangesNeitherButTheOrderAndThePageURLsDo() {
        var edited = Self.base
        edited.phone = "+44 131 496 0999"
        edited.services = []
        edited.brand = "Other"
        #expect(geoJSON([edited]) == geoJSON([Self.base]))
        #expect(search([edited]) == search([Self.base]))
        var other = Self.base
        other.id = Slug(validating: "portobello")!
        #expect(geoJSON([Self.base, other]) != geoJSON([other, Self.base]))
        #expect(search([Self.base, other]) != search([other, Self.base]))
        let (a, b) = (Route("a"), Route("b"))
        #expect(
            SharedOutputKeys.geoJSON([Self.base], baseURL: "/", route: { _ in a })
                != SharedOutputKeys.geoJSON([Self.base], baseURL: "/", route: { _ in b }))
        #expect(
            SharedOutputKeys.geoJSON([Self.base], baseURL: "https://a.example/", route: { _ in a })
                != SharedOutputKeys.geoJSON([Self.base], baseURL: "https://b.example/", route: { _ in a }))
        #expect(
            search([Self.base].map { $0 }, today: CalendarDay(year: 2026, month: 1, day: 1)) == search([Self.base]))
        let day = CalendarDay(year: 2026, month: 11, day: 27)
        #expect(
            SharedOutputKeys.searchIndex([Self.base], today: day, route: { _ in a })
                != SharedOutputKeys.searchIndex([Self.base], today: day, route: { _ in b }))
    }

    /// The sitemaps' key changes with the site's address, its language trees, and each listed page's route and order.
    @Test func theSitemapsKeyFollowsTheAddressAndTheRoutes() {
        let routes = [Route(), Route("locations"), Route("locations", "leith")]
        let key = SharedOutputKeys.sitemaps(routes, baseURL: "https://bank.example/")
        #expect(key == SharedOutputKeys.sitemaps(routes, baseURL: "https://bank.example/"))
        #expect(key != SharedOutputKeys.sitemaps(routes, baseURL: "https://other.example/"))
        #expect(key != SharedOutputKeys.sitemaps(routes.dropLast(), baseURL: "https://bank.example/"))
        #expect(key != SharedOutputKeys.sitemaps(routes.reversed(), baseURL: "https://bank.example/"))
        let moved = routes.dropLast() + [Route("locations", "portobello")]
        #expect(key != SharedOutputKeys.sitemaps(moved, baseURL: "https://bank.example/"))
        let trees = ["https://bank.example/", "https://bank.example/cy/"]
        #expect(key != SharedOutputKeys.sitemaps(routes, baseURL: "https://bank.example/", trees: trees))
    }
}
