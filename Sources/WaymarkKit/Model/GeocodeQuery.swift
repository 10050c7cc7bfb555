/// One saved Geocoding API response: the query (its file name) and what the API answered.
struct GeocodeQuery: Sendable, Hashable {
    /// The API's `status`. Unknown values are kept as `.other` so a newer API still builds.
    enum Status: Sendable, Hashable {
        case ok, zeroResults, overQueryLimit, requestDenied, invalidRequest, unknownError
        case other(String)

        init(_ text: String) {
            switch text {
            case "OK": self = .ok
            case "ZERO_RESULTS": self = .zeroResults
            case "OVER_QUERY_LIMIT": self = .overQueryLimit
            case "REQUEST_DENIED": self = .requestDenied
            case "INVALID_REQUEST": self = .invalidRequest
            case "UNKNOWN_ERROR": self = .unknownError
            default: self = .other(text)
            }
        }

        var rawValue: String {
            switch self {
            case .ok: "OK"
            case .zeroResults: "ZERO_RESULTS"
            case .overQueryLimit: "OVER_QUERY_LIMIT"
            case .requestDenied: "REQUEST_DENIED"
            case .invalidRequest: "INVALID_REQUEST"
            case .unknownError: "UNKNOWN_ERROR"
            case .other(let text): text
            }
        }

        /// True for the statuses that mean the request failed rather than found nothing.
        var isError: Bool {
            switch self {
            case .ok, .zeroResults: false
            default: true
            }
        }

        /// What the status means, in words for the page.
        var explanation: String {
            switch self {
            case .ok: "The request succeeded."
            case .zeroResults: "The address was understood but nothing was found."
            case .overQueryLimit: "The API's request quota was exceeded when this query was made."
            case .requestDenied: "The API refused the request (often a missing or invalid API key)."
            case .invalidRequest: "The request was invalid (a missing address or a bad parameter)."
            case .unknownError: "The server had an error; the same query may succeed if tried again."
            case .other(let text): "The API answered with the unrecognised status \(text)."
            }
        }
    }

    struct Result: Sendable, Hashable {
        var formattedAddress: String
        var coordinate: Coordinate
        /// South-west and north-east corners of the recommended view, when given.
        var viewport: (southWest: Coordinate, northEast: Coordinate)?
        var placeID: String?
        var types: [String]
        var partialMatch: Bool
        var locationType: String?

        init(
            formattedAddress: String, coordinate: Coordinate, viewport: (southWest: Coordinate, northEast: Coordinate)?,
            placeID: String?, types: [String], partialMatch: Bool, locationType: String? = nil
        ) {
            self.formattedAddress = formattedAddress
            self.coordinate = coordinate
            self.viewport = viewport
            self.placeID = placeID
            self.types = types
            self.partialMatch = partialMatch
            self.locationType = locationType
        }

        static func == (a: Result, b: Result) -> Bool {
            a.formattedAddress == b.formattedAddress && a.coordinate == b.coordinate
                && a.viewport?.southWest == b.viewport?.southWest && a.viewport?.northEast == b.viewport?.northEast
                && a.placeID == b.placeID && a.types == b.types && a.partialMatch == b.partialMatch
                && a.locationType == b.locationType
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(formattedAddress)
            hasher.combine(coordinate)
            hasher.combine(placeID)
        }
    }

    /// The query text, from the file name without `.json`.
    var query: String
    var slug: Slug
    var status: Status
    var errorMessage: String?
    var results: [Result]
    var position: SourcePosition

    init(query: String, slug: Slug, status: Status, errorMessage: String?, results: [Result], position: SourcePosition) {
        self.query = query
        self.slug = slug
        self.status = status
        self.errorMessage = errorMessage
        self.results = results
        self.position = position
    }
}
