/// A parsed OpenStreetMap `opening_hours` value (wiki: Key:opening_hours/specification).
public struct OSMHours: Sendable, Hashable {
    /// The value as written.
    public let source: String
    let rules: [OSMRule]
    /// What tolerant reading changed, by column; empty for a value written as the specification says.
    public private(set) var corrections: [OSMHoursCorrection] = []

    /// The longest value taken, in characters: OpenStreetMap keeps at most 255, so a longer one is not map data,
    /// and parsing one takes memory many times its length.
    static let maxLength = 2_000
    /// The most rules a value may have.
    static let maxRules = 200
    /// The most time spans and points the rules' times may add up to (`00:00-24:00/00:01` alone makes 1,441).
    static let maxTimes = 1_000

    /// Parses `source`, correcting what opening_hours.js corrects unless `strict`; an invalid value throws the first
    /// error with its column and a hint.
    public init(_ source: String, strict: Bool = false) throws(OSMHoursError) {
        if let end = source.index(source.startIndex, offsetBy: Self.maxLength, limitedBy: source.endIndex), end < source.endIndex {
            throw OSMHoursError(
                column: Self.maxLength + 1, "the value is longer than \(PageRenderer.grouped(Self.maxLength)) characters",
                hint: "OpenStreetMap keeps at most 255; put longer explanations in the notes")
        }
        var parser = try OSMHoursParser(source)
        self.source = source
        self.rules = try parser.parse()
        self.corrections = parser.corrections.sorted { $0.column < $1.column }
        if strict, let first = corrections.first { throw first.error }
    }

    /// Whether a rule uses public (`PH`) or school (`SH`) holidays.
    var usesPublicHolidays: Bool { rules.contains { $0.weekdays?.holidays.contains { $0.kind == .publicHoliday } ?? false } }
    var usesSchoolHolidays: Bool { rules.contains { $0.weekdays?.holidays.contains { $0.kind == .schoolHoliday } ?? false } }
}

/// The state a rule gives the times it selects.
public enum OSMState: String, Sendable, Hashable {
    case open, closed, unknown
}

/// One rule: selectors that pick days and times, and the state they get.
struct OSMRule: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case normal, additional, fallback }

    var kind: Kind = .normal
    var years: [OSMYearRange] = []
    var monthdays: [OSMMonthdayRange] = []
    var weeks: [OSMWeekRange] = []
    var weekdays: OSMWeekdaySelector?
    /// Empty: the whole day.
    var times: [OSMTimeSpan] = []
    var state: OSMState = .open
    var comment: String?
}

struct OSMYearRange: Sendable, Hashable {
    var from: Int
    var to: Int
    var step = 1
}

struct OSMWeekRange: Sendable, Hashable {
    var from: Int
    var to: Int
    var step = 1
}

/// A date in a month-day selector: a fixed day or easter, with an optional year and offsets.
struct OSMDateSpec: Sendable, Hashable {
    enum Day: Sendable, Hashable {
        case fixed(month: Int, day: Int)
        /// `Jan Su[2]`: the second Sunday of January; `Oct Su[-1]` the last one of October.
        case nth(month: Int, weekday: Int, nth: Int)
        case easter
    }
    var year: Int?
    var day: Day
    /// `+Su`: the next Sunday on or after the date (positive), `-Su` the one before (negative); 0-based weekday + 1.
    var weekdayShift = 0
    var dayOffset = 0
}

enum OSMMonthdayRange: Sendable, Hashable {
    case months(fromYear: Int?, from: Int, toYear: Int?, to: Int)
    /// `Jan 01-31/8`: every `step`th day of the range from its first.
    case dates(from: OSMDateSpec, to: OSMDateSpec?, openEnded: Bool, step: Int = 1)
}

struct OSMWeekdayRange: Sendable, Hashable {
    /// 0 is Monday.
    var from: Int
    var to: Int
    /// Which occurrences in the month (1...5, -1...-5); empty: every one.
    var nth: Set<Int> = []
    var dayOffset = 0
}

struct OSMHoliday: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case publicHoliday, schoolHoliday }
    var kind: Kind
    var dayOffset = 0
}

struct OSMWeekdaySelector: Sendable, Hashable {
    var days: [OSMWeekdayRange] = []
    var holidays: [OSMHoliday] = []
    /// `PH Mo-Fr` (a space) selects holidays that are also those weekdays; `PH,Mo-Fr` either.
    var intersect = false
}

enum OSMTimeValue: Sendable, Hashable {
    enum Event: String, Sendable, Hashable, CaseIterable { case dawn, sunrise, sunset, dusk }
    case fixed(Int)
    case event(Event, offset: Int)
}

struct OSMTimeSpan: Sendable, Hashable {
    var start: OSMTimeValue
    var end: OSMTimeValue?
    var openEnd = false
    /// `10:00-16:00/01:00`: points in time every this many minutes.
    var period: Int?
}
