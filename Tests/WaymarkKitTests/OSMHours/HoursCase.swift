import Testing
@testable import WaymarkKit

/// One evaluation example: an `opening_hours` value, a local time range and the intervals expected in it,
/// each written `FROM - TO`, then ` unknown` for that state and the comment in quotes if there is one.
struct HoursCase: Sendable, CustomTestStringConvertible {
    var expression: String
    var from: String
    var to: String
    var expected: [String]

    init(_ expression: String, _ from: String, _ to: String, _ expected: [String]) {
        self.expression = expression
        self.from = from
        self.to = to
        self.expected = expected
    }

    var testDescription: String { "\(expression) [\(from), \(to))" }

    func actual() throws -> [String] {
        let hours = try OSMHours(expression)
        let intervals = hours.intervals(from: OSMCalendar.minutes(from)!, to: OSMCalendar.minutes(to)!)
        return intervals.map { interval in
            var text = OSMCalendar.text(interval.from) + " - " + OSMCalendar.text(interval.to)
            if interval.state != .open { text += " \(interval.state.rawValue)" }
            if let comment = interval.comment { text += " \"\(comment)\"" }
            return text
        }
    }
}
