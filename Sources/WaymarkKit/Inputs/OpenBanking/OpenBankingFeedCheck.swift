import Foundation

/// Warnings about a feed as a whole, from its `meta`: no records, fewer or more records than its own
/// `TotalResults`, a `LastUpdated` from before Open Banking began or in the future.
struct OpenBankingFeedCheck {
    /// The OBIE Open Data API was first published in 2017; an earlier date is a placeholder (1970) or an error.
    static let earliest = Date(timeIntervalSince1970: 1_483_228_800)  // 2017-01-01T00:00:00Z
    let now: Date

    func check(root: JSONNode, records: Int, fields: inout JSONFields) {
        var meta: JSONObject?
        if case .object(let object) = root.value, case .object(let inner)? = object["meta"]?.value { meta = inner }
        if let total = meta?["TotalResults"], case .number(let value, _) = total.value, Int(value) != records {
            fields.warning(
                total,
                "the feed says TotalResults \(Int(value)) but holds \(records) record\(records == 1 ? "" : "s"); it may be cut short",
                hint: "download the whole feed again")
        } else if records == 0 {
            fields.warning(root, "the feed holds no Branch or ATM records; it adds no locations")
        }
        if let updated = meta?["LastUpdated"], case .string(let text) = updated.value { checkDate(text, updated, &fields) }
        if let (node, text) = Self.firstTimeWithOffset(root) {
            fields.warning(
                node,
                "opening times are written with a UTC offset (\"\(text)\", first here); the offset is ignored and each time is read as the clock time where the location is (Europe/London in the UK)",
                hint: "write times as HH:MM, as the Open Data API's schema does; one warning for the whole file")
        }
    }

    /// The first `OpeningTime` or `ClosingTime` with an offset (`09:00:00+0000`, as the OBIE documentation writes them):
    /// opening hours are clock times all year, so the offset is not applied, and a feed is told so once, not at each time.
    static func firstTimeWithOffset(_ node: JSONNode) -> (JSONNode, String)? {
        switch node.value {
        case .object(let object):
            for member in object.members {
                if member.key == "OpeningTime" || member.key == "ClosingTime", case .string(let text) = member.value.value,
                    text.count > 5, text.contains("+") || text.dropFirst(2).contains("-") || text.hasSuffix("Z")
                {
                    return (member.value, text)
                }
                if let found = firstTimeWithOffset(member.value) { return found }
            }
        case .array(let items):
            for item in items {
                if let found = firstTimeWithOffset(item) { return found }
            }
        default: break
        }
        return nil
    }

    private func checkDate(_ text: String, _ node: JSONNode, _ fields: inout JSONFields) {
        guard let date = Self.date(text) else {
            fields.warning(node, "LastUpdated \"\(text)\" is not a date and time like 2022-01-07T11:11:28Z")
            return
        }
        if date < Self.earliest {
            fields.warning(
                node, "LastUpdated \(text) is before Open Banking began (2017): the feed's date is wrong, or its data is stale",
                hint: "download the feed again from the bank's Open Data API")
        } else if date > now.addingTimeInterval(86_400) {
            fields.warning(node, "LastUpdated \(text) is in the future: the feed's clock or date is wrong")
        }
    }

    static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
}
