/// A calendar day without a time zone; `year` nil: the same day every year (from an OSM rule such as `Dec 25 off`).
public struct CalendarDay: Sendable, Hashable, Comparable {
    // Eight bytes rather than thirty-two: a location may have a dozen special days, each with two of these.
    /// The year, or `Int32.min` for every year.
    private var storedYear: Int32
    private var storedMonth: UInt8
    private var storedDay: UInt8

    var year: Int? {
        get { storedYear == .min ? nil : Int(storedYear) }
        set { storedYear = newValue.map { Int32(clamping: $0) } ?? .min }
    }
    var month: Int {
        get { Int(storedMonth) }
        set { storedMonth = UInt8(clamping: newValue) }
    }
    public var day: Int {
        get { Int(storedDay) }
        set { storedDay = UInt8(clamping: newValue) }
    }

    public init(year: Int?, month: Int, day: Int) {
        storedYear = year.map { Int32(clamping: $0) } ?? .min
        storedMonth = UInt8(clamping: month)
        storedDay = UInt8(clamping: day)
    }

    /// `2026-12-25`, or `12-25` for every year: the form the "open now" script compares with.
    var iso: String {
        let md = Self.two(month) + "-" + Self.two(day)
        return year.map { "\($0)-" + md } ?? md
    }

    /// "Friday 25 December 2026", or "25 December" (every year).
    public var text: String {
        let month = Self.monthNames[month - 1]
        guard let year else { return "\(day) \(month)" }
        let weekday = OpeningHours.Weekday.allCases[OSMCalendar.weekday(OSMCalendar.dayNumber(year, self.month, day))]
        return "\(weekday.name) \(day) \(month) \(year)"
    }

    /// The weekday, when the day has a year.
    var weekday: OpeningHours.Weekday? {
        year.map { OpeningHours.Weekday.allCases[OSMCalendar.weekday(OSMCalendar.dayNumber($0, month, day))] }
    }

    /// `YYYY-MM-DD` of a real date; nil for any other text or a day the month does not have.
    public static func parse(_ text: String) -> CalendarDay? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month),
            (1...OSMCalendar.daysInMonth(year, month)).contains(day)
        else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }

    public static func < (a: CalendarDay, b: CalendarDay) -> Bool {
        (a.year ?? 0, a.month, a.day) < (b.year ?? 0, b.month, b.day)
    }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

/// Hours that replace the weekly ones on some dates: a holiday closed all day, or opening late on Christmas Eve.
struct SpecialHours: Sendable, Hashable {
    /// "Christmas Day"; may be empty.
    var name: String
    var from: CalendarDay
    /// The last day, inclusive (the same as `from` for one day).
    var through: CalendarDay
    /// Open intervals per weekday in the period; a weekday missing or empty is closed all day.
    var weekly: OpeningHours.Week
    var notes: String

    init(
        name: String, from: CalendarDay, through: CalendarDay, weekly: OpeningHours.Week,
        notes: String = ""
    ) {
        self.name = name
        self.from = from
        self.through = through
        self.weekly = weekly
        self.notes = notes
    }

    /// The same intervals on every day of the period.
    init(name: String, from: CalendarDay, through: CalendarDay, every intervals: [OpeningHours.Interval], notes: String = "") {
        self.init(name: name, from: from, through: through, weekly: OpeningHours.Week(every: intervals), notes: notes)
    }

    var isClosed: Bool { weekly.values.allSatisfy(\.isEmpty) }

    /// Whether every weekday has the same intervals.
    var isUniform: Bool {
        let first = weekly[.mon] ?? []
        return OpeningHours.Weekday.allCases.allSatisfy { (weekly[$0] ?? []) == first }
    }
}
