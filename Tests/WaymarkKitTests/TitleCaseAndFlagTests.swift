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
        // Issue #36 (16): "The" of a shopping centre's name, and initials with dots.
        ("CRAWLEY THE BOULEVARD", "Crawley The Boulevard"),
        ("STRATFORD THE MALL", "Stratford The Mall"),
        ("NEWPORT I.O.W", "Newport I.O.W"),
        ("BANK OF THE WEST", "Bank of the West"),
        ("WALTON-ON-THE-NAZE", "Walton-on-the-Naze"),
        ("ST. JOHN'S WOOD", "St. John's Wood"),
    ])
    func namesInCapitalsBecomeTitleCaseKeepingAcronyms(text: String, expected: String) {
        #expect(TitleCase.fromCapitals(text) == expected)
    }
}

@Suite struct FlagThumbnailTests {
    @Test func editorLeftoversAreDroppedAndShapesRedrawnOnThePixelGrid() {
        // 640 × 480 in a 128 × 96 pixel box: 5 units a pixel, 9.4 inside the group drawn at .533.
        let svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- Created with Inkscape -->
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" \
            xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" viewBox="0 0 640 480" inkscape:version="1.0">
            <metadata><rdf:RDF></rdf:RDF></metadata>
            <sodipodi:namedview id="base" pagecolor="#ffffff"/>
            <rect width="640" height="480.004" fill="#0c4076"/>
            <g transform="matrix(.533333 0 0 .533333 -32.1234 0)">
            <path d="m473.38 259.35 6e-3 -0.17558 1.0099 0.0337-6e-3 0.17559zm-100 0 .4 .4 .4 .4 .4 .4 .4 .4" fill="#c6363c"/>
            <circle cx="10" cy="10" r="1.2"/>
            <ellipse cx="100.04" cy="20.06" rx="30.02" ry="10.01"/>
            </g>
            <path d="M10 10a5 5 0 011.04-2.96L3.5.5.25.75Z" stroke="#000"/>
            <polygon points="0,0 10.25,0.04 5.55,9.99"/>
            </svg>
            """
        #expect(
            SVGThumbnail.optimized(svg) == """

                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480">


                <rect width="640" height="480" fill="#0c4076"/>
                <g transform="matrix(.533 0 0 .533 -32 0)">


                <ellipse cx="100" cy="20" rx="30" ry="10"/>
                </g>
                <path d="m10 10a5 5 0 0 1 1-3l-7-6h-4z" stroke="#000"/>
                <polygon points="0 0 10 0 6 10"/>
                </svg>
                """)
    }

    @Test func aShapeThatAUseDrawsLargerIsRoundedOnAGridAsMuchFiner() {
        // Curaçao's star is defined one unit wide and drawn forty times that: a pixel is 5 / 40 of its units.
        let svg = """
            <svg viewBox="0 0 640 480"><defs><polygon id="a" points="0 -1 0.22451 -0.30902 0.95106 -0.30902"/></defs>\
            <use transform="scale(40)" href="#a"/><use transform="scale(.1)" href="#a"/></svg>
            """
        #expect(SVGThumbnail.optimized(svg).contains(#"<polygon id="a" points="0-1 .2-.3 1-.3"/>"#))
    }

    @Test func roundingDoesNotAddUpAlongAPath() {
        // Ten steps of .3 end at 3, not at ten times .3 rounded (0).
        #expect(GridPath(exponent: 0, dropBelow: nil).redrawn("M0 0h.3h.3h.3h.3h.3h.3h.3h.3h.3h.3") == "m0 0h1 1 1")
        #expect(
            GridPath(exponent: -1, dropBelow: nil).redrawn("M10.04 10a5 5 0 011.04-2.96L3.5.5.25.75Z")
                == "m10 10a5 5 0 0 1 1.1-3l-7.6-6.5-3.2.3z")
    }

    @Test func smoothCurvesStaySmoothWhereTheyMirror() {
        #expect(
            GridPath(exponent: 0, dropBelow: nil).redrawn("M0 0C10 10 20 10 30 0S50-10 60 0Q70 10 80 0T100 0")
                == "m0 0c10 10 20 10 30 0s20-10 30 0q10 10 20 0t20 0")
    }

    @Test func aCurveWithinHalfAPixelOfItsChordIsDrawnAsALine() {
        // Two units a pixel: a curve whose control points stay within one unit of the line is that line; one that
        // bulges ten units, or whose control point reaches past its end, stays a curve.
        #expect(
            GridPath(pixel: 2, outline: 0).redrawn("M0 0C10 .5 20 .5 30 0C40 10 50 10 60 0Q100 0 90 0")
                == "m0 0h30c10 10 20 10 30 0q40 0 30 0")
    }

    @Test func subpathsUnderAPixelAreDroppedUnlessAStrokeMayShowThem() {
        let data = "M0 0h5v5zM100 100h50v50z"
        #expect(GridPath(pixel: 8, outline: 0).redrawn(data) == "m100 100h50v50z")
        #expect(GridPath(pixel: 8, outline: 4).redrawn(data) == "m0 0h5v5zm100 100h50v50z")
        #expect(GridPath(pixel: 8, outline: nil).redrawn(data) == "m0 0h5v5zm100 100h50v50z")
        #expect(GridPath(exponent: 0, dropBelow: nil).redrawn("M1 1 L") == nil)
    }

    /// A flag is a file the site's author supplies: whatever it holds, it is written, never a crash.
    @Test(arguments: [
        ("<svg viewBox=\"0 0 10 10\"><path d=\"M0 0", "<svg viewBox=\"0 0 10 10\"><path d=\"M0 0"),
        (
            "<svg viewBox=\"0 0 10 10\"><path d=\"M0 0L1e999 5\"/><rect width=\"nan\" height=\"inf\"/><circle r=\"1e400\"/>",
            "<svg viewBox=\"0 0 10 10\"><path d=\"M0 0L1e999 5\"/><rect width=\"nan\" height=\"inf\"/><circle r=\"1e400\"/>"
        ),
        (
            "<svg viewBox=\"0 0 640 480\"><g transform=\"scale(1e-320)\"><path d=\"M0 0h100\"/></g></svg>",
            "<svg viewBox=\"0 0 640 480\"><g transform=\"scale(1e-320)\"><path d=\"m0 0h100\"/></g></svg>"
        ),
        (
            "<svg viewBox=\"0 0 640 480\"><use href=\"#a\" transform=\"skewX(30)\"/><path d=\"M0 0h50.04\"/></svg>",
            "<svg viewBox=\"0 0 640 480\"><use href=\"#a\" transform=\"skewX(30)\"/><path d=\"m0 0h50\"/></svg>"
        ),
        ("<svg width=\"inf\" height=\"1\"><path d=\"M0 0h100.04\"/>", "<svg width=\"inf\" height=\"1\"><path d=\"m0 0h100\"/>"),
        (
            "<svg viewBox=\"0 0 640 480\"><svg viewBox=\"0 0 1 1\"><path d=\"M0 0h.04v.5\"/></svg><path d=\"M0 0h1\"/></svg>",
            "<svg viewBox=\"0 0 640 480\"><svg viewBox=\"0 0 1 1\"><path d=\"m0 0v.5\"/></svg></svg>"
        ),
        ("<svg", "<svg"), ("<", "<"), ("", ""),
    ])
    func aBrokenOrHostileFlagIsWrittenAsWellAsItCanBe(svg: String, expected: String) {
        #expect(SVGThumbnail.optimized(svg) == expected)
    }

    @Test(arguments: [(25, -1, "2.5"), (-5, -1, "-.5"), (3, 1, "30"), (0, -2, "0"), (-1234, -2, "-12.34"), (7, 0, "7")])
    func gridStepsAreWrittenAsTheShortestDecimal(steps: Int, exponent: Int, text: String) {
        #expect(PathWriter.decimal(steps, exponent: exponent) == text)
    }

    @Test func theSampleSiteHeaviestFlagComesDownToAFewKilobytes() throws {
        let url = Repository.root.appendingPathComponent("Content/flags/rs.svg")
        let original = try String(contentsOf: url, encoding: .utf8)
        let thumbnail = SVGThumbnail.optimized(original)
        #expect(original.utf8.count > 700_000)
        // Over the budget on the finest grid, so drawn on a coarser one.
        #expect(SVGGridPass(original).redrawn(coarseness: 1).utf8.count > SVGThumbnail.budget)
        #expect(thumbnail.utf8.count < 25_000)
    }
}
