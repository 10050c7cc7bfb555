/// Which `Host` a request may name: this machine, by `localhost`, `127.0.0.1` or `[::1]`, with or without the
/// server's port. A page on another site that has its name resolve to 127.0.0.1 (DNS rebinding) sends its own name,
/// and is refused: otherwise it could read the site being worked on.
struct HostCheck: Sendable {
    let port: UInt16

    /// Why `head` is refused, or nil when it names this machine.
    func refusal(_ head: RequestHead) -> String? {
        let hosts = head.headers.filter { $0.name.lowercased() == "host" }.map(\.value)
        guard hosts.count == 1, allows(hosts[0]) else {
            let named = hosts.isEmpty ? "no Host header" : "the Host \(hosts.map { "“\($0)”" }.joined(separator: ", "))"
            return "waymark serve answers only requests for localhost, 127.0.0.1 or [::1] (port \(port)); this one has \(named)."
        }
        return nil
    }

    private func allows(_ host: String) -> Bool {
        let lowered = host.lowercased()
        return ["localhost", "127.0.0.1", "[::1]"].contains { lowered == $0 || lowered == "\($0):\(port)" }
    }
}
