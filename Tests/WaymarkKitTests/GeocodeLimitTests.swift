import Foundation
import Testing

/// `waymark geocode`'s 20 MB limit stops the reading itself: an endless answer used to be read on for 75 MB to 2.9 GB
/// before "larger than 20 MB". Each case is its own process: a stopped fetch holds the process's URLSession queue.
@Suite struct GeocodeLimitTests {
    @Test(arguments: [
        // An endless body, and one announced larger than the limit.
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n",
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 5000000000\r\n\r\n",
    ])
    func aBodyLargerThanTheLimitIsReadNoFurther(head: String) throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Content"), withIntermediateDirectories: true)
        // 2 GB at most, so the test ends by itself even if the reading did not stop.
        let server = try LoopbackServer(head: head, chunk: [UInt8](repeating: 0x20, count: 65_536), maxBytes: 2_000_000_000)
        let run = try waymark(
            ["geocode", "Springfield", "--endpoint", "http://127.0.0.1:\(server.port)/json"], in: folder.url,
            environment: ["WAYMARK_GEOCODING_KEY": "k"])
        #expect(run.status == 1)
        #expect(run.stderr == "error: the answer is larger than 20 MB, far more than a geocoding response; nothing was saved\n")
        // Besides the limit: four chunks waiting for the check, and what the two sockets' buffers hold.
        let sent = try #require(server.bodyBytesSent(within: 60))
        #expect(sent < 20_000_000 + 16_000_000)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("Content").path) == [])
    }
}
