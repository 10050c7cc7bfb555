/// Reads a location's `hour_sets` object of `branches.json`: each member a set's name and hours of the same shape as
/// `hours`. A set with a problem is left out with warnings at its values; the location keeps its other hours.
struct HourSetsReader {
    func read(_ node: JSONNode, fields: inout JSONFields) -> [HourSet] {
        guard let object = fields.object(node, "'hour_sets'") else { return [] }
        var sets: [HourSet] = []
        for member in object.members {
            guard HourSet.isName(member.key) else {
                fields.log.warning(
                    fields.position(of: member), "\"\(member.key)\" cannot name a set of hours; it is left out",
                    hint: "use lower-case letters, digits and underscores, e.g. \"drive_through\"")
                continue
            }
            var scratch = JSONFields(path: fields.path)
            let hours = OpeningHoursReader().read(member.value, fields: &scratch)
            fields.log.merge(Self.demoted(scratch.log, set: member.key))
            if let hours, scratch.log.errors.isEmpty { sets.append(HourSet(name: member.key, hours: hours)) }
        }
        return sets.sorted { $0.name < $1.name }
    }

    /// The set's errors as warnings that say the set is left out: one bad set does not cost the location.
    static func demoted(_ log: DiagnosticLog, set name: String) -> DiagnosticLog {
        var demoted = DiagnosticLog()
        for var diagnostic in log.all {
            if diagnostic.severity == .error {
                diagnostic.severity = .warning
                diagnostic.message = "\(name) hours: \(diagnostic.message); the set is left out"
            }
            demoted.report(diagnostic)
        }
        return demoted
    }
}
