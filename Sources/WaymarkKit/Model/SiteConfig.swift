/// The site's settings from `Content/site.yml`.
public struct SiteConfig: Sendable, Hashable {
    public var title: String
    /// Absolute base URL with a trailing slash ("https://example.com/"), or "/" when unset.
    public var baseURL: String
    public var language: String
    /// `languages:`: every language the site is built in, the default first; empty for a site of `language` alone.
    public var languages: [String] = []
    /// The base URL of the default language's tree, when this build is another language's tree under it.
    var languageRoot: String?
    /// Whether the default language's tree is under `<tag>/` like the others, with a language chooser at the root
    /// (`default_language_in_subfolder: true`, on a site of several languages).
    var defaultLanguageInSubfolder = false
    /// Where the contact form's e-mail goes; nil shows a note instead of a form.
    var contactEmail: String?
    /// Locations per list page.
    var pageSize: Int
    /// The most pages a list of all locations, of a kind or of a service has (`list_pages` in site.yml); past them
    /// the locations are found by search, "Near me" and their cities' pages, which list every one.
    var listPages = 20
    /// The attribution line for maps and geocoding results.
    var attribution: String
    /// The credit shown beside geocoding results (the Google Maps Platform terms ask for one); empty shows none.
    var geocodeAttribution: String
    public var description: String
    /// `title@cy`, `description@cy` …: the settings in the site's other languages, for their trees.
    var translations: [SiteTranslation] = []
    /// Whether each location's opening hours get a page of their own (`…/<id>/hours/`, `hours_page: true`), or
    /// only the `#hours` section of the location's page (the default: one file per location, as a bank's own
    /// locator shows a branch's week on its page, and what lets 99,000 locations fit a host of 100,000 files).
    var hoursPage = false
    /// Whether each city has its own pages (`/locations/gb/london/`, the default), or is a section of its country's
    /// pages (`/locations/gb/#city-london`, `city_pages: false`): a site of 100,000 locations in 7,000 cities then
    /// writes a few hundred list pages instead of 8,000, for a host that counts files.
    var cityPages = true
    /// How many days a location closed for good keeps its page (with a notice) before its URL redirects.
    var closedPageDays = 90
    /// The static host the site is published to, whose limits each build checks.
    public var host: HostProfile?
    /// Whether the build writes a service worker (`sw.js`) for offline use (`offline:` in site.yml, on by default).
    public var offline = true
    /// How `Content/*.csv` columns map to location fields.
    public var csv = SourceMapping()
    /// How `Content/*.geojson` feature properties map to location fields (OSM tags by default).
    public var geojson = SourceMapping()
    /// `layers:`: the style of every feature of a context layer, by the layer's file name without extension,
    /// for a layer whose properties are not OpenStreetMap tags; where each was set, to warn of a layer not found.
    var layerStyles: [String: LayerStyleSetting] = [:]
    /// `osm_extracts:`: OpenStreetMap extracts (`.osm.pbf`) whose streets, water, green areas, rail and places near
    /// the locations are drawn on the maps, each path as written and where.
    var osmExtracts: [ExtractSetting] = []
    /// `facets:`: the site's own spellings of a service or accessibility value, added to `FacetMeaning.defaults`.
    var facetMeanings: [FacetMeaning] = []
    /// `hour_sets:`: what the pages call each named set of a location's hours, by its name (`drive_through`).
    var hourSetLabels = HourSetLabels()
    /// `feeds:`: where `waymark fetch` gets the files it keeps up to date under `Content/`.
    public var feeds: [FeedSetting] = []

    public init(
        title: String = "Waymark site", baseURL: String = "/", language: String = "en",
        contactEmail: String? = nil, pageSize: Int = 50,
        attribution: String = "Map data: Natural Earth (public domain)", description: String = "",
        geocodeAttribution: String = "Geocoding results: Google"
    ) {
        self.title = title
        self.baseURL = baseURL
        self.language = language
        self.contactEmail = contactEmail
        self.pageSize = pageSize
        self.attribution = attribution
        self.description = description
        self.geocodeAttribution = geocodeAttribution
    }
}

/// One entry of `osm_extracts:` in `site.yml`: a path relative to the site's folder, or absolute.
struct ExtractSetting: Sendable, Hashable {
    let path: String
    let position: SourcePosition
}

/// One entry of `layers:` in `site.yml`.
struct LayerStyleSetting: Sendable, Hashable {
    let style: ContextStyle
    let position: SourcePosition
}
