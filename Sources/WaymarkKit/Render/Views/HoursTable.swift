/// A week of opening hours as table rows, plus the data the browser needs to say "open now".
struct HoursTable {
    let hours: OpeningHours

    init(_ hours: OpeningHours) { self.hours = hours }

    /// "09:00–17:00", "18:00–02:00 (next day)", or "Open 24 hours" for 00:00–24:00 (and 00:00–23:59, read as 24:00),
    /// the times as the language writes them ("9:00 AM–5:00 PM" in en-US).
    static func describe(_ interval: OpeningHours.Interval, _ formats: LocalFormats, _ words: Words = .english) -> String {
        if interval.isAllDay { return words.text("open_24_hours") }
        let hours = "\(formats.time(interval.opens))–\(formats.time(interval.closes))"
        return interval.passesMidnight || interval.closes == 1440 ? words.text("hours_next_day", ["hours": hours]) : hours
    }

    static func describe(_ intervals: [OpeningHours.Interval], _ formats: LocalFormats, _ words: Words = .english) -> String {
        intervals.isEmpty ? words.text("closed") : intervals.map { describe($0, formats, words) }.joined(separator: ", ")
    }

    /// The hours' time zone as a customer says it: "UK time" in the UK, else the city's ("Berlin time"), since
    /// an IANA name (`America/Toronto` for Montréal) is a programmer's word.
    static func zoneName(_ timeZone: String, city: String, country: String, words: Words = .english) -> String {
        if country == "GB" && timeZone == "Europe/London" { return words.text("zone_uk") }
        if !city.isEmpty { return words.text("zone_of", ["place": city]) }
        let place = timeZone.split(separator: "/").last.map { $0.replacingOccurrences(of: "_", with: " ") } ?? timeZone
        return words.text("zone_of", ["place": place])
    }

    /// The table; `data` is what the "open now" script reads (`HoursTable.data(of:today:)`), nil for none.
    /// Its rows run in the order of the language's week; `firstDay` names that week's first day when it is not Monday.
    func view(
        heading: String, zoneName: String, data: String?, label: String? = nil, formats: LocalFormats, words: Words = .english
    ) -> HoursTableView {
        let days = formats.week.map { day in
            let intervals = hours.intervals(on: day)
            return DayRow(
                day: formats.name(of: day), key: day.rawValue, closed: intervals.isEmpty, text: Self.describe(intervals, formats, words))
        }
        var view = HoursTableView(
            heading: heading, days: days, timeZone: zoneName, data: data, label: label,
            notes: hours.notes.isEmpty ? nil : words.label(hours.notes, .note),
            special: hours.special.sorted { $0.from < $1.from }.map { Self.specialRow($0, formats, words) })
        view.firstDay = formats.week[0] == .mon ? nil : formats.week[0].rawValue
        return view
    }

    /// One dated exception: its dates and hours as text, its first and last day for the script that hides past ones.
    static func specialRow(_ special: SpecialHours, _ formats: LocalFormats, _ words: Words = .english) -> SpecialRow {
        let from = formats.date(special.from)
        let dates =
            special.from == special.through ? from : words.text("dates_from_to", ["from": from, "through": formats.date(special.through)])
        var text: String
        if special.isUniform || special.from == special.through {
            let day = special.from.weekday ?? .mon
            text = describe(special.weekly[day] ?? [], formats, words)
        } else {
            text = formats.week.map { "\(formats.name(of: $0)): " + describe(special.weekly[$0] ?? [], formats, words) }
                .joined(separator: "; ")
        }
        if special.from.year == nil { text = words.text("hours_every_year", ["hours": text]) }
        return SpecialRow(
            name: special.name.isEmpty ? nil : special.name, dates: dates, text: text, from: special.from.iso,
            to: special.through.iso, notes: special.notes.isEmpty ? nil : special.notes)
    }

    /// The data of a location's hours with its status's closure in them, as every page and the search index give them
    /// to the "open now" script; nil when it has no hours or is never open (closed for good, or for now without a day
    /// to reopen), so that no script can say it is open.
    static func data(of location: Location, today: CalendarDay, status: StatusText = .english) -> String? {
        location.hours.flatMap { data(of: $0, at: location, today: today, status: status) }
    }

    /// The same for any of the location's hours (its main ones or a set's): its status closes them all.
    static func data(of hours: OpeningHours, at location: Location, today: CalendarDay, status: StatusText = .english) -> String? {
        guard !location.status.isShut(today: today) else { return nil }
        return HoursTable(hours.closed(by: location.status, from: closedSince, name: status.closureName(location.status))).data
    }

    /// Where a temporary closure starts in the script's data: before any clock a visitor may have, since the data
    /// says the location is closed now and not since when.
    static let closedSince = CalendarDay(year: 2000, month: 1, day: 1)

    /// The hours as the "open now" script reads them, short because every list row carries them: the time zone, then
    /// each day from Monday as its intervals in minutes from midnight (`540-1020`, several joined by `,`, `-` when
    /// closed, `=` when the same as the day before), separated by spaces: `Europe/London 540-1020 = = = = 600-780 -`.
    /// An interval that closes before it opens runs past midnight. Dated exceptions follow after a `|` as JSON,
    /// `[["2026-12-24","2026-12-24","Christmas Eve",[[600,840]]],…]`: the hours a list for every day of the period,
    /// or a week as `{"mon":[[540,1020]],…}`; days without a year (`12-25`) recur every year, and a later entry wins
    /// where two match. The time zone is an IANA name, which has neither a space nor a `|`.
    var data: String {
        // Appended piece by piece: every list row and nearest row carries this, so it is made for each of them.
        var text = hours.timeZone
        text.reserveCapacity(text.utf8.count + 72)
        var dayBefore: [OpeningHours.Interval] = []
        for day in OpeningHours.Weekday.allCases {
            let spans = hours.weekly[day] ?? []
            if spans.isEmpty {
                text += " -"
            } else if spans == dayBefore {
                text += " ="
            } else {
                for (index, span) in spans.enumerated() {
                    text += index == 0 ? " " : ","
                    text += String(span.opens)
                    text += "-"
                    text += String(span.closes)
                }
            }
            dayBefore = spans
        }
        guard !hours.special.isEmpty else { return text }
        let entries = hours.special.map { special -> JSONWriter.Value in
            .raw(
                JSONWriter.array([
                    .string(special.from.iso), .string(special.through.iso), .string(special.name), .raw(Self.days(special)),
                ]))
        }
        return text + "|" + JSONWriter.array(entries)
    }

    /// A special entry's hours: one list when every day of the period has the same, else a week.
    static func days(_ special: SpecialHours) -> String {
        guard special.isUniform else { return week(special.weekly) }
        return JSONWriter.array((special.weekly[.mon] ?? []).map { .raw("[\($0.opens),\($0.closes)]") })
    }

    static func week(_ weekly: OpeningHours.Week) -> String {
        let week = OpeningHours.Weekday.allCases.map { day -> (String, JSONWriter.Value) in
            let spans = (weekly[day] ?? []).map { JSONWriter.Value.raw("[\($0.opens),\($0.closes)]") }
            return (day.rawValue, .raw(JSONWriter.array(spans)))
        }
        return JSONWriter.object(week)
    }
}
