import Foundation
import Testing

@testable import WaymarkKit

/// Waymark's one stable hash (`Digest.of`) names files and pages, so its digits must be the same everywhere and spread
/// evenly over names that look alike: these check it against its Python port and over many real-like names.
@Suite struct StableHashTests {
    /// Names as sites make them: city slugs with record numbers, location pages, asset paths.
    static let names: [String] = {
        let cities = ["leeds", "london", "sao-paulo", "new-york", "zurich", "koeln", "москва", "東京", "a", "kings-cross"]
        var names: [String] = []
        for city in cities {
            for n in 0..<2_000 {
                names.append("\(city)-\(n)")
                names.append("locations/\(city)/branch-\(n)/index.html")
            }
        }
        for n in 0..<2_000 { names.append("assets/maps/tiles/7/\(n % 128)-\(n / 128).svg") }
        return names
    }()

    /// The digits of `waymark_digest` in `scripts/wmlib.py`, the digest's Python port (flag thumbnails, offline test).
    @Test func matchesItsPythonPort() {
        #expect(Digest.of([]).description == "826094e6e5894f51f406fb2fa3ed581c")
        #expect(Digest.of("a".utf8).description == "f62c3ae0843efd37816cde00b13973b1")
        #expect(Digest.of("abcdefgh".utf8).description == "0decaf1511893f2f133c4248bd6f0f8d")
        #expect(Digest.of("abcdefghi".utf8).description == "c9ce4fc125dd8519e6cfd0284d1d4e27")
        #expect(Digest.of("Москва".utf8).description == "eb9e28569dd70d4f8278dced3046b1dc")
        #expect(StableHash.hex("Москва") == "eb9e28")
        #expect(Digest.of("a".utf8).hex(8) == "f62c3ae0")
    }

    /// The first two hex digits (slug suffixes', bucket folders' and asset names' first) and the shard number fill
    /// their buckets evenly: a chi-square below its mean plus five standard deviations.
    @Test(arguments: [256, 7]) func fillsBucketsEvenly(buckets: Int) {
        var counts = Array(repeating: 0, count: buckets)
        for name in Self.names {
            let digest = Digest.of(name.utf8)
            counts[buckets == 256 ? Int(digest.hex(2), radix: 16)! : Int(digest.high % UInt64(buckets))] += 1
        }
        let expected = Double(Self.names.count) / Double(buckets)
        let chiSquare = counts.reduce(0) { $0 + (Double($1) - expected) * (Double($1) - expected) / expected }
        let freedom = Double(buckets - 1)
        #expect(chiSquare < freedom + 5 * (2 * freedom).squareRoot(), "\(counts)")
    }

    /// Changing any one bit of a name flips each of the 24 bits of a slug suffix with probability one half, within
    /// 0.05, and never leaves the suffix as it was.
    @Test func oneBitChangesHalfTheSuffix() {
        var flips = Array(repeating: 0, count: 24)
        var trials = 0
        for name in Self.names.prefix(2_000) {
            let bytes = Array(name.utf8)
            let before = Digest.of(bytes).high >> 40
            for bit in 0..<(8 * bytes.count) {
                var changed = bytes
                changed[bit / 8] ^= 1 << UInt8(bit % 8)
                let diff = before ^ (Digest.of(changed).high >> 40)
                #expect(diff != 0, "\(name), bit \(bit)")
                for i in 0..<24 where diff & (1 << UInt64(i)) != 0 { flips[i] += 1 }
                trials += 1
            }
        }
        for (bit, count) in flips.enumerated() {
            #expect(abs(Double(count) / Double(trials) - 0.5) < 0.05, "bit \(bit): \(count) of \(trials)")
        }
    }

    /// Two texts can share a slug's six-digit suffix (these two, found with the Python port): the plan then refuses the
    /// second record's page with an error naming the first record, and never writes one page over the other.
    @Test func recordsWhoseSlugsCollideAreReported() {
        let long = String(repeating: "a", count: 96)
        let ids = [Slug(making: long + "-1509"), Slug(making: long + "-5249")]
        let slug = String(repeating: "a", count: 92) + "-339769"
        #expect(ids.map(\.value) == [slug, slug])
        let locations = ids.enumerated().map { n, id in
            Location(
                id: id, kind: .atm, name: "ATM \(n)", address: .init(city: "Leeds", country: "GB"),
                coordinate: Coordinate(latitude: 53.8, longitude: -1.55),
                position: SourcePosition(path: "Content/branches.json", line: n + 2, column: 3))
        }
        var log = DiagnosticLog()
        let plan = SitePlan(data: SiteData(config: SiteConfig(baseURL: "https://example.com/"), locations: locations), log: &log)
        #expect(
            log.reported == [
                Reported(
                    .error, 3, 3,
                    "the page /locations/gb/leeds/\(slug)/ is already taken by the record at Content/branches.json:2:3")
            ])
        #expect(plan.pages.filter { $0.route.path.hasSuffix(slug + "/") }.count == 1)
    }
}
