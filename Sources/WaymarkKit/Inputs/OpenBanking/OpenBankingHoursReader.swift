/// Reads `Availability.StandardAvailability.Day[]` of an OBIE record into weekly opening hours.
///
/// A day that is not listed is closed. Times are `HH:MM`, `HHMM` or `HH:MM:SS` with an optional
/// offset (`09:00:00+0000`, as in the OBIE documentation); the offset is ignored because
/// opening hours are wall-clock times in the location's own time zone all year.

struct OpenBankingHoursReader {
    let timeZone: String

    /// The IANA zone for an OBIE country code; the feeds cover the UK and the Crown dependencies.
    static func timeZone(country: String) -> String {
        switch country {
        case "JE": "Europe/Jersey"
        case "GG": "Europe/Guernsey"
        case "IM": "Europe/Isle_of_Man"
        case "GI": "Europe/Gibraltar"
        default: "Europe/London"
        }
    }

    /// The hours, nil when the record says nothing about them; errors go to `fields`.
    func read(_ record: JSONObject, fields: inout JSONFields) -> OpeningHours? {
        guard let availabilityNode = record["Availability"], !fields.isNull(availabilityNode) else {
            if case .bool(true)? = record["Access24HoursIndicator"]?.value { return allWeek() }
            return nil
        }
        guard let availability = fields.object(availabilityNode, "'Availability'") else { return nil }
        guard let standardNode = availability["StandardAvailability"], !fields.isNull(standardNode) else { return nil }
        guard let standard = fields.object(standardNode, "'StandardAvailability'") else { return nil }
        var weekly: OpeningHours.Week = [:]
        var notes: [String] = []
        if let daysNode = standard["Day"], !fields.isNull(daysNode) {
            for dayNode in fields.array(daysNode, "'Day'") ?? [] {
                guard let (day, intervals, note) = readDay(dayNode, &fields) else { continue }
                if weekly[day] != nil {
                    fields.error(dayNode, "\(day.name) is listed twice; put all of a day's hours in one entry")
                }
                weekly[day, default: []] += intervals
                if let note, !note.isEmpty { notes.append("\(day.name): \(note)") }
            }
        }
        var hours = OpeningHours(
            timeZone: timeZone, weekly: weekly.mapValues { $0.sorted { $0.opens < $1.opens } },
            notes: notes.joined(separator: "\n"))
        if let node = availability["NonStandardAvailability"], !fields.isNull(node) {
            hours.special = readNonStandard(node, &fields)
        }
        return hours
    }

    /// `NonStandardAvailability[]`: named periods (`StartDate` to `EndDate`) with their own `Day` list; a day not listed is closed.
    private func readNonStandard(_ node: JSONNode, _ fields: inout JSONFields) -> [SpecialHours] {
        var entries: [SpecialHoursCheck.Entry] = []
        for item in fields.array(node, "'NonStandardAvailability'") ?? [] {
            guard let object = fields.object(item, "a 'NonStandardAvailability' entry"),
                let startNode = fields.required("StartDate", in: object, of: item, "this 'NonStandardAvailability' entry"),
                let endNode = fields.required("EndDate", in: object, of: item, "this 'NonStandardAvailability' entry")
            else { continue }
            let from = SpecialHoursCheck.date(startNode, "StartDate", fields: &fields)
            let through = SpecialHoursCheck.date(endNode, "EndDate", fields: &fields)
            guard let from, let through, SpecialHoursCheck.order(from, through, at: endNode, fields: &fields) else { continue }
            var weekly: OpeningHours.Week = [:]
            var notes = fields.optionalString("Notes", in: object).map { [$0] } ?? []
            if let daysNode = object["Day"], !fields.isNull(daysNode) {
                for dayNode in fields.array(daysNode, "'Day'") ?? [] {
                    guard let (day, intervals, note) = readDay(dayNode, &fields) else { continue }
                    weekly[day, default: []] += intervals
                    if let note, !note.isEmpty { notes.append("\(day.name): \(note)") }
                }
            }
            let name = fields.optionalString("Name", in: object) ?? ""
            let hours = SpecialHours(
                name: name, from: from, through: through, weekly: weekly.mapValues { $0.sorted { $0.opens < $1.opens } },
                notes: notes.joined(separator: "\n"))
            entries.append(.init(hours: hours, startNode: startNode))
        }
        return SpecialHoursCheck.sorted(entries, fields: &fields)
    }

