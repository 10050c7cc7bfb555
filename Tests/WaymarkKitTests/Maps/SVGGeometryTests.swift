import Testing

@testable import WaymarkKit

@Suite struct SVGGeometryTests {
    @Test(arguments: [(12, "1.2"), (10, "1"), (5, ".5"), (-5, "-.5"), (0, "0"), (-123, "-12.3"), (-120, "-12")])
    func formatsTenths(tenths: Int, text: String) {
        #expect(SVGPathWriter.format(tenths) == text)
    }

    @Test func writesRingsAndLinesCompactly() {
        var writer = SVGPathWriter()
        writer.addRing([(0, 0), (100, 5), (95, -12)])
        writer.addPolyline([(10, 10), (15, 10)])
        #expect(writer.text == "M0 0l10 .5-.5-1.7zM1 1l.5 0")
    }

    @Test func clipsARingToTheRectangle() {
        let clip = ClipRect(minX: 0, minY: 0, maxX: 10, maxY: 10)
        let triangle = clip.clip(ring: [(-5, 5), (5, -5), (15, 5)])
        let q = BasemapPainter.quantized(triangle, closed: true)
        // Inside the rectangle the triangle is the band 0 ≤ y ≤ 5, 10 px wide: 50 px², 5000 in tenths squared.
        #expect(BasemapPainter.signedArea(q).magnitude == 5000)
        // A ring around the whole rectangle clips to the rectangle itself.
        let around = clip.clip(ring: [(-50, -50), (50, -50), (50, 50), (-50, 50)])
        #expect(BasemapPainter.signedArea(BasemapPainter.quantized(around, closed: true)).magnitude == 10_000)
    }

    @Test func clipsSegmentsAndLines() throws {
        let clip = ClipRect(minX: 0, minY: 0, maxX: 10, maxY: 10)
        let (a, b) = try #require(clip.clip(segment: (-5, 5), (15, 5)))
        #expect(a == (0, 5) && b == (10, 5))
        #expect(clip.clip(segment: (-5, -5), (-1, 20)) == nil)
        let pieces = BasemapPainter.clippedPieces([(-5, 5), (5, 5), (5, 15), (8, 15), (8, 5)], clip: clip)
        #expect(pieces.map { $0.map { [$0.x, $0.y] } } == [[[0, 50], [50, 50], [50, 100]], [[80, 100], [80, 50]]])
    }

    @Test func simplificationKeepsEndsAndDropsDetailBelowTheTolerance() {
        // One pixel at zoom 0: vertices ranked up to ⌊−8·log2(1/256)⌋ = 64 stay.
        let coarse = SimplifyLevel(tolerance: 1.0 / 256)
        #expect(coarse.keeps(0))
        #expect(!coarse.keeps(255))
        #expect(coarse.keeps(UInt8(8 * 7)) && !coarse.keeps(UInt8(8 * 9)))
    }
}
