import Foundation

/// One call to a Google-compatible Geocoding endpoint: `<endpoint>?address=…&key=…&language=…&region=…`.
public struct GeocodeRequest: Sendable, Equatable {
    public static let defaultEndpoint = "https://maps.googleapis.com/maps/api/geocode/json"
    /// The environment variables the key is read from, in order.
    static let keyVariables = ["WAYMARK_GEOCODING_KEY", "GOOGLE_MAPS_API_KEY"]

    public var query: String
    public var endpoint: URL
    public var key: String?
    public var language: String?
    public var region: String?

    /// Checks the endpoint and finds the key; Google's own endpoint needs one, another may not.
    public init(
        query: String, endpoint: String = Self.defaultEndpoint, language: String? = nil, region: String? = nil,
        environment: [String: String]
    ) throws(GeocodeFailure) {
        guard let url = URL(string: endpoint), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty, url.fragment == nil
        else {
            throw .usage("--endpoint \"\(endpoint)\" is not an http(s) URL", hint: "for example \(Self.defaultEndpoint)")
        }
        self.query = query
        self.endpoint = url
        self.language = language.flatMap { $0.isEmpty ? nil : $0 }
        self.region = region.flatMap { $0.isEmpty ? nil : $0 }
        key = Self.keyVariables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        if key == nil, url.host?.lowercased() == "maps.googleapis.com" { throw .missingKey }
    }

    /// The URL to ask, key included: never print it, print `displayURL`.
    public var url: URL {
        var parameters = [("address", query)]
        if let key { parameters.append(("key", key)) }
        if let language { parameters.append(("language", language)) }
        if let region { parameters.append(("region", region)) }
        let encoded = parameters.map { "\($0)=\(Escape.queryValue($1))" }.joined(separator: "&")
        let text = endpoint.absoluteString
        return URL(string: text + (text.contains("?") ? "&" : "?") + encoded)!
    }

    /// The URL with the key replaced by `REDACTED`, for messages.
    var displayURL: String { redact(url.absoluteString) }

    /// The host (and port) the request goes to, for messages.
    public var host: String {
        (endpoint.host ?? "") + (endpoint.port.map { ":\($0)" } ?? "")
    }

    /// True when the key would cross the network unencrypted (plain http to another machine).
    var sendsKeyInClear: Bool {
        guard key != nil, endpoint.scheme?.lowercased() == "http" else { return false }
        return !["127.0.0.1", "localhost", "::1", "[::1]"].contains(endpoint.host?.lowercased() ?? "")
    }

    /// `text` with every form of the key in it (as written, percent-encoded) replaced by `REDACTED`.
    func redact(_ text: String) -> String {
        guard let key, !key.isEmpty else { return text }
        var out = text
        for form in Set([key, Escape.queryValue(key), key.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? key]) {
            out = out.replacingOccurrences(of: form, with: "REDACTED")
        }
        return out
    }
}
