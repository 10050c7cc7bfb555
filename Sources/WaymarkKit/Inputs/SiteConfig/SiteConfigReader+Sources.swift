import Foundation
import Yams

extension SiteConfigReader {
    /// `csv:` or `geojson:`: `columns:`/`properties:` (field: name) and `timezone:`.
    func sourceMapping(_ node: Node, _ key: String, names: String, _ fields: inout YAMLFields) -> SourceMapping {
        var mapping = SourceMapping()
        for (member, memberNode, value) in fields.members(node, key) ?? [] where !YAMLFields.isNull(value) {
            switch member {
            case names:
                for (field, fieldNode, name) in fields.members(value, names) ?? [] {
                    guard LocationFields.defaults[field] != nil else {
                        fields.warning(
                            fieldNode, "unknown field '\(field)' is ignored",
                            hint: "fields are \(LocationFields.defaults.keys.sorted().joined(separator: ", "))")
                        continue
                    }
                    fields.string(name, field).map { mapping.fields[field] = $0 }
                }
            case "timezone":
                guard let zone = fields.string(value, member) else { continue }
                guard TimeZone(identifier: zone) != nil else {
                    fields.error(value, "unknown time zone \"\(zone)\"", hint: "use an IANA name such as \"Europe/London\"")
                    continue
                }
                mapping.timeZone = zone
            default:
                fields.warning(memberNode, "unknown setting '\(key).\(member)' is ignored", hint: "settings are \(names), timezone")
            }
        }
        return mapping
    }
}
