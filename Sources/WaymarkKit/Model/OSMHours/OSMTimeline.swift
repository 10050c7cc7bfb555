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
struct OSMTimeline {
    private(set) var intervals: [OSMInterval] = []

    /// Sets `from..<to` to `state`; `closed` erases.
    mutating func paint(_ from: Int, _ to: Int, _ state: OSMState, _ comment: String?) {
        guard from < to else { return }
        var kept: [OSMInterval] = []
        for interval in intervals {
            if interval.to <= from || interval.from >= to {
                kept.append(interval)
                continue
            }
            if interval.from < from {
                kept.append(OSMInterval(from: interval.from, to: from, state: interval.state, comment: interval.comment))
            }
            if interval.to > to { kept.append(OSMInterval(from: to, to: interval.to, state: interval.state, comment: interval.comment)) }
        }
        if state != .closed { kept.append(OSMInterval(from: from, to: to, state: state, comment: comment)) }
        intervals = kept.sorted { $0.from < $1.from }
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
        intervals.first { $0.from <= minute && minute < $0.to }
    }
}
