/// A span of time in one state; minutes are counted from midnight of a day, or from 1970-01-01 00:00.
public struct OSMInterval: Sendable, Hashable {
    public var from: Int
    public var to: Int
    /// `open` or `unknown`; closed time is not listed.
    public var state: OSMState
    public var comment: String?

    public init(from: Int, to: Int, state: OSMState, comment: String? = nil) {
        self.from = from
        self.to = to
        self.state = state
        self.comment = comment
    }
}

/// Non-overlapping intervals in time order, painted over like layers: a later paint wins.
///
/// A paint finds the intervals it touches by binary search and replaces only those, so painting in time
/// order (day after day) costs the intervals touched, not the whole list.
struct OSMTimeline {
    private(set) var intervals: [OSMInterval] = []

    /// Sets `from..<to` to `state`; `closed` erases.
    mutating func paint(_ from: Int, _ to: Int, _ state: OSMState, _ comment: String?) {
        guard from < to else { return }
        let first = index(endingAfter: from)
        var last = first
        while last < intervals.count, intervals[last].from < to { last += 1 }
        var replacement: [OSMInterval] = []
        if first < last, intervals[first].from < from {
            replacement.append(
                OSMInterval(from: intervals[first].from, to: from, state: intervals[first].state, comment: intervals[first].comment))
        }
        if state != .closed { replacement.append(OSMInterval(from: from, to: to, state: state, comment: comment)) }
        if first < last, intervals[last - 1].to > to {
            let tail = intervals[last - 1]
            replacement.append(OSMInterval(from: to, to: tail.to, state: tail.state, comment: tail.comment))
        }
        intervals.replaceSubrange(first..<last, with: replacement)
    }

    /// The parts of `from..<to` no interval covers.
    func gaps(_ from: Int, _ to: Int) -> [(from: Int, to: Int)] {
        var start = from
        var gaps: [(from: Int, to: Int)] = []
        for interval in intervals[index(endingAfter: from)...] {
            guard interval.from < to else { break }
            if interval.from > start { gaps.append((start, interval.from)) }
            start = max(start, interval.to)
        }
        if start < to { gaps.append((start, to)) }
        return gaps
    }

    mutating func clear() { intervals = [] }

    /// The intervals cut to `from..<to`, with touching intervals of the same state and comment joined.
    func merged(from: Int = .min, to: Int = .max) -> [OSMInterval] {
        var out: [OSMInterval] = []
        for var interval in intervals {
            interval.from = max(interval.from, from)
            interval.to = min(interval.to, to)
            guard interval.from < interval.to else { continue }
            if let last = out.last, last.to == interval.from, last.state == interval.state, last.comment == interval.comment {
                out[out.count - 1].to = interval.to
            } else {
                out.append(interval)
            }
        }
        return out
    }

    /// The state at a minute, or nil when closed.
    func value(at minute: Int) -> OSMInterval? {
        let found = index(endingAfter: minute)
        return found < intervals.count && intervals[found].from <= minute ? intervals[found] : nil
    }

    /// The first interval that ends after `minute` (ends grow with starts, since intervals do not overlap).
    private func index(endingAfter minute: Int) -> Int {
        var low = 0, high = intervals.count
        while low < high {
            let middle = (low + high) / 2
            if intervals[middle].to <= minute { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
