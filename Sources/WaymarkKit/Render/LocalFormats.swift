import Foundation

/// How pages write times, dates, weekdays, numbers and distances in one language, by CLDR through ICU.
struct LocalFormats: Sendable {
    /// The language tag the formats were made for, as the site wrote it ("en", "en-US", "fr").
    let tag: String
    /// The locale whose conventions apply: a bare "en" means British conventions, as Waymark's pages always showed.
    let locale: Locale
    /// The days in the order this language's weeks run (Monday first in most of Europe, Sunday in the US).
    let week: [OpeningHours.Weekday]
    private let clocks: [String]
    private let weekdayNames: [String]
    private let fullDate: Date.FormatStyle
    private let yearlessDate: Date.FormatStyle
    /// Gregorian in UTC, made once: `date` turns every holiday row's and notice's day into an instant with it.
    private let calendar: Calendar
    /// Each day `date` has written: a site's locations share their holidays, and ICU's formatting of a day costs
    /// more than the rest of its row.
    private let writtenDates = Locked<[CalendarDay: String]>([:])

    /// The formats of a BCP 47 language tag; never the machine's own locale, which on Linux is fixed.
    init(tag: String) {
        self.tag = tag
        locale = Locale(identifier: Self.localeIdentifier(tag))
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        // Gregorian and UTC always: a locale's own calendar (ar-SA's Islamic one) would move the day, and the
        // clock strings are times of day, not instants.
        let utc = TimeZone(identifier: "UTC")!
        calendar.timeZone = utc
        let first = calendar.firstWeekday  // 1 is Sunday, as Foundation counts
        week = (0..<7).map { OpeningHours.Weekday.allCases[($0 + first + 5) % 7] }
        let clock = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: utc).hour().minute()
        clocks = (0..<1440).map { Date(timeIntervalSince1970: Double($0 * 60)).formatted(clock) }
        let weekday = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: utc).weekday(.wide)
        // 5 January 1970 was a Monday.
        weekdayNames = (0..<7).map { Date(timeIntervalSince1970: Double((4 + $0) * 86_400)).formatted(weekday) }
        let date = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: utc)
        fullDate = date.weekday(.wide).day().month(.wide).year()
        yearlessDate = date.day().month(.wide)
        self.calendar = calendar
    }

    /// The locale of a tag: ICU reads BCP 47 itself (`ar-SA-u-nu-latn` included); a bare or missing `en` is British.
    static func localeIdentifier(_ tag: String) -> String {
        ["", "en"].contains(tag.lowercased()) ? "en-GB" : tag
    }

    /// A time of day from minutes after midnight: "09:00" (en, en-GB, fr, de), "9:00 AM" (en-US); 1440 is midnight.
    func time(_ minutes: Int) -> String { clocks[((minutes % 1440) + 1440) % 1440] }

    /// The weekday's name as it stands alone in a table row ("Monday", "lundi", "Montag").
    func name(of day: OpeningHours.Weekday) -> String { weekdayNames[day.ordinal] }

    /// "Friday, 25 December 2026" (en), "Friday, December 25, 2026" (en-US), "vendredi 25 décembre 2026" (fr); a day
    /// without a year ("every 25 December") has no weekday: "25 December".
    func date(_ day: CalendarDay) -> String {
        if let written = writtenDates.withLock({ $0[day] }) { return written }
        let text = formattedDate(day)
        writtenDates.withLock { $0[day] = text }
        return text
    }

    private func formattedDate(_ day: CalendarDay) -> String {
        let components = DateComponents(year: day.year ?? 2000, month: day.month, day: day.day)
        guard let date = calendar.date(from: components) else { return day.iso }
        return date.formatted(day.year == nil ? yearlessDate : fullDate)
    }
}
