/// A saved geocoding query in a list or a heading.
struct QueryItem: TemplateView {
    let query: String
    let href: SafeURL
    let summary: String
    let isError: Bool
    let count: Int

    static let fields: [TemplateField<Self>] = [
        .init("query") { $0.query }, .init("href") { $0.href }, .init("summary") { $0.summary },
        .init("isError") { $0.isError }, .init("count") { $0.count },
    ]
}

/// One result of a query.
struct ResultItem: TemplateView {
    let number: Int
    let address: String
    let href: SafeURL
    let coordinates: String
    let latitude: String
    let longitude: String
    let partial: Bool
    let types: String
    let key: String
    let selected: Bool
    let placeID: String?
    /// How exactly the API placed the result (`location_type`), in words.
    var precision = ""
    var query: String?

    static let fields: [TemplateField<Self>] = [
        .init("number") { $0.number }, .init("address") { $0.address }, .init("href") { $0.href },
        .init("coordinates") { $0.coordinates }, .init("latitude") { $0.latitude }, .init("longitude") { $0.longitude },
        .init("partial") { $0.partial }, .init("types") { $0.types }, .init("key") { $0.key },
        .init("selected") { $0.selected }, .init("placeID") { $0.placeID }, .init("query") { $0.query },
        .init("precision") { $0.precision },
    ]
}

/// `geocode-index.mustache`.
struct GeocodeIndexView: TemplateView {
    let queries: [QueryItem]
    static let fields: [TemplateField<Self>] = [.init("queries") { $0.queries }, .init("hasQueries") { !$0.queries.isEmpty }]
}

/// Why a query failed.
struct QueryError: TemplateView {
    let status: String
    let message: String?
    let explanation: String

    static let fields: [TemplateField<Self>] = [
        .init("status") { $0.status }, .init("message") { $0.message }, .init("explanation") { $0.explanation },
    ]
}

/// `geocode.mustache`: one query's results, or its error.
struct GeocodeView: TemplateView {
    let query: QueryItem
    var error: QueryError?
    var noResults = false
    var results: [ResultItem] = []
    var mapHref: SafeURL?

    static let fields: [TemplateField<Self>] = [
        .init("query") { $0.query }, .init("error") { $0.error }, .init("noResults") { $0.noResults },
        .init("results") { $0.results }, .init("hasResults") { !$0.results.isEmpty }, .init("mapHref") { $0.mapHref },
    ]
}

/// `geocode-map.mustache` and `geocode-result.mustache`: a query's results on a map, one of them selected or none.
struct GeocodeMapView: TemplateView {
    let query: QueryItem
    let result: ResultItem?
    let results: [ResultItem]
    let map: MapView
    /// How many results the query has; a result page lists only some of them (`resultsCut`).
    var total: Int
    var resultsCut: ResultRange?

    static let fields: [TemplateField<Self>] = [
        .init("query") { $0.query }, .init("result") { $0.result }, .init("results") { $0.results },
        .init("hasOthers") { $0.total > 1 }, .init("map") { $0.map }, .init("resultsCut") { $0.resultsCut },
    ]
}

/// Which results (1-based, inclusive) a result page lists when it cannot list them all.
struct ResultRange: TemplateView {
    let first: Int
    let last: Int
    static let fields: [TemplateField<Self>] = [.init("first") { $0.first }, .init("last") { $0.last }]
}
