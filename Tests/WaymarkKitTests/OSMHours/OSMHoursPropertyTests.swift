import Testing

@testable import WaymarkKit

/// Random valid values evaluate the same through their printed form: parse → print → parse gives the same
/// intervals, and the printed form prints as itself. The values come from a fixed seed, so a failure repeats.
@Suite struct OSMHoursPropertyTests {
    /// SplitMix64: a small generator with a fixed seed.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        mutating func chance(_ percent: Int) -> Bool { next(100) < percent }
        mutating func pick(_ options: [String]) -> String { options[next(options.count)] }
    }

    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    static func value(_ random: inout Random) -> String {
        var rules: [String] = []
        for i in 0..<(1 + random.next(4)) {
            var parts: [String] = []
            if random.chance(15) {
                let from = 2025 + random.next(3)
                parts.append(
                    random.chance(50)
                        ? "\(from)" : random.chance(50) ? "\(from)+" : "\(from)-\(from + 1 + random.next(4))/\(1 + random.next(3))")
            }
            if random.chance(30) { parts.append(monthday(&random)) }
            if random.chance(15) {
                let from = 1 + random.next(40)
                parts.append("week \(two(from))-\(two(from + random.next(13)))" + (random.chance(50) ? "/\(2 + random.next(3))" : ""))
            }
            if random.chance(70) { parts.append(weekdays(&random)) }
            if random.chance(80) { parts.append(times(&random)) }
            if random.chance(25) { parts.append(random.pick(["off", "unknown", "open"])) }
            if random.chance(15) { parts.append(random.pick(["\"call first\"", "\"by appointment\""])) }
            let separator = i == 0 ? "" : random.pick(["; ", "; ", ", ", " || "])
            rules.append(separator + (parts.isEmpty ? "24/7" : parts.joined(separator: " ")))
        }
        return rules.joined()
    }

    static func monthday(_ random: inout Random) -> String {
        let months = OSMNames.months
        let m = random.next(12), day = 1 + random.next(28)
        switch random.next(6) {
        case 0: return months[m]
        case 1: return "\(months[m])-\(months[random.next(12)])"
        case 2: return "\(months[m]) \(two(day))-\(months[random.next(12)]) \(two(1 + random.next(28)))"
        case 3: return "\(months[m]) \(two(day)),\(two(min(28, day + 1 + random.next(3))))"
        case 4: return "\(months[m]) \(two(day))-\(two(min(28, day + 1 + random.next(10))))/\(2 + random.next(4))"
        default: return random.pick(["easter", "easter -2 days", "easter -1 day-easter +1 day", "Mar Su[-1]-Oct Su[-1]"])
        }
    }

    static func weekdays(_ random: inout Random) -> String {
        let days = OSMNames.weekdays
        var list: [String] = []
        for _ in 0..<(1 + random.next(2)) {
            switch random.next(4) {
            case 0: list.append(days[random.next(7)])
            case 1: list.append("\(days[random.next(7)])-\(days[random.next(7)])")
            case 2: list.append("\(days[random.next(7)])[\(random.pick(["1", "2", "-1", "1,3"]))]")
            default: list.append(random.pick(["Sa,Su", "Mo-Fr", "Su"]))
            }
        }
        return list.joined(separator: ",")
    }

    static func times(_ random: inout Random) -> String {
        var spans: [String] = []
        for _ in 0..<(1 + random.next(3)) {
            let start = random.next(24 * 4) * 15, length = 15 + random.next(20 * 4) * 15
            let text = "\(two(start / 60)):\(two(start % 60))"
            switch random.next(8) {
            case 0: spans.append(text + "+")
            case 1: spans.append(random.pick(["sunrise-sunset", "(sunrise+01:00)-(sunset-00:30)", "dawn-12:00"]))
            default:
                let end = start + length
                spans.append(text + "-\(two(end / 60)):\(two(end % 60))")
            }
        }
        return spans.joined(separator: ",")
    }

    @Test func parsePrintParseGivesTheSameIntervals() throws {
        var random = Random(state: 2026)
        let from = OSMCalendar.minutes("2026-01-01T00:00")!, to = OSMCalendar.minutes("2027-03-01T00:00")!
        var checked = 0
        for _ in 0..<200 {
            let value = Self.value(&random)
            let hours = try OSMHours(value)
            let printed = try OSMHours(hours.normalized)
            #expect(printed.normalized == hours.normalized, "\(value)")
            #expect(printed.corrections == [], "\(value)")
            #expect(printed.intervals(from: from, to: to) == hours.intervals(from: from, to: to), "\(value)")
            checked += 1
        }
        #expect(checked == 200)
    }
}
