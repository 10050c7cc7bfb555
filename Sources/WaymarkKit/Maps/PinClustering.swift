import Foundation

/// Groups pins whose marks would overlap at the view's scale. Pins closer than `radius` merge
/// first (greedily, in input order, using a grid so 100,000 pins take one pass); then groups whose
/// circles touch merge again until no marks overlap. Deterministic: same input, same groups.
enum PinClustering {
    /// Groups of indices into `points`, each sorted, listed by their first member. Points with
    /// `eligible[i] == false` (the selected pin) always stay alone.
    ///
    /// `radius` and the circles' sizes are in CSS pixels; `unitsPerPixel` is how many map units one CSS pixel
    /// spans on the narrowest screen the map is drawn at. The marks keep their size in CSS pixels while the map
    /// shrinks, so grouping at that scale is what keeps them apart on a phone (a wider screen shows them further apart).
    static func groups(_ points: [(x: Double, y: Double)], eligible: [Bool], radius: Double, unitsPerPixel: Double = 1) -> [[Int]] {
        guard radius > 0 else { return points.indices.map { [$0] } }
        var groups = points.indices.map { Group(members: [$0], x: points[$0].x, y: points[$0].y, eligible: eligible[$0]) }
        // A pin's mark is 24 CSS pixels wide: two closer than that would overlap.
        let pinReach = max(radius / 2, 12)
        groups = mergePass(groups) { _ in pinReach * unitsPerPixel }
        // Then circles that touch merge, their size growing with the count, until none do.
        for _ in 0..<8 {
            let merged = mergePass(groups) {
                ($0.members.count > 1 ? markerRadius($0.members.count) + 2 : pinReach) * unitsPerPixel
            }
            if merged.count == groups.count { break }
            groups = merged
        }
        return groups.map(\.members)
    }

    /// The radius of a cluster's circle for a count, in pixels.
    static func markerRadius(_ count: Int) -> Double { 11 + min(8, 2.2 * log10(Double(max(count, 1)))) }

    struct Group {
        var members: [Int]
        var x: Double
        var y: Double
        let eligible: Bool
    }

    private static func mergePass(_ groups: [Group], reach: (Group) -> Double) -> [Group] {
        let reaches = groups.map(reach)
        let neighbours = groups.count <= 64 ? allPairs(groups) : grid(groups, cellSize: max(2 * (reaches.max() ?? 0), 1))
        var taken = [Bool](repeating: false, count: groups.count)
        var result: [Group] = []
        for (index, group) in groups.enumerated() where !taken[index] {
            taken[index] = true
            guard group.eligible else {
                result.append(group)
                continue
            }
            // Everything within reach of this group's position joins it, summed in index order so
            // the centre is the same bit for bit however the candidates were found.
            var joined: [Int] = []
            for other in neighbours(index) where !taken[other] && groups[other].eligible {
                let limit = reaches[index] + reaches[other]
                let dx = groups[other].x - group.x, dy = groups[other].y - group.y
                if dx * dx + dy * dy < limit * limit { joined.append(other) }
            }
            var merged = group
            var weightX = group.x * Double(group.members.count), weightY = group.y * Double(group.members.count)
            for other in joined.sorted() {
                taken[other] = true
                merged.members += groups[other].members
                weightX += groups[other].x * Double(groups[other].members.count)
                weightY += groups[other].y * Double(groups[other].members.count)
            }
            let n = Double(merged.members.count)
            merged.members.sort()
            merged.x = weightX / n
            merged.y = weightY / n
            result.append(merged)
        }
        return result.sorted { $0.members[0] < $1.members[0] }
    }

    /// For a few groups: every later group is a candidate.
    private static func allPairs(_ groups: [Group]) -> (Int) -> [Int] {
        { index in Array((index + 1)..<groups.count) }
    }

    /// For many groups: the groups in the 3 × 3 grid cells around one (cells as wide as the largest reach, doubled).
    private static func grid(_ groups: [Group], cellSize: Double) -> (Int) -> [Int] {
        var cells: [Cell: [Int]] = [:]
        for (index, group) in groups.enumerated() where group.eligible {
            cells[Cell(group.x, group.y, cellSize), default: []].append(index)
        }
        return { index in
            let home = Cell(groups[index].x, groups[index].y, cellSize)
            var found: [Int] = []
            for dy in -1...1 {
                for dx in -1...1 { found += cells[Cell(x: home.x + dx, y: home.y + dy)] ?? [] }
            }
            return found.filter { $0 > index }
        }
    }

    private struct Cell: Hashable {
        let x: Int, y: Int

        init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }

        init(_ px: Double, _ py: Double, _ size: Double) {
            x = Int((px / size).rounded(.down))
            y = Int((py / size).rounded(.down))
        }
    }
}
