/// The `"osm"` form of an `hours` object: an OpenStreetMap `opening_hours` value instead of `weekly`.
extension OpeningHoursReader {
    func readOSM(_ node: JSONNode, timeZone: String, notes: String, fields: inout JSONFields) -> OpeningHours? {
        guard let text = fields.string(node, "'osm'") else { return nil }
        // The node is the opening quote; the value's first character is one column on.
        let start = SourcePosition(path: fields.path, line: node.line, column: node.column + 1)
        do {
            let hours = try OSMHours(text)
            for correction in hours.corrections { fields.log.report(correction.diagnostic(at: start, prefix: "opening hours: ")) }
            return hours.weeklyHours(timeZone: timeZone, notes: notes)
        } catch {
            fields.log.report(error.diagnostic(at: start))
            return nil
        }
    }

    /// The `osm` value of an `hours` object, for showing as text when it gives no weekly hours.
    static func osmText(_ node: JSONNode?) -> String? {
        guard case .object(let object)? = node?.value, case .string(let text)? = object["osm"]?.value else { return nil }
        return text
    }
}
