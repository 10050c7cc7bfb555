/// Evaluating the rules: which rules hold on a day, what they paint, and the intervals of a time range.
extension OSMHours {
    /// Open and unknown intervals between two local times (minutes since 1970-01-01 00:00), sorted, joined and cut.
    ///
    /// Days are painted in order, each near the end of the timeline, and days with the same rules share one
    /// evaluation, so a century costs its days, not their square.
    public func intervals(from: Int, to: Int, holidays: OSMHolidays = .unknown) -> [OSMInterval] {
        guard from < to else { return [] }
        var timeline = OSMTimeline()
        var known: [[[Int]]: [OSMInterval]] = [:]
        let first = Self.floorDiv(from, 1440) - 3, last = Self.floorDiv(to - 1, 1440)
        let contexts = dayContexts(holidays)
        for day in first...last {
            let key = contexts.map { activeRules(day, $0) }
            let resolved = known[key] ?? resolvedDay(key)
            known[key] = resolved
            // A time owned by two days (a night running into the next day's hours) is open if either says so.
            for interval in resolved {
                let start = day * 1440 + interval.from, end = day * 1440 + interval.to
                if interval.state == .open {
                    timeline.paint(start, end, .open, interval.comment)
                } else {
                    timeline.paint(start, end, interval.state, interval.comment, sparing: .open)
                }
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
    func resolvedDay(_ activeInContexts: [[Int]]) -> [OSMInterval] {
        let results = activeInContexts.map { dayTimeline($0) }
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
        var timeline = OSMTimeline()
        var selected = OSMTimeline()
        for rule in active.map({ rules[$0] }) {
            var pieces = rule.times.flatMap { $0.pieces(rule.state) }
            if rule.times.isEmpty { pieces = [OSMInterval(from: 0, to: rule.state == .closed ? .max : 1440, state: rule.state)] }
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

extension OSMTimeSpan {
    /// The minutes this span selects, from the day's midnight; an open end is `unknown` for a guessed while.
    func pieces(_ state: OSMState) -> [OSMInterval] {
        let start = start.minutes
        let guessed: OSMState = state == .closed ? .closed : .unknown
        guard let endValue = end else {
            if openEnd { return [OSMInterval(from: start, to: Self.guessedEnd(start), state: guessed)] }
            return [OSMInterval(from: start, to: start + 1, state: state)]
        }
        var end = endValue.minutes
        if end <= start { end += 1440 }
        if let period {
            return stride(from: start, through: end, by: period).map { OSMInterval(from: $0, to: $0 + 1, state: state) }
        }
        var pieces = [OSMInterval(from: start, to: end, state: state)]
        if openEnd { pieces.append(OSMInterval(from: end, to: Self.guessedEnd(end), state: guessed)) }
        return pieces
    }

    /// How long an open end lasts, as opening_hours.js guesses it: to midnight from before 17:00,
    /// ten hours from the evening, eight from late at night.
    static func guessedEnd(_ start: Int) -> Int {
        if start >= 22 * 60 { return start + 8 * 60 }
        if start >= 17 * 60 { return start + 10 * 60 }
        return 1440
    }
}

extension OSMTimeValue {
    /// Sunrise and sunset are not computed: fixed times stand for them (dawn 05:30, sunrise 06:00,
    /// sunset 18:00, dusk 18:30), as opening_hours.js does without coordinates.
    var minutes: Int {
        switch self {
        case .fixed(let minutes): minutes
        case .event(let event, let offset):
            offset
                + {
                    switch event {
                    case .dawn: 330
                    case .sunrise: 360
                    case .sunset: 1080
                    case .dusk: 1110
                    }
                }()
        }
    }
}
