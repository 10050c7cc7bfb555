import FlyingFox
import FlyingSocks
import Foundation

/// A small HTTP/1.1 server for `waymark serve`: one request per connection, the head read by `RequestHeadReader`
/// (request line and headers capped, answered 414 or 431), the response body streamed in chunks.
final class SiteServer: Sendable {
    let handler: SiteHandler
    private let socket: Socket
    private let pool: any AsyncSocketPool

    /// Binds 127.0.0.1:`port` (0 for any free port) and listens.
    init(port: UInt16, handler: SiteHandler) throws {
        self.handler = handler
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

    /// Accepts connections until the process ends.
    func run() async throws {
        try await pool.prepare()
        let listener = try AsyncSocket(socket: socket, pool: pool)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.pool.run() }
            group.addTask {
                try await withThrowingDiscardingTaskGroup { connections in
                    for try await connection in listener.sockets {
                        connections.addTask { await self.serve(connection) }
                    }
                }
            }
            try await group.next()
        }
    }

    private func serve(_ connection: AsyncSocket) async {
        defer { try? connection.close() }
        var reader = RequestHeadReader()
        do {
            while true {
                switch reader.append(try await connection.read(atMost: 4096)) {
                case .needMore: continue
                case .head(let head):
                    try await send(try await handler.handleRequest(head.request), on: connection)
                    return
                case .refused(let code, let reason):
                    let status = HTTPStatusCode(code, phrase: Self.phrases[code] ?? "Bad Request")
                    try await send(HTTPResponse(statusCode: status, body: Data((reason + "\n").utf8)), on: connection)
                    return
                }
            }
        } catch {
            return  // the client left or the socket failed: nothing more to do for this connection
        }
    }

    private static let phrases = [400: "Bad Request", 414: "URI Too Long", 431: "Request Header Fields Too Large"]

    /// The status line and headers, then the body chunk by chunk (a file is never held whole).
    private func send(_ response: HTTPResponse, on connection: AsyncSocket) async throws {
        guard case .httpBody(let body) = response.payload else { return }
        var head = "HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)\r\n"
        for (name, value) in response.headers where name != .contentLength && name != .connection {
            head += "\(name.rawValue): \(value)\r\n"
        }
        if let count = body.count { head += "Content-Length: \(count)\r\n" }
        head += "Connection: close\r\n\r\n"
        try await connection.write(Data(head.utf8))
        for try await chunk in body { try await connection.write(chunk) }
    }
}
