import Foundation
import Testing

@testable import WaymarkKit

@Suite struct TitleCaseTests {
    @Test(arguments: [
        ("BRISTOL BROADMEAD", "Bristol Broadmead"),
        ("HSBC UK ATM, LEICESTER CLOCK TOWER", "HSBC UK ATM, Leicester Clock Tower"),
        ("179 EARL'S COURT ROAD", "179 Earl's Court Road"),
        ("STRATFORD-UPON-AVON", "Stratford-upon-Avon"),
        ("BANK OF SCOTLAND", "Bank of Scotland"),
        ("ILKESTON I1", "Ilkeston I1"),
        ("Earls Court", "Earls Court"),
        ("Imaginary Bank ATM", "Imaginary Bank ATM"),
        ("PE10 9ED", "PE10 9ED"),
    ])
    func namesInCapitalsBecomeTitleCaseKeepingAcronyms(text: String, expected: String) {
        #expect(TitleCase.fromCapitals(text) == expected)
    }
}

@Suite struct FlagThumbnailTests {
    @Test func editorLeftoversAreDroppedAndPathNumbersRounded() {
        let svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- Created with Inkscape -->
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" \
            xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" viewBox="0 0 640 480" inkscape:version="1.0">
            <metadata><rdf:RDF></rdf:RDF></metadata>
            <sodipodi:namedview id="base" pagecolor="#ffffff"/>
            <path d="m473.38 259.35 6e-3 -0.17558 1.0099 0.0337z" fill="#c6363c" transform="matrix(.533333 0 0 .533333 -32 0)"/>
            <path d="M10 10a5 5 0 011.04-2.96L3.5.5.25.75Z"/>
            <polygon points="0,0 10.25,0.04 5.55,9.99"/>
            </svg>
            """
        #expect(
            SVGThumbnail.optimized(svg) == """

                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480">


                <path d="m473.4 259.4 0-.2 1 0z" fill="#c6363c" transform="matrix(.533333 0 0 .533333 -32 0)"/>
                <path d="M10 10a5 5 0 0 1 1-3L3.5 .5 .3 .8Z"/>
                <polygon points="0 0 10.3 0 5.6 10"/>
                </svg>
                """)
    }

    @Test func theSampleSiteHeaviestFlagShrinks() throws {
        let url = Repository.root.appendingPathComponent("Content/flags/rs.svg")
        let original = try String(contentsOf: url, encoding: .utf8)
        let optimized = SVGThumbnail.optimized(original)
        #expect(optimized.utf8.count < 350_000)
        #expect(original.utf8.count > 700_000)
    }
}
