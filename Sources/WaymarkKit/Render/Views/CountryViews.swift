/// `home.mustache`.
struct HomeView: TemplateView {
    /// The search box; nil on a site without locations, which has nothing to find.
    let find: FindBox?
    let sections: [LinkItem]
    let pages: [LinkItem]
    let map: MapView
    var notices: NoticeBox? = nil

    static let fields: [TemplateField<Self>] = [
        .init("notices") { $0.notices }, .init("find") { $0.find }, .init("sections") { $0.sections }, .init("pages") { $0.pages },
        .init("hasPages") { !$0.pages.isEmpty }, .init("map") { $0.map },
    ]
}

/// The home page's search box and "Near me": a form that sends the query to the list page, and links that work
/// without JavaScript (the list, the city index); `find.js` turns "Near me" into the list page's own.
struct FindBox: TemplateView {
    /// The list page the form sends `?q=` to.
    let action: SafeURL
    /// The list page that finds the nearest locations at once (`?near=me`).
    let nearMe: SafeURL
    let cities: SafeURL
    /// The search index's folder, for searching as you type.
    let index: SafeURL

    static let fields: [TemplateField<Self>] = [
        .init("action") { $0.action }, .init("nearMe") { $0.nearMe }, .init("cities") { $0.cities }, .init("index") { $0.index },
    ]
}

/// A country with its capital and flag.
struct CountryItem: TemplateView {
    let name: String
    let capital: String
    let href: SafeURL
    /// The flag as pages show it, at 64×48 CSS pixels at most; and the same at 2× where there is one (Waymark's own
    /// flags, `FlagThumbnails`).
    let flag: SafeURL
    let flag2x: SafeURL?
    let slug: String
    let coordinates: String
    let latitude: String
    let longitude: String
    let iso: String?

    static let fields: [TemplateField<Self>] = [
        .init("name") { $0.name }, .init("inSentence") { CountryArticle.inSentence($0.name) }, .init("capital") { $0.capital },
        .init("href") { $0.href }, .init("flag") { $0.flag },
        .init("flag2x") { $0.flag2x }, .init("slug") { $0.slug },
        .init("coordinates") { $0.coordinates }, .init("latitude") { $0.latitude },
        .init("longitude") { $0.longitude }, .init("iso") { $0.iso },
    ]
}

/// `countries.mustache`.
struct CountriesView: TemplateView {
    let countries: [CountryItem]
    let map: MapView

    static let fields: [TemplateField<Self>] = [
        .init("countries") { $0.countries }, .init("count") { $0.countries.count }, .init("map") { $0.map },
    ]
}

/// `country.mustache`.
struct CountryView: TemplateView {
    let country: CountryItem
    let previous: CountryItem
    let next: CountryItem
    let locations: [LocationItem]
    let map: MapView
    let openNow: OpenNowScope?
    var notices: NoticeBox? = nil

    static let fields: [TemplateField<Self>] = [
        .init("notices") { $0.notices }, .init("country") { $0.country }, .init("previous") { $0.previous }, .init("next") { $0.next },
        .init("locations") { $0.locations }, .init("hasLocations") { !$0.locations.isEmpty }, .init("map") { $0.map },
        .init("openNow") { $0.openNow },
    ]
}
