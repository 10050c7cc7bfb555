import Yams

/// A site's public holidays, declared once per country in `Content/holidays.yml` instead of on every location:
///
/// ```yaml
/// US:
///   2026-11-26: Thanksgiving Day
///   2026-12-25: Christmas Day
/// ```
///
/// Branches in that country are closed on those days unless their own hours say otherwise for the day (an entry
/// in `special`); ATMs keep their hours.
struct PublicHolidays: Sendable, Hashable {
    struct Holiday: Sendable, Hashable {
        var day: CalendarDay
        var name: String
        /// The name in other languages, by tag (`name@cy` in the file).
        var translations: [String: String] = [:]
    }

    /// By ISO 3166-1 alpha-2 code, upper case; each list sorted by day.
    var byCountry: [String: [Holiday]] = [:] {
        didSet { closures = Self.closures(byCountry) }
    }

    /// Each country's holidays as closed days, made once: every branch that takes one shares its table of weekdays
    /// instead of holding its own (a million locations' branches held hundreds of megabytes of them).
    private var closures: [String: [SpecialHours]] = [:]

    init(byCountry: [String: [Holiday]] = [:]) {
        self.byCountry = byCountry
        closures = Self.closures(byCountry)
    }

    private static func closures(_ byCountry: [String: [Holiday]]) -> [String: [SpecialHours]] {
        byCountry.mapValues { $0.map { SpecialHours(name: $0.name, from: $0.day, through: $0.day, every: []) } }
    }

    /// `location` with a closed day for each of its country's holidays that its own hours leave as an ordinary day.
    func applied(to location: Location) -> Location {
        let country = location.address.country
        guard location.kind == .branch, let holidays = byCountry[country], !holidays.isEmpty, let closed = closures[country]
        else {
            return location
        }
        var changed = location
        changed.hours = location.hours.map { Self.applied(holidays, closed, to: $0) }
        // A drive-through or a lobby shuts on a public holiday as the branch does, unless its own value says otherwise;
        // its ATM keeps its hours, as an ATM on its own does.
        changed.hourSets = location.hourSets.map { set in
            set.name == "atm" ? set : HourSet(name: set.name, hours: Self.applied(holidays, closed, to: set.hours))
        }
        return changed == location ? location : changed
    }

    /// `hours` with the holidays it leaves as ordinary days; `closed`, those holidays as closed days, in the same order.
    private static func applied(_ holidays: [Holiday], _ closed: [SpecialHours], to hours: OpeningHours) -> OpeningHours {
        var hours = hours
        let added = holidays.indices.filter { i in !hours.special.contains { $0.covers(holidays[i].day) } }
        guard !added.isEmpty else { return hours }
        let osm = hours.osm.isEmpty ? nil : try? OSMHours(hours.osm)
        hours.special += added.map { i in
            guard let osm, osm.usesPublicHolidays else { return closed[i] }
            let day = holidays[i].day
            return SpecialHours(name: holidays[i].name, from: day, through: day, every: Self.hours(on: day, osm))
        }
        hours.special.sort { $0.from < $1.from }
        return hours
    }

    /// What the location's OpenStreetMap value says it does on a public holiday (`PH 10:00-14:00`); closed without a year.
    private static func hours(on day: CalendarDay, _ osm: OSMHours) -> [OpeningHours.Interval] {
        guard let year = day.year else { return [] }
        let number = OSMCalendar.dayNumber(year, day.month, day.day)
        let midnight = number * 1440
        let day = osm.intervals(from: midnight, to: midnight + 1440, holidays: OSMHolidays(publicHolidays: [number]))
        return day.filter { $0.state == .open }.map { OpeningHours.Interval(opens: $0.from - midnight, closes: $0.to - midnight) }
    }

    /// Reads `holidays.yml`; each problem is reported at its value and that entry left out.
    static func read(text: String, path: String, log: inout DiagnosticLog) -> PublicHolidays {
        guard let root = YAMLFile.parse(text, path: path, log: &log) else { return PublicHolidays() }
        var fields = YAMLFields(path: path, lineOffset: 0)
        defer { log.merge(fields.log) }
        var holidays = PublicHolidays()
        for (code, codeNode, value) in fields.members(root, "holidays.yml") ?? [] {
            guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
                fields.error(
                    codeNode, "'\(code)' is not a country code",
                    hint: "name each country by its ISO 3166-1 alpha-2 code in capitals, e.g. GB or US")
                continue
            }
            var list: [Holiday] = []
            for (date, dateNode, nameNode) in fields.members(value, "the holidays of \(code)") ?? [] {
                guard let day = CalendarDay.parse(date) else {
                    fields.error(dateNode, "'\(date)' is not a date", hint: "write dates as YYYY-MM-DD, e.g. 2026-12-25")
                    continue
                }
                guard let holiday = holiday(day, nameNode, date, &fields) else { continue }
                list.append(holiday)
            }
            holidays.byCountry[code] = list.sorted { $0.day < $1.day }
        }
        return holidays
    }
}

extension PublicHolidays {
    /// `2026-12-25: Christmas Day`, or `{name: Christmas Day, name@cy: Dydd Nadolig}` with names in other languages.
    private static func holiday(_ day: CalendarDay, _ node: Node, _ date: String, _ fields: inout YAMLFields) -> Holiday? {
        guard case .mapping = node else { return fields.string(node, date).map { Holiday(day: day, name: CleanText.line($0)) } }
        var holiday = Holiday(day: day, name: "")
        for (key, keyNode, value) in fields.members(node, date) ?? [] {
            guard key != "name" else {
                holiday.name = fields.string(value, key).map(CleanText.line) ?? ""
                continue
            }
            guard key.hasPrefix("name@"), let tag = LanguageTag(String(key.dropFirst(5))) else {
                fields.warning(keyNode, "'\(key)' is ignored", hint: "a holiday has a name, and name@cy for its name in Welsh")
                continue
            }
            fields.string(value, key).map { holiday.translations[tag.description] = CleanText.line($0) }
        }
        guard !holiday.name.isEmpty else {
            fields.error(node, "the holiday on \(date) has no name", hint: "write name: beside its translations")
            return nil
        }
        return holiday
    }

    /// The name of the holiday of `country` on `day` called `name` in `language`, when the file gives one.
    func name(_ name: String, on day: CalendarDay, in country: String, language: LanguageTag) -> String? {
        guard let holiday = byCountry[country]?.first(where: { $0.day == day && $0.name == name }) else { return nil }
        return language.lookupChain.reversed().lazy.compactMap { holiday.translations[$0] }.first
    }
}

extension SpecialHours {
    /// Whether `day` (with a year) falls in this entry's period; an entry without a year recurs every year.
    func covers(_ day: CalendarDay) -> Bool {
        guard from.year != nil else {
            let key = CalendarDay(year: nil, month: day.month, day: day.day)
            return from <= through ? (from <= key && key <= through) : (key >= from || key <= through)
        }
        return from <= day && day <= through
    }
}
