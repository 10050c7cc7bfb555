import Foundation
import Testing

@testable import WaymarkKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The size limit stops the reading itself, in a process that goes on after the fetch (the reading went on for 75
/// to 100 MB past a 1 MB limit here). The only fetch of the test process: a stopped fetch holds URLSession's shared
/// queue for good (`HTTPFetch`), so other cases run `waymark geocode` as a process of their own (`GeocodeLimitTests`).
@Suite struct HTTPFetchTests {
    @Test func anEndlessBodyIsReadNoFurtherThanTheLimit() throws {
        // 2 GB at most, so the test ends by itself even if the reading did not stop.
        let server = try LoopbackServer(
            head: "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n",
            chunk: [UInt8](repeating: 0x20, count: 65_536), maxBytes: 2_000_000_000)
        let fetch = HTTPFetch(limit: 1_000_000)
        fetch.start(URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)/json")!))
        let outcome = fetch.wait(until: .now() + 60) {}
        guard case .tooLarge? = outcome else {
            Issue.record("expected .tooLarge, got \(String(describing: outcome))")
            return
        }
        // Besides the limit: four chunks waiting for the check, and what the two sockets' buffers hold.
        let sent = try #require(server.bodyBytesSent(within: 60))
        #expect(sent > 1_000_000)
        #expect(sent < 1_000_000 + 16_000_000)
    }
}
