import Foundation
import Testing

@testable import WaymarkKit

@Suite struct FlagResolverTests {
    private func country(_ name: String, iso: String?, flag: String) -> Country {
        Country(
            name: name, displayName: name, isoCode: iso, capital: "C", coordinate: Coordinate(latitude: 0, longitude: 0),
            flagFile: flag, slug: Slug(making: name), position: SourcePosition(path: "c.plist", line: 3, column: 3))
    }

    @Test func siteFlagByNameThenByISOCodeThenWaymarksOwnThenThePlaceholder() {
        let flags = FlagResolver(
            fileNames: ["France.png", "de.svg", "Odd Name.SVG"], bundledFileNames: ["_generic.svg", "de.svg", "it.svg"])
        #expect(flags.flag(for: country("France", iso: "FR", flag: "france.PNG")) == ("flags/france.png", false))
        #expect(flags.flag(for: country("Germany", iso: "DE", flag: "Germany.png")) == ("flags/de.svg", false))
        #expect(flags.flag(for: country("Italy", iso: "IT", flag: "Italy.png")) == ("flags/it.svg", false))
        #expect(flags.source(for: country("Italy", iso: "IT", flag: "")) == .bundled("it.svg"))
        #expect(flags.flag(for: country("Odd", iso: nil, flag: "Odd Name.SVG")) == ("flags/odd-name.svg", false))
        #expect(flags.flag(for: country("Atlantis", iso: nil, flag: "atlantis.png")) == (FlagResolver.placeholder, true))
        #expect(flags.flag(for: country("Spain", iso: "ES", flag: "")) == (FlagResolver.placeholder, true))
    }

    /// Issue #36 (11): England, Scotland and Wales got the Union Jack of their ISO code GB; the plist's file first,
    /// then the nation's own flag (the site's `gb-eng.svg`, or Waymark's), then GB's.
    @Test func theNationsOfTheUnitedKingdomFlyTheirOwnFlags() {
        let bundled = ["gb.svg", "gb-eng.svg", "gb-sct.svg", "gb-wls.svg"]
        let flags = FlagResolver(fileNames: ["Wales.png", "gb-sct.svg"], bundledFileNames: bundled)
        #expect(flags.source(for: country("England", iso: "GB", flag: "England.png")) == .bundled("gb-eng.svg"))
        #expect(flags.source(for: country("Scotland", iso: "GB", flag: "Scotland.png")) == .site("gb-sct.svg"))
        #expect(flags.source(for: country("Wales", iso: "GB", flag: "Wales.png")) == .site("Wales.png"))
        #expect(flags.source(for: country("United Kingdom", iso: "GB", flag: "United_Kingdom.png")) == .bundled("gb.svg"))
    }

    @Test func waymarkShipsAFlagForEveryISOCode() throws {
        let names = Theme.embedded.files(in: "Flags")
        #expect(names.filter { $0.hasSuffix(".svg") }.count == 254)
        #expect(names.contains("iso-flags-svg.copyright"))
    }

