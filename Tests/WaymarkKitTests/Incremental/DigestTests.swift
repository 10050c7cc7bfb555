import Testing

@testable import WaymarkKit

/// A cache key must be the same on every machine and every run, and whichever way its bytes are stored.
@Suite struct DigestTests {
    /// Bytes that are not all alike, so a word put together in the wrong order would show.
    static func bytes(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ 7) } }

    @Test(arguments: 0...41)
    func storedBytesDigestAsTheByteLoopDoes(count: Int) {
        let bytes = Self.bytes(count)
        // A lazy map has no contiguous storage: `add(bytes:)` takes it byte by byte.
        let byByte = Digester.digest { $0.add(bytes: bytes.lazy.map { $0 }) }
        #expect(Digester.digest { $0.add(bytes: bytes) } == byByte)
        #expect(Digester.digest { $0.add(bytes: bytes[...]) } == byByte)
        let text = String(decoding: bytes.map { $0 & 0x7F }, as: UTF8.self)
        let textByByte = Digester.digest { $0.add(bytes: text.utf8.lazy.map { $0 }) }
        #expect(Digester.digest { $0.add(text) } == textByByte)
        #expect(Digester.digest { $0.add(bytes: Substring(text).utf8) } == textByByte)
    }

    /// The digest of a text, as every earlier build of Waymark made it: a change here would make every build cache
    /// describe pages it no longer matches (the binary's digest catches that too, but keys must not drift silently).
    @Test func digestOfATextIsPinned() {
        #expect(Digester.digest { $0.add("Waymark: Edinburgh, Princes Street") }.description == "982d99ceb564d1c77dee448b22941ac7")
        #expect(Digester.digest { $0.add(bytes: Self.bytes(1000)) }.description == "eec13018c4f7f7edb5b73aa6a241c60a")
    }

    /// Each half is sixteen digits, leading zeros included, and reads back as written.
    @Test func hexKeepsLeadingZerosAndReadsBack() {
        let digest = Digest(high: 1, low: 0xABC)
        #expect(digest.description == "00000000000000010000000000000abc")
        #expect(Digest(hex: Substring(digest.description)) == digest)
        #expect(Digest(high: .max, low: 0).description == "ffffffffffffffff0000000000000000")
    }
}
