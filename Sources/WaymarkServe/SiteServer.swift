import FlyingFox
import FlyingSocks
import Foundation
import WaymarkKit

/// A small HTTP/1.1 server for `waymark serve`: one request per connection, the head read by `RequestHeadReader`
/// (request line and headers capped, answered 414 or 431), the response body streamed in chunks. It answers only
/// requests named to this machine (`HostCheck`), closes a connection idle for `idleSeconds`, and keeps at most
/// `maxConnections` open: any web page can make a browser connect to 127.0.0.1.
final class SiteServer: Sendable {
    let handler: SiteHandler
    private let socket: Socket
    private let pool: any AsyncSocketPool
    private let limits: Limits
    private let open = OpenConnections()

    /// How long a connection may wait for the client, and how many may be open at once.
    struct Limits: Sendable {
        var idleSeconds: Double = 30
        var maxConnections = 256
    }

    /// Binds 127.0.0.1:`port` (0 for any free port) and listens.
    init(port: UInt16, handler: SiteHandler, limits: Limits = Limits()) throws {
        self.handler = handler
        self.limits = limits
        socket = try Socket(domain: AF_INET)
        try socket.setValue(true, for: .localAddressReuse)
        try socket.bind(to: try sockaddr_in.inet(ip4: "127.0.0.1", port: port))
        try socket.listen()
        pool = HTTPServer.defaultPool()
    }

    var port: UInt16 {
        get throws {
            guard case .ip4(_, let port) = try socket.sockname() else { throw ServeError.noAddress }
            return port
        }
    }

    /// Accepts connections until the process ends; one past `maxConnections` is closed at once.
    func run() async throws {
        try await pool.prepare()
        let listener = try AsyncSocket(socket: socket, pool: pool)
        let hosts = HostCheck(port: try port)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.pool.run() }
            group.addTask {
                try await withThrowingDiscardingTaskGroup { connections in
                    for try await connection in listener.sockets {
                        guard self.open.enter(below: self.limits.maxConnections) else {
                            try? connection.close()
                            continue
                        }
                        connections.addTask {
                            await self.serve(connection, hosts)
                            self.open.leave()
                        }
                    }
                }
            }
            try await group.next()
        }
    }

    private func serve(_ connection: AsyncSocket, _ hosts: HostCheck) async {
        defer { try? connection.close() }
        var reader = RequestHeadReader()
        do {
            while true {
                switch reader.append(try await idle { try await connection.read(atMost: 4096) }) {
                case .needMore: continue
                case .head(let head):
                    if let refusal = hosts.refusal(head) {
                        return try await send(Self.refused(421, refusal), on: connection)
                    }
                    return try await send(try await handler.handleRequest(head.request), on: connection)
                case .refused(let code, let reason):
                    return try await send(Self.refused(code, reason), on: connection)
                }
            }
        } catch {
            return  // the client left, was idle too long, or the socket failed: nothing more to do for this connection
        }
    }

    private static func refused(_ code: Int, _ reason: String) -> HTTPResponse {
        HTTPResponse(statusCode: HTTPStatusCode(code, phrase: phrases[code] ?? "Bad Request"), body: Data((reason + "\n").utf8))
    }

    private static let phrases = [
        400: "Bad Request", 414: "URI Too Long", 421: "Misdirected Request", 431: "Request Header Fields Too Large",
    ]

    /// The status line and headers, then the body chunk by chunk (a file is never held whole).
    private func send(_ response: HTTPResponse, on connection: AsyncSocket) async throws {
        guard case .httpBody(let body) = response.payload else { return }
        var head = "HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)\r\n"
        for (name, value) in response.headers where name != .contentLength && name != .connection {
            head += "\(name.rawValue): \(value)\r\n"
        }
        if let count = body.count { head += "Content-Length: \(count)\r\n" }
        head += "Connection: close\r\n\r\n"
        let headBytes = Data(head.utf8)
        try await idle { try await connection.write(headBytes) }
        for try await chunk in body { try await idle { try await connection.write(chunk) } }
    }

    /// `step`, or `CancellationError` once the client has kept it waiting `idleSeconds`.
    private func idle<T: Sendable>(_ step: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await step() }
            group.addTask { [seconds = limits.idleSeconds] in
                try await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
                return nil
            }
            defer { group.cancelAll() }
            guard let result = try await group.next(), let value = result else { throw CancellationError() }
            return value
        }
    }
}

/// The connections being served, counted so that there are never more than the limit.
final class OpenConnections: Sendable {
    private let count = Locked(0)

    /// Counts one more, unless `limit` are open already.
    func enter(below limit: Int) -> Bool {
        count.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func leave() { count.withLock { $0 -= 1 } }
}