    /// A country without any flag is a warning at the country, and only the flags used are copied.
    @Test func placeholderIsAWarningAtTheCountry() throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("Content"), withIntermediateDirectories: true)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <array>
            \t<dict><key>name</key><string>Atlantis</string><key>capital</key><string>Poseidonis</string>
            \t<key>latitude</key><string>31</string><key>longitude</key><string>-24</string><key>flag</key><string>Atlantis.png</string></dict>
            \t<dict><key>name</key><string>Tonga</string><key>capital</key><string>Nukuʻalofa</string>
            \t<key>latitude</key><string>-21.14</string><key>longitude</key><string>-175.2</string><key>flag</key><string>Tonga.png</string></dict>
            </array>
            </plist>
            """
        try Data(plist.utf8).write(to: site.appendingPathComponent("Content/countries.plist"))
        let output = folder.url.appendingPathComponent("out")
        let report = Pipeline(options: BuildOptions(site: site.path, output: output, jobs: 1)).run()
        let flagWarnings = report.diagnostics.filter { $0.message.contains("has no flag") }
        #expect(
            flagWarnings.map(\.description) == [
                "\(site.path)/Content/countries.plist:4:2: warning: Atlantis has no flag: no flag file 'Atlantis.png' in Content/flags/, "
                    + "and no ISO code to find a flag by; showing a neutral placeholder\n"
                    + "  hint: add the image to Content/flags/ under the plist's `flag` name or as <iso code>.svg"
            ])
        let tree = readTree(output)
        #expect(tree.keys.filter { $0.hasPrefix("flags/") }.sorted() == ["flags/to.png", "flags/to@2x.png"])
        let page = try #require(tree["countries/tonga/index.html"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(page.contains("<dd>Nukuʻalofa</dd>"))
        let atlantis = try #require(tree["countries/atlantis/index.html"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(atlantis.contains("/assets/flag-placeholder.svg"))
    }

    /// `scripts/prepare-flag-thumbnails.py` drew each bundled flag's thumbnails from the flag as it is now: its
    /// index records the bytes each was drawn from, so changing a flag without drawing it again fails here.
    @Test func everyBundledFlagHasPNGThumbnailsDrawnFromItsCurrentBytes() throws {
        let theme = Theme.embedded
        let index = try #require(theme.bytes("Flags/thumbnails/index.tsv").map { String(decoding: $0, as: UTF8.self) })
        var recorded: [String: String] = [:]
        for line in index.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            recorded[String(fields[0])] = String(fields[1])
        }
        let flags = theme.files(in: "Flags").filter { $0.hasSuffix(".svg") && !$0.contains("/") && !$0.hasPrefix("_") }
        #expect(flags.count == 253)
        #expect(Set(recorded.keys) == Set(flags))
        for name in flags {
            let hex = Digest.of(try #require(theme.bytes("Flags/" + name))).hex(16)
            #expect(recorded[name] == hex, "\(name) changed since its thumbnails were drawn")
            let code = String(name.dropLast(4))
            for (twice, box) in [(false, (64, 48)), (true, (128, 96))] {
                let png = try #require(FlagThumbnails.bytes(code, twice: twice, theme: theme), "\(code) has no thumbnail")
                #expect(png.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
                let size = (Self.bigEndian(png[16..<20]), Self.bigEndian(png[20..<24]))
                // Fitted into the box in the flag's own shape: one side fills it, neither exceeds it.
                #expect(size.0 <= box.0 && size.1 <= box.1 && (size.0 == box.0 || size.1 == box.1), "\(code): \(size)")
            }
        }
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int { bytes.reduce(0) { $0 << 8 | Int($1) } }

    /// Lists show Waymark's PNG pair for its own flags, bundled or a site copy with the same bytes; a site's own
    /// drawing keeps its SVG, and a site file that has a thumbnail's name is never overwritten.
    @Test func listsShowPNGThumbnailsOnlyForWaymarksOwnFlags() throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site")
        let flags = site.appendingPathComponent("Content/flags")
        try FileManager.default.createDirectory(at: flags, withIntermediateDirectories: true)
        let entries = [
            ("Tonga", "-21.14", "-175.2"), ("France", "48.86", "2.35"), ("Germany", "52.52", "13.40"), ("Italy", "41.9", "12.5"),
        ]
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <array>
            \(entries.map { "<dict><key>name</key><string>\($0.0)</string><key>capital</key><string>C</string><key>latitude</key><string>\($0.1)</string><key>longitude</key><string>\($0.2)</string></dict>" }.joined(separator: "\n"))
            </array>
            </plist>
            """
        try Data(plist.utf8).write(to: site.appendingPathComponent("Content/countries.plist"))
        let own = { (code: String) in Data(try #require(Theme.embedded.bytes("Flags/\(code).svg"))) }
        try own("fr").write(to: flags.appendingPathComponent("fr.svg"))
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 5 3"><rect width="5" height="3"/></svg>"#.utf8)
            .write(to: flags.appendingPathComponent("de.svg"))
        try own("it").write(to: flags.appendingPathComponent("it.svg"))
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: flags.appendingPathComponent("it.png"))
        let output = folder.url.appendingPathComponent("out")
        let report = Pipeline(options: BuildOptions(site: site.path, output: output, jobs: 1)).run()
        #expect(report.diagnostics.filter { $0.severity == .error } == [])
        let tree = readTree(output)
        let page = try #require(tree["countries/index.html"].flatMap { String(data: $0, encoding: .utf8) })
        let images = page.split(separator: "\n").filter { $0.hasPrefix("<li><a href=\"/countries/") && $0.contains("<img ") }.map { line in
            String(line[line.range(of: "<img ")!.lowerBound..<line.range(of: " alt=")!.lowerBound])
        }
        #expect(
            images == [
                #"<img src="/flags/to.png" srcset="/flags/to@2x.png 2x""#,
                #"<img src="/flags/fr.png" srcset="/flags/fr@2x.png 2x""#,
                #"<img src="/flags/de.svg""#,
                #"<img src="/flags/it.svg""#,
            ])
        #expect(tree["flags/fr.png"] == Data(try #require(FlagThumbnails.bytes("fr", twice: false, theme: .embedded))))
        #expect(tree["flags/to@2x.png"] == Data(try #require(FlagThumbnails.bytes("to", twice: true, theme: .embedded))))
        #expect(
            tree.keys.filter { $0.hasPrefix("flags/") }.sorted() == [
                "flags/de.svg", "flags/fr.png", "flags/fr@2x.png", "flags/it.svg", "flags/to.png", "flags/to@2x.png",
            ])
        let germany = try #require(tree["countries/germany/index.html"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(germany.contains(#"<h1><img class="flag" src="/flags/de.svg" alt="" width="64" height="48"> Germany</h1>"#))
    }
}
