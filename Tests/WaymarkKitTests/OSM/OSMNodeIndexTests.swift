import Testing

@testable import WaymarkKit

/// The node index finds each kept node's coordinate by id across its chunks, in an extract sorted by id as in one
/// that is not.
@Suite struct OSMNodeIndexTests {
    /// Node `id` at latitude `id`, longitude `-id`, for even ids from 2 to 2 × (2 chunks + 3).
    static let count = 2 * OSMNodeIndex.chunkSize + 3

    @Test func findsNodesOnBothSidesOfAChunksEnd() {
        var index = OSMNodeIndex()
        for n in 1...Self.count { index.append(id: Int64(2 * n), latitude: Int32(2 * n), longitude: Int32(-2 * n)) }
        let edge = Int32(2 * OSMNodeIndex.chunkSize)
        #expect(
            index.runs(of: [Int64(edge), Int64(edge) + 2, Int64(edge) + 4])
                == [[edge, -edge, edge + 2, -edge - 2, edge + 4, -edge - 4]])
        // An odd id was never kept: it ends one run, and a run of one node is dropped.
        #expect(index.runs(of: [2, 4, 5, 6, 7, 2 * Int64(Self.count)]) == [[2, -2, 4, -4]])
        #expect(index.runs(of: [0, 1, 2 * Int64(Self.count) + 2]) == [])
    }

    @Test func sortsAnExtractWhoseNodesAreNotInOrderKeepingTheFirstOfTwoCopies() {
        var index = OSMNodeIndex()
        for n in stride(from: Self.count, through: 1, by: -1) {
            index.append(id: Int64(2 * n), latitude: Int32(2 * n), longitude: Int32(-2 * n))
        }
        index.append(id: 4, latitude: 99, longitude: 99)
        let last = Int32(2 * Self.count)
        #expect(index.runs(of: [2, 4, Int64(last)]) == [[2, -2, 4, -4, last, -last]])
    }
}