    private func allWeek() -> OpeningHours {
        let day = [OpeningHours.Interval(opens: 0, closes: 1440)]
        return OpeningHours(timeZone: timeZone, weekly: OpeningHours.Week(every: day))
    }

    private func readDay(_ node: JSONNode, _ fields: inout JSONFields) -> (OpeningHours.Weekday, [OpeningHours.Interval], String?)? {
        guard let object = fields.object(node, "a 'Day' entry"),
            let nameNode = fields.required("Name", in: object, of: node, "this 'Day' entry"),
            let name = fields.string(nameNode, "Name")
        else { return nil }
        guard let day = OpeningHours.Weekday.allCases.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            fields.error(nameNode, "unknown day \"\(name)\"", hint: "days are Monday, Tuesday, … Sunday")
            return nil
        }
        var intervals: [OpeningHours.Interval] = []
        if let hoursNode = object["OpeningHours"], !fields.isNull(hoursNode) {
            for item in fields.array(hoursNode, "'OpeningHours'") ?? [] {
                if let interval = readInterval(item, &fields) { intervals.append(interval) }
            }
        }
        return (day, intervals, fields.optionalString("Notes", in: object))
    }

    private func readInterval(_ node: JSONNode, _ fields: inout JSONFields) -> OpeningHours.Interval? {
        guard let object = fields.object(node, "an 'OpeningHours' entry"),
            let opensNode = fields.required("OpeningTime", in: object, of: node, "this 'OpeningHours' entry"),
            let closesNode = fields.required("ClosingTime", in: object, of: node, "this 'OpeningHours' entry")
        else { return nil }
        let opens = readTime(opensNode, &fields), closes = readTime(closesNode, &fields)
        guard let opens, let closes else { return nil }
        // Some banks write 00:00 to 00:00 for a closed day.
        if opens == closes { return nil }
        return OpeningHours.Interval(opens: opens == 1440 ? 0 : opens, closes: closes)
    }

    private func readTime(_ node: JSONNode, _ fields: inout JSONFields) -> Int? {
        guard let text = fields.string(node, "time") else { return nil }
        if let minutes = Self.minutes(text) { return minutes }
        fields.error(node, "invalid time \"\(text)\"; expected HH:MM, HHMM or HH:MM:SS+ZZZZ between 00:00 and 24:00")
        return nil
    }

    /// Minutes from midnight for `HH:MM`, `HHMM`, `HH:MM:SS`, each optionally followed by `Z` or `±ZZZZ`/`±ZZ:ZZ`.
    static func minutes(_ text: String) -> Int? {
        var clock = Substring(text)
        if clock.hasSuffix("Z") { clock = clock.dropLast() }
        if let sign = clock.lastIndex(where: { $0 == "+" || $0 == "-" }) {
            let offset = clock[clock.index(after: sign)...].filter { $0 != ":" }
            guard offset.count == 4, offset.allSatisfy(\.isASCIIDigit) else { return nil }
            clock = clock[..<sign]
        }
        let c = Array(clock)
        let shapeIsValid =
            switch c.count {
            case 4: true
            case 5: c[2] == ":"
            case 8: c[2] == ":" && c[5] == ":"
            default: false
            }
        let digits = c.filter { $0 != ":" }
        guard shapeIsValid, digits.allSatisfy(\.isASCIIDigit), digits.count == (c.count == 8 ? 6 : 4) else { return nil }
        let d = digits.compactMap(\.wholeNumberValue)
        let h = d[0] * 10 + d[1], m = d[2] * 10 + d[3], s = digits.count == 6 ? d[4] * 10 + d[5] : 0
        guard h < 24 && m < 60 && s < 60 || h == 24 && m == 0 && s == 0 else { return nil }
        return h * 60 + m
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
