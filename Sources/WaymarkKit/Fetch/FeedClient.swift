import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Asks a feed's server for its answer: conditional on the last one, again after a 429 or 503 as `Retry-After` says
/// (a few times, waiting a bounded time), within a deadline and a size limit.
struct FeedClient {
    /// An answer worth looking at: a new body, or word that the last one still holds.
    enum Answer {
        case body([UInt8], contentType: String?, headers: [String: String])
        case notModified(headers: [String: String])
    }

    /// Seconds to wait for each whole answer.
    var timeout: Double
    /// The most bytes an answer may have.
    var limit: Int
    /// Tries after the first when the server is busy, and the longest wait before one.
    var retries = 2
    var longestWait = 60.0
    /// Called before waiting for a busy server, with the seconds.
    var waiting: (Double) -> Void = { _ in }

    func fetch(_ url: URL, state: FeedState?) throws(FeedFailure) -> Answer {
        var attempt = 0
        while true {
            let (status, contentType, body, headers) = try once(url, state: state)
            switch status {
            case 200: return .body(body, contentType: contentType, headers: headers)
            case 304 where state != nil: return .notModified(headers: headers)
            case 429, 503:
                let wait = Self.retryAfter(headers["retry-after"]) ?? pow(2, Double(attempt))
                guard attempt < retries else { throw .busy(status: status, tries: attempt + 1) }
                guard wait <= longestWait else { throw .busyFor(status: status, seconds: Int(wait.rounded(.up))) }
                waiting(wait)
                Thread.sleep(forTimeInterval: wait)
                attempt += 1
            default:
                // A redirect within the host was followed; one that comes back here leaves it.
                if (300..<400).contains(status), let location = headers["location"] {
                    throw .redirected(to: URL(string: location, relativeTo: url)?.host ?? location)
                }
                throw .status(status)
            }
        }
    }

    private func once(_ url: URL, state: FeedState?) throws(FeedFailure) -> (Int, String?, [UInt8], [String: String]) {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue("Waymark", forHTTPHeaderField: "User-Agent")
        if let etag = state?.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        if let date = state?.lastModified { request.setValue(date, forHTTPHeaderField: "If-Modified-Since") }
        let fetch = HTTPFetch(limit: limit, sameHostOnly: true)
        fetch.start(request)
        switch fetch.wait(until: .now() + timeout, tick: {}) {
        case nil:
            fetch.cancel()
            throw .timeout(seconds: timeout)
        case .answered(let status, let contentType, let body)?: return (status, contentType, body, fetch.responseHeaders)
        case .failed(let reason)?: throw .network(reason)
        case .tooLarge?: throw .tooLarge(limit: limit)
        case .cancelled?: throw .network("the request was cancelled")
        }
    }

    /// `Retry-After` as seconds from now: a number of seconds or an HTTP date.
    static func retryAfter(_ value: String?) -> Double? {
        guard let value = value?.trimmingCharacters(in: .whitespaces) else { return nil }
        if let seconds = Int(value), seconds >= 0 { return Double(seconds) }
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "GMT")
        format.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return format.date(from: value).map { max(0, $0.timeIntervalSinceNow) }
    }

    /// `Cache-Control: max-age` in seconds; 0 when absent or when the answer may not be kept (`no-cache`, `no-store`).
    static func maxAge(_ value: String?) -> Int {
        guard let value = value?.lowercased() else { return 0 }
        let directives = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if directives.contains("no-cache") || directives.contains("no-store") { return 0 }
        for directive in directives where directive.hasPrefix("max-age=") {
            return min(Int(directive.dropFirst("max-age=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))) ?? 0, 31_536_000)
        }
        return 0
    }
}

/// Why a feed's answer was not taken; its file is kept as it was.
enum FeedFailure: Error, Equatable {
    case network(String)
    case timeout(seconds: Double)
    case tooLarge(limit: Int)
    case status(Int)
    case busy(status: Int, tries: Int)
    case busyFor(status: Int, seconds: Int)
    case redirected(to: String)
    /// The body is not a file the build would read, with the reason.
    case unusable(String)
    case write(String)
    /// Not asked: an earlier answer's reading was stopped, which holds this process's connections.
    case notAsked

    var message: String {
        switch self {
        case .network(let reason): "no answer: \(reason)"
        case .timeout(let seconds): "no whole answer within \(Self.number(seconds)) s"
        case .tooLarge(let limit): "the answer is larger than \(Self.size(limit)), the most waymark fetch takes (--max-size)"
        case .status(let status): "the server answered HTTP \(status)"
        case .busy(let status, let tries): "the server answered HTTP \(status) (busy) \(tries) times"
        case .busyFor(let status, let seconds):
            "the server answered HTTP \(status) and asks to wait \(seconds) s (Retry-After), longer than waymark fetch waits"
        case .redirected(let host): "the server redirects to another host, \(host), which is not followed"
        case .unusable(let reason): reason
        case .write(let reason): reason
        case .notAsked: "not asked: the reading of an earlier answer over the size limit was stopped, which holds this run's connections"
        }
    }

    static func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }

    static func size(_ bytes: Int) -> String {
        bytes % 1_000_000 == 0 ? "\(bytes / 1_000_000) MB" : "\(bytes) bytes"
    }
}
