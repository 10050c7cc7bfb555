import Foundation
import Testing

@testable import WaymarkKit

/// A flag from the site's data is redrawn with only what draws it: `Content/flags/evil.svg` with `onload`, `<script>`
/// and a `javascript:` link was written unchanged and ran in the site's origin when opened.
@Suite struct FlagSanitizerTests {
    static let hostile = """
        <?xml version="1.0"?>
        <!-- made by hand -->
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 3 2" onload="alert(1)">
        <script>alert(2)</script>
        <a href="javascript:alert(3)"><rect width="3" height="2"/></a>
        <rect id="r" width="1" height="2" fill="url(https://evil.example/x.svg#a)" onclick="alert(4)" style="fill:#fff"/>
        <use xlink:href="#r" x="1"/><use href="https://evil.example/x.svg#a"/><use href=" JavaScript:alert(5)"/>
        <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
        <set attributeName="href" to="javascript:alert(6)"/><animate attributeName="href" values="javascript:alert(7)"/>
        <style>@import url(https://evil.example/x.css);</style><style>rect { fill: url(#g) }</style>
        <image href="data:image/png;base64,iVBORw0KGgo=" width="1"/><image href="data:image/svg+xml,&lt;svg/&gt;"/>
        <text x="0" y="1">A &amp; B</text>
        </svg>
        """

