/// The `special` list of an `hours` object: dated exceptions such as
/// `{"name": "Christmas Day", "date": "2026-12-25", "closed": true}` or
/// `{"name": "Christmas week", "from": "2026-12-27", "to": "2026-12-31", "hours": [["10:00", "14:00"]]}`.
extension OpeningHoursReader {
    func readSpecial(_ node: JSONNode, fields: inout JSONFields) -> [SpecialHours] {
        guard let items = fields.array(node, "'special'") else { return [] }
        var entries: [SpecialHoursCheck.Entry] = []
        for item in items {
            if let entry = readSpecialEntry(item, fields: &fields) { entries.append(entry) }
        }
        return SpecialHoursCheck.sorted(entries, fields: &fields)
    }

    private func readSpecialEntry(_ node: JSONNode, fields: inout JSONFields) -> SpecialHoursCheck.Entry? {
        guard let object = fields.object(node, "a 'special' entry") else { return nil }
        guard let (from, through, startNode) = readPeriod(node, object, fields: &fields) else { return nil }
        let name = fields.optionalString("name", in: object) ?? ""
        let notes = fields.optionalString("notes", in: object) ?? ""
        let closed = object["closed"].flatMap { fields.bool($0, "'closed'") }
        switch (closed, object["hours"]) {
        case (true?, nil):
            return .init(hours: SpecialHours(name: name, from: from, through: through, every: [], notes: notes), startNode: startNode)
        case (nil, let hoursNode?), (false?, let hoursNode?):
            let intervals = readIntervals(hoursNode, "'hours'", fields: &fields)
            let hours = SpecialHours(name: name, from: from, through: through, every: intervals, notes: notes)
            return .init(hours: hours, startNode: startNode)
        case (true?, let hoursNode?):
            fields.error(hoursNode, "a special-hours entry has both \"closed\": true and 'hours'", hint: "keep one of them")
        default:
            fields.error(
                node, "a special-hours entry needs \"closed\": true or 'hours'",
                hint: "e.g. {\"date\": \"2026-12-25\", \"closed\": true} or \"hours\": [[\"10:00\", \"14:00\"]]")
        }
        return nil
    }

    /// `date` (one day) or `from` and `to` (inclusive); the node of the first day, for errors about the entry.
    private func readPeriod(_ node: JSONNode, _ object: JSONObject, fields: inout JSONFields) -> (CalendarDay, CalendarDay, JSONNode)? {
        if let dateNode = object["date"] {
            if let other = object["from"] ?? object["to"] {
                fields.error(other, "a special-hours entry has both 'date' and 'from'/'to'", hint: "use 'date' for one day")
                return nil
            }
            guard let day = SpecialHoursCheck.date(dateNode, "'date'", fields: &fields) else { return nil }
            return (day, day, dateNode)
        }
        guard let fromNode = fields.required("from", in: object, of: node, "a special-hours entry without 'date'"),
            let toNode = fields.required("to", in: object, of: node, "a special-hours entry without 'date'")
        else { return nil }
        let from = SpecialHoursCheck.date(fromNode, "'from'", fields: &fields)
        let through = SpecialHoursCheck.date(toNode, "'to'", fields: &fields)
        guard let from, let through, SpecialHoursCheck.order(from, through, at: toNode, fields: &fields) else { return nil }
        return (from, through, fromNode)
    }

}
