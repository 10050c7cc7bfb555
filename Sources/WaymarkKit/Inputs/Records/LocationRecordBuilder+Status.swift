extension LocationRecordBuilder {
    /// A `status` column or property with `reopens` and `closed`; else OpenStreetMap's ways of saying it: a
    /// `disused:amenity` tag (closed for good) or `opening_hours=closed` (closed for now). Nil (warned) when a value
    /// is wrong, and the record is left out.
    func status(_ record: LocationRecord, _ named: String, _ log: inout DiagnosticLog) -> LocationStatus? {
        var days: [String: CalendarDay] = [:]
        for field in ["reopens", "closed"] {
            guard let text = record.text(field) else { continue }
            guard let day = CalendarDay.parse(text) else {
                log.warning(
                    record.values[field]!.position, "\(named) has \(field) \"\(text)\"; it is left out",
                    hint: "write dates as YYYY-MM-DD, e.g. 2026-12-01")
                return nil
            }
            days[field] = day
        }
        if let name = record.text("status") {
            guard let status = LocationStatus.named(name, reopens: days["reopens"], closed: days["closed"]) else {
                log.warning(
                    record.values["status"]!.position, "\(named) has status \"\(name)\"; it is left out",
                    hint: "statuses are \(StatusWords.list)")
                return nil
            }
            return status
        }
        if record.text("disused") != nil { return .closed(on: days["closed"]) }
        if record.text("hours")?.lowercased() == "closed" { return .temporarilyClosed(reopens: days["reopens"]) }
        return .open
    }
}
