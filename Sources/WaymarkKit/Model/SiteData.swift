import Foundation

/// Everything the site is built from, after every input was read and checked.
public struct SiteData: Sendable {
    public var config: SiteConfig
    public var countries: [Country]
    public var locations: [Location]
    public var bankName: String
    public var geocodeQueries: [GeocodeQuery]
    public var pages: [ContentPage]
    /// `Content/layers/`: lines and areas drawn under the pins of the maps.
    public var layers: ContextLayers
    /// The build's day (UTC): statuses and notices are shown as of it.
    public var today = CalendarDay.utc(Date())
    /// Locations closed for good longer than `closed_page_days`: no page, only a redirect from their old URL.
    public var retired: [Location] = []
    /// `Content/notices/`, in file order.
    public var notices: [Notice] = []

    public init(
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
