import Yams

/// `Content/status.yml`: statuses for feeds that do not carry them, keyed by record id.
///
/// ```yaml
/// soho-branch:
///   status: temporarily_closed
///   reopens: 2026-12-01
/// ```
struct StatusOverrides {
    struct Entry {
        var status: LocationStatus
        var position: SourcePosition
    }

    var byID: [Slug: Entry] = [:]

    /// Reads the file; a wrong entry is an error at its value, and left out.
    static func read(text: String, path: String, log: inout DiagnosticLog) -> StatusOverrides {
        guard let root = YAMLFile.parse(text, path: path, log: &log) else { return StatusOverrides() }
        var fields = YAMLFields(path: path, lineOffset: 0)
        defer { log.merge(fields.log) }
        var overrides = StatusOverrides()
        for (id, idNode, value) in fields.members(root, "status.yml") ?? [] {
            guard let slug = Slug(validating: id) else {
                fields.error(idNode, "'\(id)' is not a location id", hint: "ids are lower-case letters, digits and single hyphens")
                continue
            }
            if let status = entry(value, id: id, &fields) {
                overrides.byID[slug] = Entry(status: status, position: fields.position(idNode))
            }
        }
        return overrides
    }

    private static func entry(_ node: Node, id: String, _ fields: inout YAMLFields) -> LocationStatus? {
        var texts: [String: (String, Node)] = [:]
        for (key, keyNode, value) in fields.members(node, "the status of '\(id)'") ?? [] {
            guard ["status", "reopens", "closed"].contains(key) else {
                fields.error(keyNode, "'\(key)' is not a status field", hint: "write status, reopens or closed")
                return nil
            }
            guard let text = fields.string(value, key) else { return nil }
            texts[key] = (text, value)
        }
        var days: [String: CalendarDay] = [:]
        for key in ["reopens", "closed"] {
            guard let (text, node) = texts[key] else { continue }
            guard let day = CalendarDay.parse(text) else {
                fields.error(node, "'\(key)' \"\(text)\" is not a date", hint: "write dates as YYYY-MM-DD, e.g. 2026-12-01")
                return nil
            }
            days[key] = day
        }
        guard let (name, nameNode) = texts["status"] else {
            fields.error(node, "the status of '\(id)' has no 'status'", hint: "write status: \(StatusWords.list)")
            return nil
        }
        guard let status = LocationStatus.named(name, reopens: days["reopens"], closed: days["closed"]) else {
            fields.error(nameNode, "status \"\(name)\" is not one of \(StatusWords.list)")
            return nil
        }
        return status
    }

    /// `locations` with each override in place; an override whose id no location has is a warning.
    func applied(to locations: [Location], log: inout DiagnosticLog) -> [Location] {
        var locations = locations
        var used: Set<Slug> = []
        for i in locations.indices {
            guard let entry = byID[locations[i].id] else { continue }
            locations[i].status = entry.status
            used.insert(locations[i].id)
        }
        for (id, entry) in byID.sorted(by: { $0.value.position < $1.value.position }) where !used.contains(id) {
            log.warning(entry.position, "there is no location '\(id.value)'; its status is ignored", hint: "check the id against the data")
        }
        return locations
    }
}

/// Warns of a `reopens` day that has passed: the data is out of date, and the location is shown as open from then.
enum StatusCheck {
    static func check(_ locations: [Location], today: CalendarDay, log: inout DiagnosticLog) {
        for location in locations {
            guard case .temporarilyClosed(let reopens?) = location.status, reopens < today else { continue }
            log.warning(
                location.position, "'\(location.id.value)' reopens on \(reopens.iso), before today (\(today.iso))",
                hint: "update its status, or remove reopens if it is still closed")
        }
    }
}
