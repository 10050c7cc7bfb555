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

    @Test func waymarkShipsAFlagForEveryISOCode() throws {
        let names = Theme.embedded.files(in: "Flags")
        #expect(names.filter { $0.hasSuffix(".svg") }.count == 251)
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
        #expect(tree.keys.filter { $0.hasPrefix("flags/") } == ["flags/to.svg"])
        let page = try #require(tree["countries/tonga/index.html"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(page.contains("<dd>Nukuʻalofa</dd>"))
        let atlantis = try #require(tree["countries/atlantis/index.html"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(atlantis.contains("/assets/flag-placeholder.svg"))
    }
}
