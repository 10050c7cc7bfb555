/// A named set of hours a location keeps besides its main hours: its drive-through's, its lobby's, its ATM's.
public struct HourSet: Sendable, Hashable {
    /// The set's name in the data (`drive_through`): lower-case letters, digits and underscores.
    var name: String
    var hours: OpeningHours

    public init(name: String, hours: OpeningHours) {
        self.name = name
        self.hours = hours
    }

    /// Whether `text` can name a set: it is a key in JSON, a column suffix in CSV and a tag suffix in OpenStreetMap.
    static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// The labels of the names every site knows; `hour_sets:` in `site.yml` adds others and may rename these.
    static let builtInLabels = ["lobby": "Lobby", "drive_through": "Drive-through", "atm": "ATM", "appointments": "Appointments"]
}

/// What the pages call each set: the site's label, else the built-in one, else its name in words ("night_safe" is
/// "Night safe").
struct HourSetLabels: Sendable, Hashable {
    var declared: [String: String] = [:]

    init(declared: [String: String] = [:]) { self.declared = declared }

    func label(_ name: String) -> String {
        if let label = declared[name] ?? HourSet.builtInLabels[name] { return label }
        let words = name.replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The label inside a sentence ("Open now · drive-through"): lower-cased first, unless it is an abbreviation (ATM).
    func inSentence(_ name: String) -> String {
        let label = label(name)
        guard let second = label.dropFirst().first, !second.isUppercase else { return label }
        return label.prefix(1).lowercased() + label.dropFirst()
    }
}

extension Location {
    /// Its main hours and every set, the main ones first; what holidays, closures and checks apply to alike.
    var allHours: [OpeningHours] { (hours.map { [$0] } ?? []) + hourSets.map(\.hours) }
}
