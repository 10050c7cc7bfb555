/// Evaluating the rules: which rules hold on a day, what they paint, and the intervals of a time range.
extension OSMHours {
    /// Open and unknown intervals between two local times (minutes since 1970-01-01 00:00), sorted, joined and cut.
    ///
    /// Days are painted in order, each near the end of the timeline, and days with the same rules share one
    /// evaluation, so a century costs its days, not their square.
    public func intervals(from: Int, to: Int, holidays: OSMHolidays = .unknown) -> [OSMInterval] {
        guard from < to else { return [] }
        var timeline = OSMTimeline()
        var known: [[[OSMRuleUse]]: [OSMInterval]] = [:]
        let first = Self.floorDiv(from, 1440), last = Self.floorDiv(to - 1, 1440)
        let contexts = dayContexts(holidays)
        let nights = rules.map(\.runsPastMidnight)
        for day in first...last {
            let key = contexts.map { ruleUses(day, $0, nights: nights) }
            let resolved = known[key] ?? resolvedDay(key)
            known[key] = resolved
            for interval in resolved {
                timeline.paint(day * 1440 + interval.from, day * 1440 + interval.to, interval.state, interval.comment)
            }
        }
        return timeline.merged(from: from, to: to)
    }

    /// The contexts a day is evaluated in: holidays that are not known are tried both ways.
    func dayContexts(_ holidays: OSMHolidays) -> [OSMDayContext] {
        var contexts = [OSMDayContext(holidays: holidays)]
        if usesPublicHolidays, holidays.publicHolidays == nil {
            contexts += contexts.map {
                var c = $0; c.assumePublic = true; return c
            }
        }
        if usesSchoolHolidays, holidays.schoolHolidays == nil {
            contexts += contexts.map {
                var c = $0; c.assumeSchool = true; return c
            }
        }
        return contexts
    }

    /// A day's intervals in minutes from its midnight (past 1440 for a night that runs on), given the rules that
    /// hold in each context; times the contexts disagree on are `unknown`.
    func resolvedDay(_ usesInContexts: [[OSMRuleUse]]) -> [OSMInterval] {
        let results = usesInContexts.map { dayTimeline(uses: $0) }
        guard results.count > 1, results.contains(where: { $0.intervals != results[0].intervals }) else {
            return results[0].merged()
        }
        let bounds = Set(results.flatMap { $0.intervals.flatMap { [$0.from, $0.to] } }).sorted()
        var combined = OSMTimeline()
        for (start, end) in zip(bounds, bounds.dropFirst()) {
            let values = results.map { $0.value(at: start).map { [$0.state.rawValue, $0.comment ?? ""] } ?? [] }
            if values.allSatisfy({ $0 == values[0] }) {
                if let interval = results[0].value(at: start) { combined.paint(start, end, interval.state, interval.comment) }
            } else {
                combined.paint(start, end, .unknown, nil)
            }
        }
        return combined.merged()
    }

    /// The rules that paint a day, as opening_hours.js orders them: each rule that holds on the day, followed by
    /// the part past midnight of the same rule when it held the day before. The night part never replaces
    /// earlier rules, but a later normal rule that opens replaces it: `22:00-02:00; Tu 12:00-14:00` is closed
    /// on Tuesday 00:00-02:00.
    func ruleUses(_ day: Int, _ context: OSMDayContext, nights: [Bool]) -> [OSMRuleUse] {
        var uses: [OSMRuleUse] = []
        for (index, rule) in rules.enumerated() {
            if rule.matches(day, context) {
                if rule.kind == .normal, rule.state != .closed { uses = [] }
                uses.append(OSMRuleUse(index: index, night: false))
            }
            if nights[index], rule.matches(day - 1, context) { uses.append(OSMRuleUse(index: index, night: true)) }
        }
        return uses
    }

    /// The rules that hold on a day, as indices into `rules`: a normal rule that opens replaces earlier ones; an
    /// additional rule, a closing one and a fallback one add to them.
    func activeRules(_ day: Int, _ context: OSMDayContext) -> [Int] {
        var active: [Int] = []
        for (index, rule) in rules.enumerated() where rule.matches(day, context) {
            if rule.kind == .normal, rule.state != .closed { active = [] }
            active.append(index)
        }
        return active
    }

    /// What the day's rules paint, in order; a fallback rule only paints times no earlier rule selected.
    func dayTimeline(_ day: Int, _ context: OSMDayContext) -> OSMTimeline { dayTimeline(activeRules(day, context)) }

    func dayTimeline(_ active: [Int]) -> OSMTimeline {
        // A whole day closed also closes the night this day's own rules run into.
        paint(
            active.map {
                (
                    rules[$0],
                    rules[$0].times.isEmpty && rules[$0].state == .closed
                        ? [OSMInterval(from: 0, to: .max, state: .closed)] : rules[$0].pieces
                )
            })
    }

    /// What the rules paint on one day only (0..<1440): a rule's own day up to midnight, a night part after it.
    func dayTimeline(uses: [OSMRuleUse]) -> OSMTimeline {
        paint(
            uses.map { use in
                let rule = rules[use.index]
                let pieces = rule.pieces.compactMap { piece in
                    var piece = piece
                    (piece.from, piece.to) = use.night ? (max(piece.from, 1440) - 1440, piece.to - 1440) : (piece.from, min(piece.to, 1440))
                    return piece.from < piece.to ? piece : nil
                }
                return (rule, pieces)
            })
    }

    private func paint(_ layers: [(rule: OSMRule, pieces: [OSMInterval])]) -> OSMTimeline {
        var timeline = OSMTimeline()
        var selected = OSMTimeline()
        for (rule, pieces) in layers {
            for piece in pieces {
                let gaps = rule.kind == .fallback ? selected.gaps(piece.from, piece.to) : [(piece.from, piece.to)]
                for gap in gaps {
                    timeline.paint(gap.from, gap.to, piece.state, rule.comment)
                    selected.paint(gap.from, gap.to, .open, nil)
                }
            }
        }
        return timeline
    }

    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : (a - b + 1) / b }
}

/// A rule painting a day: on the day it holds, or (`night`) the part past midnight of the day before.
struct OSMRuleUse: Hashable {
    var index: Int
    var night: Bool
}
