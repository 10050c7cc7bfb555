/// The minutes each rule and time span selects, from its day's midnight.
extension OSMRule {
    /// The minutes the rule paints from its day's midnight; past 1440 for a night that runs on.
    var pieces: [OSMInterval] {
        if times.isEmpty { return [OSMInterval(from: 0, to: 1440, state: state)] }
        var pieces: [OSMInterval] = []
        for (i, span) in times.enumerated() {
            var own = span.pieces(state)
            // As in opening_hours.js, a guessed end stops where the rule's next span ends when that span starts
            // inside it: `07:00+,12:00-16:00` is unknown from 07:00, open from 12:00 and closed from 16:00.
            if span.openEnd, i + 1 < times.count, let guessed = own.last, let next = times[i + 1].pieces(state).last,
                let nextStart = times[i + 1].pieces(state).first?.from, nextStart >= guessed.from, nextStart < guessed.to
            {
                own[own.count - 1].to = min(guessed.to, max(next.to, guessed.from))
            }
            pieces += own
        }
        return pieces
    }

    var runsPastMidnight: Bool { pieces.contains { $0.to > 1440 } }
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
