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
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard bound, listen(listener, 1) == 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        port = UInt16(bigEndian: address.sin_port)
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
        var buffer = [UInt8](repeating: 0, count: 4096)
        var request: [UInt8] = []
        while !request.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
            let n = recv(connection, &buffer, buffer.count, 0)
            guard n > 0 else { return }
            request += buffer[..<n]
        }
        guard send(connection, head, head.count, Int32(MSG_NOSIGNAL)) == head.count else { return }
        while lock.withLock({ sent }) < maxBytes {
            let n = chunk.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { return }
            lock.withLock { sent += n }
        }
    }
}
