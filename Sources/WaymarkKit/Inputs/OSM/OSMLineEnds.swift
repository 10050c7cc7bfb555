/// The end points of lines by group, for chaining lines end to end: one sorted array of 16 bytes an end, where a
/// dictionary of arrays took about a hundred (a region's take has millions of lines).
struct OSMLineEnds {
    /// Each line's group as a number, -1 for none.
    private var groupIds: [Int32] = []
    /// Group, latitude, longitude and line of each end of each line of a group, sorted in that order.
    private var ends: [SIMD4<Int32>] = []

    init<Group: Hashable>(_ lines: [[Int32]], groups: [Group?]) {
        var ids: [Group: Int32] = [:]
        groupIds.reserveCapacity(lines.count)
        for i in lines.indices {
            guard let group = groups[i] else {
                groupIds.append(-1)
                continue
            }
            let id = ids[group] ?? Int32(ids.count)
            ids[group] = id
            groupIds.append(id)
            let last = lines[i].count - 2
            ends.append(SIMD4(id, lines[i][0], lines[i][1], Int32(i)))
            ends.append(SIMD4(id, lines[i][last], lines[i][last + 1], Int32(i)))
        }
        ends.sort { Self.precedes($0, $1) }
    }

    /// The line's group number, nil when it has none.
    func group(of line: Int) -> Int32? { groupIds[line] < 0 ? nil : groupIds[line] }

    /// The lines of the same group as `line` with an end at `point`, in the order of their index.
    func lines(of line: Int, at point: OSMTake.Point) -> [Int] {
        guard let group = group(of: line) else { return [] }
        let key = SIMD4(group, point.latitude, point.longitude, -1)
        var low = 0, high = ends.count
        while low < high {
            let middle = (low + high) / 2
            if Self.precedes(ends[middle], key) { low = middle + 1 } else { high = middle }
        }
        var found: [Int] = []
        while low < ends.count, ends[low][0] == group, ends[low][1] == point.latitude, ends[low][2] == point.longitude {
            found.append(Int(ends[low][3]))
            low += 1
        }
        return found
    }

    private static func precedes(_ a: SIMD4<Int32>, _ b: SIMD4<Int32>) -> Bool {
        for k in 0..<4 where a[k] != b[k] { return a[k] < b[k] }
        return false
    }
}
