/// `locations.mustache`: all locations, branches or ATMs, one page of a paginated list.
struct LocationsView: TemplateView {
    let heading: String
    /// The locations under a heading per country.
    let groups: [LocationGroup]
    /// The same locations in one list, made only when a template asks for them.
    var locations: [LocationItem] { groups.flatMap(\.locations) }
    let total: Int
    let totalText: String
    let filters: [FilterItem]
    let search: SearchForm
    let pagination: PaginationView?
    let pageNumber: Int
    let pageCount: Int
    var map: MapView
    /// The service and accessibility filters; nil when no location has a service or accessibility value.
    var facets: FacetsView?
    /// Set when the list has more locations than its pages show (`list_pages` in site.yml).
    var cutOff: ListCutOff?

    static let fields: [TemplateField<Self>] = [
        .init("heading") { $0.heading }, .init("locations") { $0.locations }, .init("groups") { $0.groups },
        .init("total") { $0.total },
        .init("totalText") { $0.totalText }, .init("filters") { $0.filters }, .init("search") { $0.search },
        .init("pagination") { $0.pagination }, .init("pageNumber") { $0.pageNumber }, .init("pageCount") { $0.pageCount },
        .init("map") { $0.map }, .init("facets") { $0.facets }, .init("cutOff") { $0.cutOff },
    ]
}

/// A list that stops before its last location (`list_pages`): how many its pages show, and where the rest are.
struct ListCutOff: TemplateView {
    /// "1,000".
    let listed: String
    /// The list of cities, whose pages list every location.
    let cities: SafeURL

    static let fields: [TemplateField<Self>] = [.init("listed") { $0.listed }, .init("cities") { $0.cities }]
}

/// One link of the type filter.
struct FilterItem: TemplateView {
    let title: String
    let href: SafeURL
    let current: Bool
    let kind: String
    let cities: Bool

    static let fields: [TemplateField<Self>] = [
        .init("title") { $0.title }, .init("href") { $0.href }, .init("current") { $0.current }, .init("kind") { $0.kind },
        .init("cities") { $0.cities },
    ]
}

/// The search form of a list page.
struct SearchForm: TemplateView {
    let action: SafeURL
    let index: SafeURL
    let kind: String
    /// The city index, offered where search needs JavaScript.
    let cities: SafeURL
    /// `notices/near.json`, which "near me" reads for the notices of the nearest places; nil when no notice names one.
    var notices: SafeURL?
    static let fields: [TemplateField<Self>] = [
        .init("action") { $0.action }, .init("index") { $0.index }, .init("kind") { $0.kind }, .init("cities") { $0.cities },
        .init("notices") { $0.notices },
    ]
}

/// `pagination`: links to the other pages of a list (absent when the list has one page).
struct PaginationView: TemplateView {
    let pages: [PageLink]
    let prev: SafeURL?
    let next: SafeURL?
    static let fields: [TemplateField<Self>] = [.init("pages") { $0.pages }, .init("prev") { $0.prev }, .init("next") { $0.next }]
}

/// A page number, or a gap ("…").
struct PageLink: TemplateView {
    let gap: Bool
    let number: Int?
    let href: SafeURL?
    let current: Bool

    static let fields: [TemplateField<Self>] = [
        .init("gap") { $0.gap }, .init("number") { $0.number }, .init("href") { $0.href }, .init("current") { $0.current },
    ]
}

/// `cities.mustache`.
struct CitiesView: TemplateView {
    /// "Branches and ATMs in United Kingdom" on a country's page.
    let heading: String
    /// On a country's page, the link to every country's (`/locations/cities/`).
    let allCountries: SafeURL?
    /// The cities, linked to their pages (or sections); empty on a country's later pages.
    let countries: [CityGroup]
    let cityCount: Int
    /// With `city_pages: false`: the cities of a country's page with their locations, and the page's place.
    var sections: [CitySection] = []
    var pagination: PaginationView? = nil
    var pageNumber = 1
    var pageCount = 1
    /// On a country's later pages, its first, which names every city.
    var allCities: SafeURL? = nil

    static let fields: [TemplateField<Self>] = [
        .init("heading") { $0.heading }, .init("allCountries") { $0.allCountries },
        .init("countries") { $0.countries }, .init("hasCities") { !$0.countries.isEmpty || !$0.sections.isEmpty },
        .init("cityCount") { $0.cityCount }, .init("sections") { $0.sections }, .init("hasSections") { !$0.sections.isEmpty },
        .init("pagination") { $0.pagination }, .init("pageNumber") { $0.pageNumber }, .init("pageCount") { $0.pageCount },
        .init("allCities") { $0.allCities },
    ]
}

/// A city's locations on its country's page (`city_pages: false`); `id` is the section's anchor, nil where the
/// city goes on from the page before.
struct CitySection: TemplateView {
    let id: String?
    let name: String
    let continued: Bool
    let locations: [LocationItem]
    static let fields: [TemplateField<Self>] = [
        .init("id") { $0.id }, .init("name") { $0.name }, .init("continued") { $0.continued },
        .init("locations") { $0.locations },
    ]
}

/// The cities of one country: all of them on the country's page; on `/locations/cities/` the largest, with a link
/// (`href`) to the country's page and, when there are more, `more` ("All 42 cities in United Kingdom").
struct CityGroup: TemplateView {
    let country: String
    let cities: [CityItem]
    var href: SafeURL? = nil
    var more: String? = nil
    static let fields: [TemplateField<Self>] = [
        .init("country") { $0.country }, .init("cities") { $0.cities }, .init("href") { $0.href }, .init("more") { $0.more },
    ]
}

/// A city with its number of locations.
struct CityItem: TemplateView {
    let name: String
    let href: SafeURL
    let count: Int
    static let fields: [TemplateField<Self>] = [.init("name") { $0.name }, .init("href") { $0.href }, .init("count") { $0.count }]
}

/// `partials/open-now.mustache`: "Open now only" over a city's or a country's whole list, not only the page shown.
struct OpenNowScope: TemplateView {
    /// The search index's folder, whose `h/` parts say what is open.
    let index: SafeURL
    /// The file there with the page's list positions (`CityNames`), and the page's entry in it: its city's href or
    /// its country's code. Not the positions themselves, which change when locations elsewhere are added.
    let file: String
    let key: String
    static let fields: [TemplateField<Self>] = [
        .init("index") { $0.index }, .init("file") { $0.file }, .init("key") { $0.key },
    ]
}

/// `city.mustache`.
struct CityView: TemplateView {
    let heading: String
    let summary: String
    let locations: [LocationItem]
    let citiesHref: SafeURL
    let pagination: PaginationView?
    let pageNumber: Int
    let pageCount: Int
    let map: MapView
    let openNow: OpenNowScope
    var notices: NoticeBox? = nil

    static let fields: [TemplateField<Self>] = [
        .init("heading") { $0.heading }, .init("summary") { $0.summary }, .init("locations") { $0.locations },
        .init("notices") { $0.notices },
        .init("citiesHref") { $0.citiesHref }, .init("pagination") { $0.pagination }, .init("pageNumber") { $0.pageNumber },
        .init("pageCount") { $0.pageCount }, .init("map") { $0.map }, .init("openNow") { $0.openNow },
    ]
}

/// One country's locations on a list page.
struct LocationGroup: TemplateView {
    let heading: String
    var locations: [LocationItem]
    static let fields: [TemplateField<Self>] = [.init("heading") { $0.heading }, .init("locations") { $0.locations }]
}
