/// The kinds of value a record gives from a code list or in common words, each with its catalogue keys' prefix.
enum LabelKind: String, Sendable, CaseIterable {
    case service, accessibility, detail
    /// A detail's value ("Free to use", "Yes").
    case value = "detail_value"
    /// An opening hours note ("Available 24 hours").
    case note
}

extension Words {
    /// A record's service, accessibility value, detail label, detail value or hours note in this language: a code
    /// ("CashWithdrawal") by its key (`service_cash_withdrawal`), the theme's English words for one ("Cash
    /// withdrawal") by the same key; any other value (a feed's own code, free text) as the record gives it.
    func label(_ value: String, _ kind: LabelKind) -> String {
        // Feeds list some accessibility values among the services ("Step-free access"), and the other way round.
        let kinds: [LabelKind] =
            switch kind {
            case .service: [.service, .accessibility]
            case .accessibility: [.accessibility, .service]
            default: [kind]
            }
        for kind in kinds {
            if let key = Self.englishKeys[kind]?[value] ?? codeKey(value, kind) { return text(key) }
        }
        return value
    }

    /// A notice topic's name: the catalogue's for the usual ones (`notice_topic_hours`), else its slug as the notice
    /// writes it.
    func topic(_ slug: Slug) -> String {
        let key = "notice_topic_" + slug.value.replacingOccurrences(of: "-", with: "_")
        return entries[key] == nil ? slug.value : text(key)
    }

    /// The key a code names when the catalogue has it: "PINChange" → `service_pin_change`.
    private func codeKey(_ value: String, _ kind: LabelKind) -> String? {
        // ASCII letters and digits, by bytes: a character of any other kind has a byte outside them.
        let isCode = { (byte: UInt8) in (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        guard !value.isEmpty, value.utf8.allSatisfy(isCode) else { return nil }
        return codeKeys[kind]?[value.lowercased()]
    }

    /// The table of `codeKeys`: each key of a label kind (the longest prefix: `detail_value_` keys are values) by its
    /// words run together.
    static func codeKeys(_ entries: [String: Catalogue.Entry]) -> [LabelKind: [String: String]] {
        let kinds = LabelKind.allCases.sorted { $0.rawValue.count > $1.rawValue.count }
        var table: [LabelKind: [String: String]] = [:]
        for key in entries.keys.sorted() {
            guard let kind = kinds.first(where: { key.hasPrefix($0.rawValue + "_") }) else { continue }
            let code = String(key.dropFirst(kind.rawValue.count + 1).filter { $0 != "_" })
            if table[kind]?[code] == nil { table[kind, default: [:]][code] = key }
        }
        return table
    }

    /// For each kind, the theme's English string of each of its keys with the key; a site's English words for a
    /// value are the theme's, so one table serves every language.
    private static let englishKeys: [LabelKind: [String: String]] = {
        var table: [LabelKind: [String: String]] = [:]
        // Longest prefix first, so that `detail_value_` keys are values, not details.
        let kinds = LabelKind.allCases.sorted { $0.rawValue.count > $1.rawValue.count }
        for (key, entry) in english.entries.sorted(by: { $0.key < $1.key }) {
            guard let kind = kinds.first(where: { key.hasPrefix($0.rawValue + "_") }), let text = entry.forms[.other]
            else { continue }
            if table[kind]?[text] == nil { table[kind, default: [:]][text] = key }
        }
        return table
    }()
}
