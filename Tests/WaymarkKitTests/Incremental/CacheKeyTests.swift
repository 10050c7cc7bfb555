import Foundation
import Testing

@testable import WaymarkKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The caches' key: SipHash-2-4-128 as its reference computes it, a `.waymark/key` only its owner may read, made
/// anew when the file there is not such a key, and kept in the site only by a build that succeeds.
@Suite struct CacheKeyTests {
    /// The reference implementation's vectors (key 00 01 … 0f, message 00 01 … of 0, 15 and 63 bytes), the message
    /// added in two pieces that split a word.
    @Test(arguments: [
        (0, "a3817f04ba25a8e66df67214c7550293"), (15, "5493e99933b0a8117e08ec0f97cfc3d9"),
        (63, "5150d1772f50834a503e069a973fbd7c"),
    ])
    func theChecksumIsSipHash128(length: Int, expected: String) {
        let key = CacheKey(k0: 0x0706_0504_0302_0100, k1: 0x0f0e_0d0c_0b0a_0908)
        let message = (0..<length).map { UInt8($0) }
        var digester = KeyedDigester(key)
        digester.add(bytes: message.prefix(length / 3))
        digester.add(bytes: message.dropFirst(length / 3))
        let digest = digester.finish()
        var bytes: [UInt8] = []
        withUnsafeBytes(of: digest.high.littleEndian) { bytes += $0 }
        withUnsafeBytes(of: digest.low.littleEndian) { bytes += $0 }
        #expect(bytes.map { String(format: "%02x", $0) }.joined() == expected)
        #expect(key.digest(bytes: message) == digest)
    }

    func keyFile(_ site: TemporarySite) -> URL { site.root.appendingPathComponent(".waymark/key") }

    @Test func theKeyIsKeptOnceAndOnlyItsOwnerMayReadIt() throws {
        let site = try TemporarySite([:])
        let key = CacheKey.load(site: site.root)
        #expect(CacheKey.load(site: site.root) != key)
        key.keep(site: site.root)
        #expect(CacheKey.load(site: site.root) == key)
        CacheKey.load(site: site.folder).keep(site: site.root)
        #expect(CacheKey.load(site: site.root) == key)
        let info = try FileManager.default.attributesOfItem(atPath: keyFile(site).path)
        #expect((info[.posixPermissions] as? Int) == 0o600)
        #expect((info[.size] as? Int) == 16)
    }

    /// A key others may read, or a link (perhaps to a key someone else knows), is not used: a new key replaces it.
    @Test(arguments: ["readable", "link"])
    func aKeyOthersMayKnowIsReplaced(_ kind: String) throws {
        let site = try TemporarySite([:])
        let file = keyFile(site)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let known = Data((0..<16).map { UInt8($0) })
        if kind == "link" {
            let elsewhere = site.folder.appendingPathComponent("known-key")
            try known.write(to: elsewhere)
            chmod(elsewhere.path, 0o600)
            try FileManager.default.createSymbolicLink(at: file, withDestinationURL: elsewhere)
        } else {
            try known.write(to: file)
            chmod(file.path, 0o644)
        }
        let key = CacheKey.load(site: site.root)
        #expect(key != CacheKey(k0: 0x0706_0504_0302_0100, k1: 0x0f0e_0d0c_0b0a_0908))
        key.keep(site: site.root)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.type] as? FileAttributeType == .typeRegular)
        #expect(CacheKey.load(site: site.root) == key)
    }
}
