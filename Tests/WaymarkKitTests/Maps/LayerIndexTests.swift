import Testing

@testable import WaymarkKit

/// The context layers' index finds every shape whose box meets a box, and few others.
@Suite struct LayerIndexTests {
    @Test func findsEveryShapeMeetingABoxAscendingAndOnce() {
        var index = LayerIndex()
        let cell = 1.0 / 4096  // a zoom-12 cell in world units
        // 0: inside cell (100, 100); 1: across cells 100 to 102; 2: far away; 3: wider than 64 cells, looked at always.
        index.add(0, box: Box(minX: 100.2 * cell, minY: 100.2 * cell, maxX: 100.4 * cell, maxY: 100.4 * cell))
        index.add(1, box: Box(minX: 100.5 * cell, minY: 100.5 * cell, maxX: 102.5 * cell, maxY: 100.6 * cell))
        index.add(2, box: Box(minX: 3000 * cell, minY: 3000 * cell, maxX: 3000.5 * cell, maxY: 3000.5 * cell))
        index.add(3, box: Box(minX: 0, minY: 0, maxX: 0.5, maxY: 0.5))
        #expect(index.ids(meeting: Box(minX: 100.1 * cell, minY: 100.1 * cell, maxX: 101.2 * cell, maxY: 100.9 * cell)) == [0, 1, 3])
        #expect(index.ids(meeting: Box(minX: 102.1 * cell, minY: 100.1 * cell, maxX: 102.2 * cell, maxY: 100.2 * cell)) == [1, 3])
        #expect(index.ids(meeting: Box(minX: 3000.1 * cell, minY: 3000.1 * cell, maxX: 3000.2 * cell, maxY: 3000.2 * cell)) == [2, 3])
        // A box past the world's edge is clamped to the edge's cells.
        #expect(index.ids(meeting: Box(minX: -0.1, minY: -0.1, maxX: -0.05, maxY: -0.05)) == [3])
    }
}
