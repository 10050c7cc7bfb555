import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `waymark geocode`: asks a Geocoding endpoint about one query and saves the answer, as returned, to
/// `Content/geocode/<query>.json`. An error status saves nothing, so a good saved
/// response is never replaced by a failed one.
public struct Geocoder: Sendable {
    public struct Options: Sendable {
        public var site: String
        public var query: String
        public var endpoint: String
        public var language: String?
        public var region: String?
        /// Seconds to wait for the whole answer.
        public var timeout: Double

        public init(
            site: String = ".", query: String, endpoint: String = GeocodeRequest.defaultEndpoint,
            language: String? = nil, region: String? = nil, timeout: Double = 30
        ) {
            self.site = site
            self.query = query
            self.endpoint = endpoint
            self.language = language
            self.region = region
            self.timeout = timeout
        }
    }

    /// What was saved.
    public struct Report: Sendable, Equatable {
        public var query: String
        /// The file, named the way the user named the site ("Content/geocode/Springfield.json").
        public var path: String
        public var status: String
        var resultCount: Int
        /// Whether an earlier response for the same query was replaced.
        public var replaced: Bool

        public var summary: String {
            let found = resultCount == 0 ? "No results" : resultCount == 1 ? "1 result" : "\(resultCount) results"
            return TerminalText.escaped("\(found) for “\(query)” (\(status)); \(replaced ? "replaced" : "saved") \(path)")
        }
    }

    /// No geocoding response comes near this; a bigger answer is refused before it fills the memory.
    static let sizeLimit = 20_000_000

    public let options: Options
    public let environment: [String: String]

    public init(options: Options, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.options = options
        self.environment = environment
    }

    /// Runs the command. `waiting` gets a status line about ten times a second while the answer is awaited;
    /// `warn` gets remarks worth printing before the request goes out.
    public func run(waiting: ((String) -> Void)? = nil, warn: (String) -> Void = { _ in }) throws(GeocodeFailure) -> Report {
        guard options.timeout > 0, options.timeout <= 3600 else {
            throw .usage("--timeout must be a number of seconds greater than 0 and at most 3600")
        }
        let query = GeocodeFileName.normalized(options.query)
        let fileName = try GeocodeFileName.make(for: query)
        let request = try GeocodeRequest(
            query: query, endpoint: options.endpoint, language: options.language,
            region: options.region, environment: environment)
        let store = try GeocodeStore(site: options.site)
        if let other = store.clash(with: query, fileName: fileName) {
            throw .usage(
                "“\(query)” would have the same page /geocode/\(Slug(making: query, fallback: "query"))/ as \(store.display(other))",
                hint: "spell the query as that file does, or rename the file first")
        }
        if request.sendsKeyInClear { warn("warning: the API key is sent over plain http to \(request.host); use https") }
        let watch = InterruptWatch()
        defer { watch.stop() }
        let (status, contentType, body) = try fetch(request, watch: watch, waiting: waiting)
        let accepted = try GeocodeResponseCheck(request: request).check(status: status, contentType: contentType, body: body)
        let replaced = try store.save(body, as: fileName, unless: watch)
        return Report(
            query: query, path: store.display(fileName), status: accepted.status,
            resultCount: accepted.resultCount, replaced: replaced)
    }

    private func fetch(
        _ request: GeocodeRequest, watch: InterruptWatch,
        waiting: ((String) -> Void)?
    ) throws(GeocodeFailure) -> (Int, String?, [UInt8]) {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: options.timeout)
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        urlRequest.setValue("Waymark", forHTTPHeaderField: "User-Agent")
        let fetch = HTTPFetch(limit: Self.sizeLimit)
        watch.whenInterrupted { fetch.cancel() }
        let started = DispatchTime.now()
        fetch.start(urlRequest)
        var frame = 0
        let outcome = fetch.wait(until: started + options.timeout) {
            frame += 1
            waiting?(Self.waitingLine(request, frame: frame, since: started))
        }
        if watch.isInterrupted { throw .interrupted }
        switch outcome {
        case nil:
            fetch.cancel()
            throw .timeout(seconds: options.timeout, host: request.host)
        case .answered(let status, let contentType, let body)?: return (status, contentType, body)
        case .failed(let reason)?: throw .network(host: request.host, reason: request.redact(reason))
        case .tooLarge?: throw .tooLarge(limit: Self.sizeLimit)
        case .cancelled?: throw .interrupted
        }
    }

    /// "⠙ Asking maps.googleapis.com about “Springfield”… 3 s (Ctrl-C stops)"
    static func waitingLine(_ request: GeocodeRequest, frame: Int, since start: DispatchTime) -> String {
        let spinner = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
        let seconds = (DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000_000
        return "\(spinner[frame % spinner.count]) Asking \(request.host) about “\(request.query)”… \(seconds) s (Ctrl-C stops)"
    }
}
