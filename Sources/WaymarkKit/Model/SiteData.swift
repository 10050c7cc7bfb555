import Foundation

/// Everything the site is built from, after every input was read and checked.
struct SiteData: Sendable {
    var config: SiteConfig
    var countries: [Country]
    var locations: [Location]
    var bankName: String
    var geocodeQueries: [GeocodeQuery]
    var pages: [ContentPage]
    /// `Content/layers/`: lines and areas drawn under the pins of the maps.
    var layers: ContextLayers
    /// The build's day (UTC): statuses and notices are shown as of it.
    var today = CalendarDay.utc(Date())
    /// Locations closed for good longer than `closed_page_days`: no page, only a redirect from their old URL.
    var retired: [Location] = []
    /// `Content/notices/`, in file order.
    var notices: [Notice] = []
    /// `holidays.yml`, whose names in other languages each tree shows in its hours tables.
    var holidays = PublicHolidays()
    /// `Content/pages/<page>.<tag>.md`: the pages in the site's other languages.
    var pageTranslations: [PageTranslation] = []
    /// The digests of the whole-file inputs as read, for the page keys of an incremental build.
    var inputDigests = InputDigests(SiteLoader.Files())

    init(
        config: SiteConfig, countries: [Country] = [], locations: [Location] = [], bankName: String = "",
        geocodeQueries: [GeocodeQuery] = [], pages: [ContentPage] = [],
        layers: ContextLayers = ContextLayers()
    ) {
        self.config = config
        self.countries = countries
        self.locations = locations
        self.bankName = bankName
        self.geocodeQueries = geocodeQueries
        self.pages = pages
        self.layers = layers
    }
}
