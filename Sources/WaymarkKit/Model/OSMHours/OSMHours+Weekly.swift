/// OSM hours as the weekly hours that tables, "open now" and JSON-LD use.
extension OSMHours {
    /// The week the value describes for an ordinary week (no dates, holidays or unknown times); when the
    /// value says more than that, the notes quote it and `osm` keeps it, so nothing is silently dropped.
    /// Nil when an ordinary week would look closed although the value opens (seasons only, or only
    /// unknown times): a table of closed days would then be wrong, so the caller shows the value as text.
    public func weeklyHours(timeZone: String, notes: String = "") -> OpeningHours? {
        let ordinary = OSMHours(source: source, rules: rules.filter(\.isWeekly))
        let monday = OSMCalendar.dayNumber(2024, 1, 1)
        var weekly: OpeningHours.Week = [:]
        for (offset, day) in OpeningHours.Weekday.allCases.enumerated() {
            let timeline = ordinary.dayTimeline(monday + offset, OSMDayContext(holidays: .unknown))
            weekly[day] = timeline.merged().filter { $0.state == .open }.map { interval in
                let closes = interval.to <= 1440 ? interval.to : min(interval.to - 1440, interval.from)
                return OpeningHours.Interval(opens: interval.from, closes: closes)
            }
        }
        if weekly.values.allSatisfy(\.isEmpty), !isPurelyWeekly, rules.contains(where: { $0.state != .closed }) { return nil }
        var hours = OpeningHours(timeZone: timeZone, weekly: weekly, notes: notes)
        if !isPurelyWeekly {
            let quoted = "Opening hours (OpenStreetMap): \(readAs)"
            hours.notes = notes.isEmpty ? quoted : notes + " " + quoted
            hours.osm = readAs
            hours.special = specialHours
        }
        return hours
    }

    init(source: String, rules: [OSMRule]) {
        self.source = source
        self.rules = rules
    }

    /// Whether the weekly table says everything the value says.
    var isPurelyWeekly: Bool {
        rules.allSatisfy { rule in
            rule.isWeekly && rule.state != .unknown && rule.comment == nil && rule.kind != .fallback
                && rule.times.allSatisfy { span in
                    !span.openEnd && span.period == nil && span.end != nil && span.start.isFixed && span.end?.isFixed != false
                }
        }
    }
}

extension OSMRule {
    /// No dates, weeks, years, nth weekdays, day offsets or holidays: the same every week.
    var isWeekly: Bool {
        years.isEmpty && monthdays.isEmpty && weeks.isEmpty
            && (weekdays.map { $0.holidays.isEmpty && $0.days.allSatisfy { $0.nth.isEmpty && $0.dayOffset == 0 } } ?? true)
    }
}

extension OSMTimeValue {
    var isFixed: Bool {
        if case .fixed = self { return true }
        return false
    }
}
