extension SiteDiff {
    /// The summary, the changed locations field by field, then every changed, added and removed page and file.
    public var text: String {
        var out = summary + "\n"
        if !locations.changed.isEmpty {
            out += "\nChanged locations (\(locations.changed.count)):\n"
            for change in locations.changed {
                out += "  \(TerminalText.escaped(change.id)): \(Self.describe(change.fields) { "\"\($0)\"" })\n"
            }
        }
        for list in lists {
            out += "\n\(list.title) (\(list.names.count)):\n"
            for name in list.names { out += "  \(TerminalText.escaped(name))\n" }
        }
        return out
    }

    /// `name "A" → "B"; hours` : each field with its values (control characters escaped, then `quote`d),
    /// or alone when a value is too long to show.
    static func describe(_ fields: [FieldChange], quote: (String) -> String) -> String {
        fields.map { change in
            if change.field == .unreadable { return "no JSON-LD to compare" }
            guard let old = change.old, let new = change.new else { return change.field.rawValue }
            let shown = [old, new].map { $0.isEmpty ? "(none)" : quote(TerminalText.escaped($0)) }
            return "\(change.field.rawValue) \(shown[0]) → \(shown[1])"
        }.joined(separator: "; ")
    }
}
