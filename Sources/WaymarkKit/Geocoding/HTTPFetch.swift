import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP GET with an overall deadline, a size limit that stops the reading, and cancellation from another thread.
final class HTTPFetch: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    enum Outcome: Sendable {
        case answered(status: Int, contentType: String?, body: [UInt8])
        case failed(String)
        case tooLarge
        case cancelled
    }

    /// What the session's delegate calls learn, read by the thread that waits.
    private struct Answer {
        var body = Data()
        var status = 0
        var contentType: String?
        var headers: [String: String] = [:]
        var outcome: Outcome?
        var task: URLSessionDataTask?
    }

    private let answer = Locked(Answer())
    private let finished = DispatchSemaphore(value: 0)
    private let limit: Int
    private let queue = BoundedQueue()

    /// Whether a redirect to another host is answered with the redirect itself instead of followed.
    private let sameHostOnly: Bool

    init(limit: Int, sameHostOnly: Bool = false) {
        self.limit = limit
        self.sameHostOnly = sameHostOnly
    }

    /// The answer's header fields, names in lower case; empty until the answer's head has come.
    var responseHeaders: [String: String] { answer.withLock { $0.headers } }

    /// Starts the request; `wait` then reports how it ended.
    func start(_ request: URLRequest) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
        let task = session.dataTask(with: request)
        answer.withLock { $0.task = task }
        task.resume()
        session.finishTasksAndInvalidate()
    }

    /// Waits until the answer is complete or `deadline` passes (nil then), calling `tick` about every 100 ms.
    func wait(until deadline: DispatchTime, tick: () -> Void) -> Outcome? {
        while true {
            let next = min(deadline, .now() + .milliseconds(100))
            if finished.wait(timeout: next) == .success { return answer.withLock { $0.outcome } }
            if DispatchTime.now() >= deadline { return nil }
            tick()
        }
    }

    /// Stops the request; `wait` returns `.cancelled` soon after.
    func cancel() {
        answer.withLock { $0.task }?.cancel()
        finish(.cancelled)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        if let http = response as? HTTPURLResponse {
            answer.withLock { answer in
                answer.status = http.statusCode
                answer.contentType = http.value(forHTTPHeaderField: "Content-Type")
                for case (let name as String, let value as String) in http.allHeaderFields {
                    answer.headers[name.lowercased()] = value
                }
            }
        }
        guard response.expectedContentLength <= limit else {
            queue.stop()
            finish(.tooLarge)
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        let from = task.originalRequest?.url?.host?.lowercased(), to = request.url?.host?.lowercased()
        completionHandler(sameHostOnly && from != to ? nil : request)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = answer.withLock { answer in
            guard answer.outcome == nil else { return false }
            answer.body.append(data)
            return answer.body.count > limit
        }
        if over {
            queue.stop()
            finish(.tooLarge)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error {
            finish(.failed(Self.describe(error)))
        } else {
            finish(answer.withLock { .answered(status: $0.status, contentType: $0.contentType, body: Array($0.body)) })
        }
    }

    /// Keeps the first way the fetch ended and wakes `wait`.
    private func finish(_ result: Outcome) {
        let first = answer.withLock { answer in
            guard answer.outcome == nil else { return false }
            answer.outcome = result
            return true
        }
        if first { finished.signal() }
    }

    private static func describe(_ error: Error) -> String {
        guard let error = error as? URLError else { return "\(error.localizedDescription)" }
        switch error.code {
        case .cannotConnectToHost: return "the connection was refused"
        case .cannotFindHost, .dnsLookupFailed: return "the host name could not be found"
        case .notConnectedToInternet: return "this machine is not connected to a network"
        case .networkConnectionLost: return "the connection was lost before the answer was complete"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return "the secure connection failed (\(error.localizedDescription))"
        case .timedOut: return "the connection timed out"
        default: return error.localizedDescription
        }
    }
}

/// The delegate's queue, which holds the connection's reading back. FoundationNetworking reads on while it queues
/// each chunk for the delegate, and a cancel waits behind that reading (all sessions' work runs on one shared queue),
/// so an endless body was read far past the limit. Here the reading thread waits while four chunks
/// are not yet seen, and once the fetch has stopped it waits for good: not a byte more is read, and no other request
/// could run in this process, which is why only `waymark geocode`, one request and then the end, uses it.
private final class BoundedQueue: OperationQueue, @unchecked Sendable {
    private let slots = DispatchSemaphore(value: 4)
    private let serial = DispatchQueue(label: "HTTPFetch delegate")
    /// Whether the fetch has stopped, and the slots taken and not given back: libdispatch traps when a semaphore below
    /// its starting value is freed, which a stopped fetch's queue is once the fetch is done with (`waymark fetch` goes
    /// on to other feeds).
    private let state = Locked((stopped: false, held: 0))

    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        slots.wait()
        state.withLock { $0.held += 1 }
        serial.async { [self] in
            block()
            let stopped = state.withLock { state in
                if !state.stopped { state.held -= 1 }
                return state.stopped
            }
            if !stopped { slots.signal() }
        }
    }

    deinit {
        for _ in 0..<state.withLock({ $0.held }) { slots.signal() }
    }

    /// Reads nothing more.
    func stop() { state.withLock { $0.stopped = true } }
}
