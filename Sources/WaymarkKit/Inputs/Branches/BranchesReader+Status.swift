extension BranchesReader {
    /// `"status"` with its `"reopens"` or `"closed"` day; open without one, nil (reported) when a value is wrong.
    func readStatus(_ object: JSONObject, _ fields: inout JSONFields) -> LocationStatus? {
        guard let node = object["status"], let name = fields.string(node, "status") else {
            return object["status"] == nil ? .open : nil
        }
        var days: [String: CalendarDay] = [:]
        for key in ["reopens", "closed"] {
            guard let dayNode = object[key], let text = fields.string(dayNode, key) else { continue }
            guard let day = CalendarDay.parse(text) else {
                fields.error(dayNode, "'\(key)' \"\(text)\" is not a date", hint: "write dates as YYYY-MM-DD, e.g. 2026-12-01")
                return nil
            }
            days[key] = day
        }
        guard let status = LocationStatus.named(name, reopens: days["reopens"], closed: days["closed"]) else {
            fields.error(node, "status \"\(name)\" is not one of \(StatusWords.list)")
            return nil
        }
        return status
    }
}

/// How messages name the statuses.
enum StatusWords {
    static let list = LocationStatus.names.map { "\"\($0)\"" }.joined(separator: ", ")
}
