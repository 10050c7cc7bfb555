import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An HTTP server on 127.0.0.1 for tests that answers each connection with the next reply of its script, as recorded
/// or broken as a test needs (a body cut short, a pause in the middle), and keeps each request's head.
final class ScriptedServer: @unchecked Sendable {
    /// One answer: the head as sent, then the body, with a pause of `pause` seconds after `pauseAfter` bytes of it;
    /// the connection is closed after it.
    struct Reply: Sendable {
        var head: String
        var body: [UInt8] = []
        var pauseAfter = 0
        var pause = 0.0

        /// A whole answer with `Content-Length`, `extra` header lines before it.
        static func ok(_ body: String, status: String = "200 OK", _ extra: [String] = []) -> Reply {
            let lines = ["HTTP/1.1 \(status)"] + extra + ["Content-Length: \(body.utf8.count)", "Connection: close"]
            return Reply(head: lines.joined(separator: "\r\n") + "\r\n\r\n", body: Array(body.utf8))
        }
    }

    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var script: [Reply]
    private var heads: [String] = []

    init(_ script: [Reply]) throws {
        self.script = script
        (listener, port) = try LoopbackSocket.listening(backlog: 8)
        Thread.detachNewThread { self.serve() }
    }

    deinit { shutdown(listener, Int32(SHUT_RDWR)) }

    var url: String { "http://127.0.0.1:\(port)" }

    /// The request heads received so far, each without its final blank line.
    var requests: [String] { lock.withLock { heads } }

    private func serve() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            Thread.detachNewThread { self.answer(connection) }
        }
    }

    private func answer(_ connection: Int32) {
        defer { close(connection) }
        guard let request = LoopbackSocket.requestHead(connection) else { return }
        let reply = lock.withLock { () -> Reply in
            heads.append(String(decoding: request.dropLast(4), as: UTF8.self))
            return script.isEmpty ? .ok("no reply left", status: "500 Internal Server Error") : script.removeFirst()
        }
        let cut = min(reply.pauseAfter, reply.body.count)
        send(Array(reply.head.utf8) + reply.body[..<cut], to: connection)
        if reply.pause > 0 { Thread.sleep(forTimeInterval: reply.pause) }
        send(Array(reply.body[cut...]), to: connection)
    }

    private func send(_ bytes: [UInt8], to connection: Int32) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { return }
            offset += n
        }
    }
}
