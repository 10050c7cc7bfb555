/// Why `waymark geocode` saved nothing; each case knows its message, hint and exit status.
public enum GeocodeFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The command line cannot be used as given (exit 2).
    case usage(String, hint: String? = nil)
    /// No API key in the environment for an endpoint that needs one (exit 2).
    case missingKey
    /// The API answered with an error status (exit 1).
    case apiError(status: String, message: String?)
    /// The server answered with an HTTP error (exit 1); `detail` is what its body said, when it said something.
    case http(status: Int, detail: String?)
    /// No complete answer within the time limit (exit 1).
    case timeout(seconds: Double, host: String)
    /// The request did not get through (exit 1).
    case network(host: String, reason: String)
    /// The answer is not JSON (exit 1).
    case notJSON(contentType: String?, bytes: Int, excerpt: String)
    /// The answer is JSON but the build could not use it (exit 1).
    case notAResponse(String)
    /// The answer is larger than any geocoding response should be (exit 1).
    case tooLarge(limit: Int)
    /// The answer repeats the API key, which must never reach a file (exit 1).
    case containsKey
    /// The user pressed Ctrl-C (exit 130).
    case interrupted
    /// The response could not be written (exit 1).
    case write(path: String, reason: String)

    public var exitCode: Int32 {
        switch self {
        case .usage, .missingKey: 2
        case .interrupted: 130
        default: 1
        }
    }

    public var message: String {
        switch self {
        case .usage(let text, _): text
        case .missingKey:
            "no API key: set WAYMARK_GEOCODING_KEY (or GOOGLE_MAPS_API_KEY) in the environment"
        case .apiError(let status, let message):
            "the Geocoding API answered \(status)" + (message.map { ": \($0)" } ?? " (no error_message)") + "; nothing was saved"
        case .http(let status, let detail):
            "the server answered HTTP \(status)" + (detail.map { " (\($0))" } ?? "") + "; nothing was saved"
        case .timeout(let seconds, let host):
            "no complete answer from \(host) within \(Self.seconds(seconds)); nothing was saved"
        case .network(let host, let reason):
            "cannot get an answer from \(host): \(reason); nothing was saved"
        case .notJSON(let type, let bytes, let excerpt):
            "the answer is not JSON (\(type ?? "no Content-Type"), \(bytes) bytes"
                + (excerpt.isEmpty ? "" : ", starting “\(excerpt)”") + "); nothing was saved"
        case .notAResponse(let reason):
            "the answer is JSON but not a usable Geocoding API response: \(reason); nothing was saved"
        case .tooLarge(let limit):
            "the answer is larger than \(limit / 1_000_000) MB, far more than a geocoding response; nothing was saved"
        case .containsKey:
            "the answer contains the API key, so it was not saved (the key must never be written to a file)"
        case .interrupted:
            "interrupted; nothing was saved"
        case .write(let path, let reason):
            "cannot save \(path): \(reason)"
        }
    }

    public var hint: String? {
        switch self {
        case .usage(_, let hint): hint
        case .missingKey:
            "the key is only read from the environment, e.g. `export WAYMARK_GEOCODING_KEY=…`; an --endpoint that needs no key works without one"
        case .apiError(let status, _): GeocodeQuery.Status(status).explanation
        case .timeout: "try again, or allow more time with --timeout"
        case .network: "check the address given with --endpoint and the network connection"
        case .notJSON, .notAResponse: "is --endpoint a Geocoding API endpoint ending in /json?"
        default: nil
        }
    }

    /// `error: message`, and the hint on its own line.
    public var description: String {
        "error: \(TerminalText.escaped(message))" + (hint.map { "\n  hint: \(TerminalText.escaped($0, keepingLineBreaks: true))" } ?? "")
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
