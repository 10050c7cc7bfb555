import Foundation
import Testing

@testable import WaymarkKit

/// Every cluster opens: a link to the page that frames its places, and the marks they make when a script zooms onto it.
@Suite struct ClusterLinkTests {
    var renderer: MapRenderer { MapRendererTests.renderer }

    /// Two ATMs 17 view units apart at zoom 14 (9 px on a phone) and a branch 116 units east, in one city.
    func soho(area: String?) -> MapSpec {
        var pins = [
            MapRendererTests.pin(51.5136, -0.1316, .atm, "Soho ATM"), MapRendererTests.pin(51.5136, -0.1301, .atm, "Near"),
            MapRendererTests.pin(51.5136, -0.1216, .branch, "Far"),
        ]
        for index in pins.indices {
            pins[index].area = area
            pins[index].areaPhrase = "in London"
            pins[index].regionPhrase = "in the United Kingdom"
        }
        return MapSpec(framing: .centered(on: pins[0].coordinate, zoom: 14), pins: pins, title: "Soho", id: "m")
    }

    func lines(_ spec: MapSpec, _ prefix: String) -> [String] {
        renderer.render(spec).markup.split(separator: "\n").map(String.init).filter { $0.hasPrefix(prefix) }
    }

    @Test func aClusterWithNoPageOfItsOwnLinksToItsMapAndSpreadsItsPlacesWhenZoomed() {
        // The box is 17.5 units wide: framed with 40 units around it the map zooms 5 times, where the ATMs are 44 px apart
        // on a phone (2 units a pixel, 0.4 zoomed).
        #expect(
            lines(soho(area: nil), "<a class=\"wm-c")
                == [
                    "<a class=\"wm-c\" style=\"left:51.33%;top:50.02%\" href=\"#m-caption\" data-box=\"319.7 200.1 337.2 200.1\" data-spread=\"0\" aria-label=\"2 locations in London\">2</a>"
                ]
        )
        #expect(
            lines(soho(area: nil), "<a class=\"wm-p wm-atm\"").filter { $0.contains("data-of") } == [
                "<a class=\"wm-p wm-atm\" style=\"left:49.96%;top:50.02%\" data-of=\"0\" hidden href=\"/l/soho atm/\" tabindex=\"-1\" aria-label=\"Soho ATM, ATM\"></a>",
                "<a class=\"wm-p wm-atm\" style=\"left:52.69%;top:50.02%\" data-of=\"0\" hidden href=\"/l/near/\" tabindex=\"-1\" aria-label=\"Near, ATM\"></a>",
            ])
    }

    /// With `spreadsLazily` the cluster carries no box and the page no spread marks: they are in the map's own file,
    /// which the frame names, as the cluster's place among the map's clusters, its box and the same marks. The file
    /// goes to the output once, when the first map that has it is drawn.
    @Test func aLazyMapKeepsItsSpreadPlacesInAFileTheFrameNames() throws {
        var spec = soho(area: nil)
        spec.spreadsLazily = true
        let renderer = MapRenderer(basemap: SharedBasemap.basemap)
        let sent = Locked([MapAsset]())
        renderer.tileFills.sendSpreads { asset in sent.withLock { $0.append(asset) } }
        let map = renderer.render(spec)
        #expect(renderer.render(spec).assets == map.assets)
        let file = try #require(map.assets.first { $0.relativePath.contains("/spreads/") })
        #expect(sent.withLock { $0.map(\.relativePath) } == [file.relativePath])
        let bytes = try #require(sent.withLock { $0.first }).bytes
        let name = Digest.of(bytes).hex(16)
        #expect(file.relativePath == "\(renderer.assetFolder)/spreads/\(name.prefix(2))/\(name).json")
        #expect(file.isTile)
        #expect(map.markup.hasPrefix("<div class=\"wm-frame\" data-spreads=\"/\(file.relativePath)\">\n"))
        #expect(
            lines(spec, "<a class=\"wm-c") == [
                "<a class=\"wm-c\" style=\"left:51.33%;top:50.02%\" href=\"#m-caption\" aria-label=\"2 locations in London\">2</a>"
            ])
        #expect(!map.markup.contains("data-of"))
        let marks =
            "<a class=\"wm-p wm-atm\" style=\"left:49.96%;top:50.02%\" data-of=\"0\" hidden href=\"/l/soho atm/\" tabindex=\"-1\" aria-label=\"Soho ATM, ATM\"></a>\n"
            + "<a class=\"wm-p wm-atm\" style=\"left:52.69%;top:50.02%\" data-of=\"0\" hidden href=\"/l/near/\" tabindex=\"-1\" aria-label=\"Near, ATM\"></a>\n"
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "[[0,\"319.7 200.1 337.2 200.1\",\(Escape.jsonString(marks))]]\n")
        // The JSON a browser reads back is the marks the page would have held.
        let list = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [[Any]])
        #expect(list.first?.last as? String == marks)
    }

    /// Two maps' spread places whose digests begin with the same 32 bits still get two files: a million locations make
    /// about 280,000 of them, among which 32 bits would give two different files one name about nine times.
    @Test func twoSpreadFilesWhoseDigestsShareTheirFirst32BitsHaveTwoNames() throws {
        var seen: [String: String] = [:]
        var pair: (String, String)?
        for number in 0..<2_000_000 where pair == nil {
            let spread = "\(number)"
            let prefix = Digest.of(Array("[\(spread)]\n".utf8)).hex(8)
            if let earlier = seen[prefix] { pair = (earlier, spread) } else { seen[prefix] = spread }
        }
        let (a, b) = try #require(pair)
        let renderer = MapRenderer(basemap: SharedBasemap.basemap)
        let first = try #require(renderer.spreadFile([a])), second = try #require(renderer.spreadFile([b]))
        #expect(first.relativePath != second.relativePath)
    }

    @Test func aClustersNameSaysWhereItsPlacesAreAndItLinksToTheirPage() {
        let cluster = lines(soho(area: "/london/"), "<a class=\"wm-c")
        #expect(
            cluster.count == 1 && cluster[0].contains("href=\"/london/\"") && cluster[0].contains("aria-label=\"2 locations in London\""))
        var mixed = soho(area: nil)
        mixed.pins[1].kind = .branch
        mixed.pins[1].areaPhrase = "in Westminster"
        #expect(lines(mixed, "<a class=\"wm-c")[0].contains("aria-label=\"2 locations in the United Kingdom (1 branch, 1 ATM)\""))
        mixed.pins[1].regionPhrase = nil
        #expect(lines(mixed, "<a class=\"wm-c")[0].contains("aria-label=\"2 locations around 51.51° N, 0.13° W (1 branch, 1 ATM)\""))
    }

    /// On the sample site every cluster of every map is a link to a page (or a map on the same page) that lists each
    /// of the places it spreads into.
    @Test func everyClusterOnTheSampleSiteOpensAPageHoldingItsPlaces() throws {
        let output = try TemporaryFolder()
        var options = BuildOptions(site: Repository.root.path, output: output.url, jobs: 2)
        options.useCache = false
        #expect(!Pipeline(options: options).run().hasErrors)
        let pages = readTree(output.url).filter { $0.key.hasSuffix(".html") }.mapValues { String(decoding: $0, as: UTF8.self) }
        var clusters = 0, spread = 0
        for (path, page) in pages.sorted(by: { $0.key < $1.key }) {
            #expect(!page.contains("<span class=\"wm-c"), "\(path)")
            for cluster in Self.tags(page, "<a class=\"wm-c") {
                clusters += 1
                let href = try #require(Self.attribute("href", cluster))
                let target = try #require(href.hasPrefix("#") ? page : pages[String(href.dropFirst()) + "index.html"], "\(path): \(href)")
                if href.hasPrefix("#") { #expect(page.contains("id=\"\(href.dropFirst())\""), "\(path): \(href)") }
                guard let id = Self.attribute("data-spread", cluster) else { continue }
                spread += 1
                let members = (Self.tags(page, "<a class=\"wm-p") + Self.tags(page, "<a class=\"wm-c"))
                    .filter { Self.attribute("data-of", $0) == id }.compactMap { Self.attribute("href", $0) }
                #expect(members.count > 1, "\(path): \(cluster)")
                // A map on the same page holds them (the marks are its own); another page lists them or their cities.
                for link in members where !href.hasPrefix("#") && !link.hasPrefix("#") && link != href {
                    #expect(Self.holds(target, link), "\(path): \(href) does not list \(link)")
                }
            }
        }
        #expect(clusters > 100 && spread > 20, "\(clusters) clusters, \(spread) spread")
    }

    /// Whether a page links to a location or to its city's page (a country's page lists its cities).
    static func holds(_ page: String, _ link: String) -> Bool {
        let folders = link.split(separator: "/")
        return page.contains("href=\"\(link)\"") || page.contains("href=\"/\(folders.dropLast().joined(separator: "/"))/\"")
    }

    /// The opening tags that start with `prefix`.
    static func tags(_ page: String, _ prefix: String) -> [Substring] {
        page.components(separatedBy: prefix).dropFirst().map { $0.prefix { $0 != ">" } }
    }

    static func attribute(_ name: String, _ tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }
}
