/// What one map shows: its size, projection, framing, pins and words. A plain value, safe to share.
struct MapSpec: Sendable, Hashable {
    var width: Int
    var height: Int
    var projection: MapProjection
    var framing: MapFraming
    var pins: [MapPin]
    /// ISO 3166-1 alpha-2 code of a country to highlight.
    var highlightedCountry: String?
    /// The highlighted country's name, for the text description (the code is used when nil).
    var highlightedCountryName: String?
    /// The accessible name of the map, e.g. "Map of Imaginary Bank Soho and nearby places".
    var title: String
    /// The id of an element of the page that says `title` already (a template's `<figcaption>`): the `<svg>` is then
    /// named by it, with no `<title>` of its own to repeat it.
    var titledBy: String?
    /// A longer text alternative; generated from the pins when nil.
    var description: String?
    var caption: String?
    var attribution: String
    /// The words the map writes, in the page's language.
    var text = MapText.english
    /// Prefix for the ids inside the SVG, unique per page (several maps on one page need different ones).
    var id: String
    /// The site root the page reaches `assets/maps/…` from: "/", "/sub/", "../../" or an absolute URL ending in "/".
    var assetBase: String
    /// Where a cluster marker links to.
    var clusterLink: ClusterLink
    /// Pins closer than this many pixels are drawn as one cluster.
    var clusterRadius: Double
    /// The zoom level `.fit` and `.centeredFit` never exceed (Web Mercator levels; 10m data holds to about 14).
    var maxZoom: Int
    /// Whether the SVG carries its own `<style>`; turn off when the site's CSS includes `MapStyle.css`.
    var embedsStylesheet: Bool
    /// Where the page lists the map's places, as the text alternative says: below the map (the map's own list), or
    /// above it, on a page whose list is the map's places (a city's page), which then needs no second list.
    var placesListed: PlacesListed = .below
    /// Whether a Web Mercator map says its scale and origin (`data-scale`, `data-origin-x`, `data-origin-y`), so a
    /// script can mark a point on it (the visitor, on the list pages); a map no script marks leaves them out.
    var describesProjection = true
    /// Whether each cluster's places are also drawn spread apart, hidden until a script zooms onto the cluster.
    var spreadsClusters = true
    /// Whether those spread places go to a small file that the page's script fetches when the map is first used (the
    /// frame's `data-spreads`) instead of into the page: for maps on pages whose first load is tight.
    var spreadsLazily = false
    /// Where that file is, when not with the shared map files: it names places in the page's language and links to the
    /// page's tree, so each language's tree has its own (`SharedFiles`).
    var spreadsBase: String? = nil

    /// Whether the map is a location's, whose street tiles that few location maps show are drawn in the page
    /// (`MapRenderer.streetUse`).
    var streetTilesByUse = false

    /// `assetBase` ending in a slash, to put before a shared file's path under the site root.
    var assetPrefix: String { assetBase.isEmpty || assetBase.hasSuffix("/") ? assetBase : assetBase + "/" }

    enum PlacesListed: Sendable, Hashable {
        case below, above
    }

    init(
        width: Int = 640, height: Int = 400, projection: MapProjection = .webMercator, framing: MapFraming,
        pins: [MapPin] = [], highlightedCountry: String? = nil, highlightedCountryName: String? = nil, title: String,
        description: String? = nil,
        caption: String? = nil, attribution: String = "Map data: Natural Earth (public domain)", id: String = "map",
        assetBase: String = "/", clusterLink: ClusterLink = .none, clusterRadius: Double = 14, maxZoom: Int = 14,
        embedsStylesheet: Bool = true
    ) {
        self.width = width
        self.height = height
        self.projection = projection
        self.framing = framing
        self.pins = pins
        self.highlightedCountry = highlightedCountry
        self.highlightedCountryName = highlightedCountryName
        self.title = title
        self.description = description
        self.caption = caption
        self.attribution = attribution
        self.id = id
        self.assetBase = assetBase
        self.clusterLink = clusterLink
        self.clusterRadius = clusterRadius
        self.maxZoom = maxZoom
        self.embedsStylesheet = embedsStylesheet
    }
}

/// How a map chooses its centre and zoom.
enum MapFraming: Sendable, Hashable {
    /// The whole world.
    case world
    /// Centred on a place at a Web Mercator zoom level (0 is the world in 256 px; 12 is a town), in quarter steps.
    case centered(on: Coordinate, zoom: Double)
    /// Zoomed in as far as every coordinate still shows with `padding` pixels to spare; centred on them.
    case fit([Coordinate], padding: Double)
    /// Centred exactly on `center`, zoomed in as far as every coordinate of `showing` still shows.
    case centeredFit(on: Coordinate, showing: [Coordinate], padding: Double)
    /// A country's main territory, centred on `center` (e.g. its capital) when given.
    case country(isoCode: String, centeredOn: Coordinate?)
}

/// A place on a map.
struct MapPin: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case capital, branch, atm, geocodeResult = "geocode-result", youAreHere = "you-are-here"

    }

    var coordinate: Coordinate
    var kind: Kind
    var label: String
    /// A second line, e.g. the address.
    var sublabel: String?
    /// Where the pin links to: a safe relative or absolute URL; nil draws a pin that is not a link.
    var href: String?
    /// The place's own id (e.g. the location's slug), for the caller's bookkeeping; the map keeps the array's order.
    var id: String
    /// The selected pin is centred, drawn above the others, never clustered, and shows its callout.
    var isSelected: Bool
    /// A page showing this pin and its neighbours closer (e.g. its city's): a cluster whose pins all
    /// share one links there, else where the spec's `clusterLink` says.
    var area: String?
    /// A wider page showing this pin and its neighbours (its country's): a cluster whose pins share no `area` but
    /// share this links there, so a cluster over a country never opens a list of every country.
    var region: String?
    /// Where the pin is, in words a cluster's name ends with ("in London"), for clusters whose pins all share it.
    var areaPhrase: String?
    /// Its wider place in words ("in the United Kingdom"), for clusters whose pins share no `areaPhrase` but this.
    var regionPhrase: String?

    init(
        coordinate: Coordinate, kind: Kind, label: String, sublabel: String? = nil, href: String? = nil,
        id: String, isSelected: Bool = false, area: String? = nil, region: String? = nil, areaPhrase: String? = nil,
        regionPhrase: String? = nil
    ) {
        self.coordinate = coordinate
        self.kind = kind
        self.label = label
        self.sublabel = sublabel
        self.href = href
        self.id = id
        self.isSelected = isSelected
        self.area = area
        self.region = region
        self.areaPhrase = areaPhrase
        self.regionPhrase = regionPhrase
    }
}

/// Where a cluster marker leads when its pins share no `area` nor `region`.
enum ClusterLink: Sendable, Hashable {
    /// Not a link.
    case none
    /// Every cluster links to the same page, e.g. the list of locations.
    case href(String)
    /// A URL with `{lat}`, `{lon}`, `{zoom}` and `{count}` filled in for a closer view of the cluster.
    case template(String)
}