    @Test func aHostileFlagKeepsOnlyWhatDrawsIt() throws {
        let (svg, removed) = try SVGSanitizer.sanitized(Array(Self.hostile.utf8)).get()
        #expect(
            svg == """
                <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 3 2">


                <rect height="2" id="r" style="fill:#fff" width="1"/>
                <use x="1" xlink:href="#r"/><use/><use/>


                <style/><style>rect { fill: url(#g) }</style>
                <image href="data:image/png;base64,iVBORw0KGgo=" width="1"/><image/>
                <text x="0" y="1">A &amp; B</text>
                </svg>
                """)
        #expect(
            removed == [
                .init(line: 3, column: 1, what: "onload=\"alert(1)\""), .init(line: 4, column: 1, what: "<script>"),
                .init(line: 5, column: 1, what: "<a>"),
                .init(line: 6, column: 1, what: "fill=\"url(https://evil.example/x.svg#a)\""),
                .init(line: 6, column: 1, what: "onclick=\"alert(4)\""),
                .init(line: 7, column: 29, what: "href=\"https://evil.example/x.svg#a\""),
                .init(line: 7, column: 71, what: "href=\" JavaScript:alert(5)\""), .init(line: 8, column: 1, what: "<foreignObject>"),
                .init(line: 9, column: 1, what: "<set>"), .init(line: 9, column: 53, what: "<animate>"),
                .init(line: 10, column: 1, what: "a <style> sheet with an outside reference"),
                .init(line: 11, column: 61, what: "href=\"data:image/svg+xml,<svg/>\""),
            ])
    }

    @Test(arguments: [
        ("a flag", 1, 0, "the file is not well-formed XML"),
        ("<!DOCTYPE svg [<!ENTITY e \"x\">]><svg>&e;</svg>", 1, 16, "the file declares the entity 'e'"),
        ("<html><script>alert(1)</script></html>", 1, 1, "the file's root element is not <svg>"),
    ])
    func aFileThatCannotBeRedrawnIsRefused(text: String, line: Int, column: Int, message: String) throws {
        guard case .failure(let refusal) = SVGSanitizer.sanitized(Array(text.utf8)) else {
            Issue.record("expected a refusal")
            return
        }
        #expect(refusal.line == line && (column == 0 || refusal.column == column))
        #expect(refusal.message.hasPrefix(message))
        #expect(
            SVGSanitizer.sanitized([0x3C, 0x73, 0x76, 0x67, 0xFF, 0x3E]).map(\.svg)
                == .failure(.init(line: 1, column: 1, message: "the file is not UTF-8 text")))
    }

    /// Waymark's own flags lose nothing that draws: comments, the XML prolog, namespace declarations and three flags'
    /// editor leftovers go, attributes are written in name order with double quotes, and the root names SVG's and
    /// XLink's namespaces.
    @Test func everyBundledFlagIsKeptWhole() throws {
        let flags = Repository.root.appendingPathComponent("Sources/WaymarkKit/Resources/Flags")
        let names = try FileManager.default.contentsOfDirectory(atPath: flags.path).filter { $0.hasSuffix(".svg") }.sorted()
        #expect(names.count > 200)
        var lossy: [String] = []
        for name in names {
            let bytes = Array(try Data(contentsOf: flags.appendingPathComponent(name)))
            guard case .success(let (_, removed)) = SVGSanitizer.sanitized(bytes), removed.isEmpty else {
                lossy.append(name)
                continue
            }
        }
        // Editor leftovers: Sodipodi's namedview and node types, Inkscape's fill-cmyk, a <comment> element.
        #expect(lossy == ["bn.svg", "is.svg", "pn.svg"])
        let france = Array(try Data(contentsOf: flags.appendingPathComponent("fr.svg")))
        #expect(
            try SVGSanitizer.sanitized(france).get().svg
                == "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" height=\"480\" version=\"1\" viewBox=\"0 0 640 480\" width=\"640\">"
                + "<g fill-rule=\"evenodd\" stroke-width=\"1pt\" transform=\"scale(1.25 .9375)\"><rect fill=\"#fff\" height=\"512\" width=\"512\" y=\"7.4219e-7\"/>"
                + "<rect fill=\"#00267f\" height=\"512\" width=\"170.67\" y=\"7.4219e-7\"/><rect fill=\"#f31830\" height=\"512\" width=\"170.67\" x=\"341.33\" y=\"7.4219e-7\"/></g></svg>"
        )
    }

    /// In a build: the site's flag is written redrawn, with a warning naming what was left out; a file that cannot be
    /// redrawn is refused with a warning where it went wrong, and the placeholder is written in its place.
    @Test func aSiteFlagIsWrittenRedrawnOrReplacedByThePlaceholder() throws {
        let folder = try TemporaryFolder()
        let site = try copyFixture("minimal", into: folder.url)
        let flag = site.appendingPathComponent("Content/flags/gb.svg")
        try FileManager.default.createDirectory(at: flag.deletingLastPathComponent(), withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>global</key><array><dict>
        <key>name</key><string>United Kingdom</string><key>capital</key><string>London</string>
        <key>latitude</key><string>51.5</string><key>longitude</key><string>-0.12</string>
        <key>flag</key><string>gb.svg</string>
        </dict></array></dict></plist>
        """.write(to: site.appendingPathComponent("Content/countries.plist"), atomically: true, encoding: .utf8)
        let output = folder.url.appendingPathComponent("out")
        for (text, expected, warning) in [
            (
                Self.hostile, SVGThumbnail.optimized(try SVGSanitizer.sanitized(Array(Self.hostile.utf8)).get().svg),
                "/Content/flags/gb.svg:3:1: warning: left out of the flag: onload=\"alert(1)\", <script>, <a>,"
            ),
            (
                "a flag", String(decoding: Theme.embedded.bytes("Public/assets/flag-placeholder.svg") ?? [], as: UTF8.self),
                "/Content/flags/gb.svg:1:1: warning: this flag is not used: the file is not well-formed XML; the neutral placeholder is shown instead"
            ),
        ] {
            try text.write(to: flag, atomically: true, encoding: .utf8)
            let report = Pipeline(options: BuildOptions(site: site.path, output: output)).run()
            #expect(report.diagnostics.contains { $0.description.contains(warning) }, "\(report.diagnostics)")
            let written = try Data(contentsOf: output.appendingPathComponent("flags/gb.svg"))
            #expect(String(decoding: written, as: UTF8.self) == expected)
        }
    }

    /// An SVG opened on its own runs nothing and loads nothing from elsewhere on a host that reads `_headers`; the
    /// site's own map tiles are SVGs of paths and inline styles only, which the policy allows.
    @Test func hostHeadersGiveEverySVGARestrictivePolicy() {
        #expect(
            HostHeaders.text(for: .netlify).contains(
                "/*.svg\n  Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; img-src data:\n"))
    }
}
