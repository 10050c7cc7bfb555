/// A location's weekly opening hours in its own time zone.
public struct OpeningHours: Sendable, Hashable {
    public enum Weekday: String, Sendable, Hashable, CaseIterable, Comparable {
        case mon, tue, wed, thu, fri, sat, sun

        public var name: String {
            switch self {
            case .mon: "Monday"
            case .tue: "Tuesday"
            case .wed: "Wednesday"
            case .thu: "Thursday"
            case .fri: "Friday"
            case .sat: "Saturday"
            case .sun: "Sunday"
            }
        }

        /// The day as schema.org's `dayOfWeek` takes it ("Monday"; the `https://schema.org/Monday` URL means the same).
        var schemaName: String { name }

        /// Its place in the week, Monday first.
        var ordinal: Int {
            switch self {
            case .mon: 0
            case .tue: 1
            case .wed: 2
            case .thu: 3
            case .fri: 4
            case .sat: 5
            case .sun: 6
            }
        }

        /// Hashes the day's place, not its raw string (the default for a raw-valued enum), which made every
        /// lookup in a week's table hash a string.
        public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

        public static func < (a: Weekday, b: Weekday) -> Bool { a.ordinal < b.ordinal }
    }

    /// An opening interval in minutes from midnight. `closes <= opens` runs past midnight;
    /// 0 to 1440 is open all day.
    public struct Interval: Sendable, Hashable {
        var opens: Int
        public var closes: Int

        /// A closing time of 23:59 is the end of the day (feeds write "00:00–23:59" for a whole day), so it is
        /// kept as 24:00: the day is shown as open all day, and "open now" never says it closes at 23:59.
        public init(opens: Int, closes: Int) {
            self.opens = opens
            self.closes = closes == 1439 ? 1440 : closes
        }

        var isAllDay: Bool { opens == 0 && closes == 1440 }
        var passesMidnight: Bool { closes <= opens }

        static func clock(_ minutes: Int) -> String {
            let h = minutes / 60, m = minutes % 60
            return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
        }
    }

    /// IANA time zone name ("Europe/London").
    public var timeZone: String
    /// Open intervals per day; a day that is missing or empty is closed.
    var weekly: Week
    public var notes: String
    /// The OpenStreetMap `opening_hours` value these hours came from, when the week cannot say all of it.
    var osm = ""
    /// Dated exceptions (holidays), sorted by their first day; the weekly hours apply on every other day.
    var special: [SpecialHours] = []

    init(timeZone: String, weekly: Week, notes: String = "") {
        self.timeZone = timeZone
        self.weekly = weekly
        self.notes = notes
    }

    public func intervals(on day: Weekday) -> [Interval] { weekly[day] ?? [] }
}
