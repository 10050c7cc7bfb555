import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What the tests' HTTP servers on 127.0.0.1 share: a listening socket on a free port, and reading a request head.
enum LoopbackSocket {
    /// A socket listening on 127.0.0.1 at a port the system chose, and that port.
    static func listening(backlog: Int32) throws -> (socket: Int32, port: UInt16) {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard bound, listen(listener, backlog) == 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        return (listener, UInt16(bigEndian: address.sin_port))
    }

    /// The connection's request head up to and with its blank line; nil when the client leaves before it ends.
    static func requestHead(_ connection: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var request: [UInt8] = []
        while !request.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
            let n = recv(connection, &buffer, buffer.count, 0)
            guard n > 0 else { return nil }
            request += buffer[..<n]
        }
        return request
    }
}
