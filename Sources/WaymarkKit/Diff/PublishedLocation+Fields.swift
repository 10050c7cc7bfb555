/// Each field of a location's JSON-LD as one line of text.
extension PublishedLocation {
    /// A string, or a number as written; anything else is empty.
    static func text(_ node: JSONNode?) -> String {
        switch node?.value {
        case .string(let text): text
        case .number(_, let text): text
        case .bool(let value): value ? "true" : "false"
        default: ""
        }
    }

    static func member(_ node: JSONNode, _ key: String) -> JSONNode? {
        if case .object(let object) = node.value { return object[key] }
        return nil
    }

    static func kind(_ type: String) -> String {
        switch type {
        case "BankOrCreditUnion": "branch"
        case "AutomatedTeller": "atm"
        default: type
        }
    }

    /// "1 Dean St, London, W1D 3RB, GB"; an address given as one string is that string.
    static func address(_ node: JSONNode?) -> String {
        guard let node, case .object = node.value else { return text(node) }
        let keys = ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"]
        return keys.map { text(member(node, $0)) }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// "51.513600, -0.131600": numbers to six decimals, so a page that writes "51.5136" has not moved.
    static func coordinates(_ node: JSONNode?) -> String {
        guard let node else { return "" }
        let latitude = degrees(member(node, "latitude")), longitude = degrees(member(node, "longitude"))
        return latitude.isEmpty && longitude.isEmpty ? "" : "\(latitude), \(longitude)"
    }

    private static func degrees(_ node: JSONNode?) -> String {
        let written = text(node)
        return Double(written).map { Coordinate.format($0, decimals: 6) } ?? written
    }

    /// The names of the features that are present: "Cash deposit, Step-free access".
    static func services(_ node: JSONNode?) -> String {
        guard case .array(let items)? = node?.value else { return "" }
        return items.filter { text(member($0, "value")) != "false" }.map { text(member($0, "name")) }
            .joined(separator: ", ")
    }

    /// "Mo 09:00-12:30; Mo 13:30-17:00; Fr 18:00-02:00", then the OpenStreetMap value and dated hours if any.
    static func hours(_ object: JSONObject) -> String {
        var parts = [specifications(object["openingHoursSpecification"])]
        parts.append(text(object["openingHours"]))
        parts.append(specifications(object["specialOpeningHoursSpecification"]))
        return parts.filter { !$0.isEmpty }.joined(separator: " | ")
    }

    private static func specifications(_ node: JSONNode?) -> String {
        let items: [JSONNode]
        switch node?.value {
        case .array(let list): items = list
        case .object: items = [node!]
        default: return ""
        }
        return items.map(specification).joined(separator: "; ")
    }

    private static func specification(_ node: JSONNode) -> String {
        let days: [String]
        switch member(node, "dayOfWeek")?.value {
        case .array(let list): days = list.map { day(text($0)) }
        case .string(let one): days = [day(one)]
        default: days = []
        }
        let from = text(member(node, "validFrom")), through = text(member(node, "validThrough"))
        let dates = from == through || through.isEmpty ? from : "\(from)/\(through)"
        let time = "\(text(member(node, "opens")))-\(text(member(node, "closes")))"
        return [days.joined(separator: ","), dates, time].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// "https://schema.org/Monday" as "Mo".
    private static func day(_ url: String) -> String {
        let name = url.split(separator: "/").last.map(String.init) ?? url
        return String(name.prefix(2))
    }
}
