import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A one-connection HTTP server on 127.0.0.1 for tests: reads the request head, writes `head`, then `chunk`
/// again and again until the client goes, stops reading for two seconds, or `maxBytes` are sent. Counts the body
/// bytes the socket took (its own send buffer kept small, so they are about what the client read).
final class LoopbackServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var sent = 0
    private let done = DispatchSemaphore(value: 0)

    init(head: String, chunk: [UInt8], maxBytes: Int) throws {
        (listener, port) = try LoopbackSocket.listening(backlog: 1)
        Thread.detachNewThread { self.serve(head: Array(head.utf8), chunk: chunk, maxBytes: maxBytes) }
    }

    /// The body bytes written before the client left (or `maxBytes`), once it has left; nil after `seconds`.
    func bodyBytesSent(within seconds: Double) -> Int? {
        done.wait(timeout: .now() + seconds) == .success ? lock.withLock { sent } : nil
    }

    private func serve(head: [UInt8], chunk: [UInt8], maxBytes: Int) {
        defer { done.signal() }
        let connection = accept(listener, nil, nil)
        close(listener)
        guard connection >= 0 else { return }
        defer { close(connection) }
        var size: Int32 = 65_536
        setsockopt(connection, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        var wait = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        guard LoopbackSocket.requestHead(connection) != nil else { return }
        guard send(connection, head, head.count, Int32(MSG_NOSIGNAL)) == head.count else { return }
        while lock.withLock({ sent }) < maxBytes {
            let n = chunk.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { return }
            lock.withLock { sent += n }
        }
    }
}
