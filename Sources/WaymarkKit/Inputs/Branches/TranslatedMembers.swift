/// Reads the translations of `branches.json`: `"name@cy": "…"` beside `"name"`, or `"name": {"en": "…", "cy": "…"}`.
struct TranslatedMembers {
    /// The site's default language: its text in an object of texts is the member's text; empty where only
    /// `"name@cy"` members are read (an Open Banking feed).
    var defaultLanguage: String
    /// The members that may be translated, by key, and the part each is.
    var parts: [String: LocalizedText.Part] = ["name": .name]

    /// A location's object with the translations of its name, its address's street and city and its hours' notes
    /// taken out into `texts`.
    func location(_ object: JSONObject, into texts: inout [LocalizedText], fields: inout JSONFields) -> JSONObject {
        var kept = read(object, into: &texts, fields: &fields)
        for (key, parts) in [("address", ["street": LocalizedText.Part.street, "city": .city]), ("hours", ["notes": .notes])] {
            guard let node = kept[key], case .object(let inner) = node.value else { continue }
            let reader = TranslatedMembers(defaultLanguage: defaultLanguage, parts: parts)
            let read = reader.read(inner, into: &texts, fields: &fields)
            kept.replace(key, with: JSONNode(.object(read), line: node.line, column: node.column))
        }
        return kept
    }

    /// Whether a location's record holds an object of texts, which it reads by the site's default language: the
    /// record cache, which knows a record by its bytes alone, does not keep such a record.
    static func readsDefaultLanguage(_ node: JSONNode) -> Bool {
        func hasObject(_ node: JSONNode?, _ keys: [String]) -> Bool {
            guard case .object(let object)? = node?.value else { return false }
            return keys.contains { key in
                if case .object? = object[key]?.value { return true }
                return false
            }
        }
        guard case .object(let object) = node.value else { return false }
        return hasObject(node, ["name"]) || hasObject(object["address"], ["street", "city"]) || hasObject(object["hours"], ["notes"])
    }

    /// The object with every translated member taken out (an object of texts becomes its default's text), and the
    /// translations; a malformed language tag is a warning at its key, and that text is left out.
    func read(_ object: JSONObject, into texts: inout [LocalizedText], fields: inout JSONFields) -> JSONObject {
        var kept = JSONObject()
        for member in object.members {
            if let at = member.key.lastIndex(of: "@"), let part = parts[String(member.key[..<at])] {
                let tag = String(member.key[member.key.index(after: at)...])
                add(tag, member.value, part, at: fields.position(of: member), &texts, &fields)
            } else if !defaultLanguage.isEmpty, let part = parts[member.key], case .object(let byLanguage) = member.value.value {
                var member = member
                if let text = defaultText(byLanguage, part, member.value, &texts, &fields) {
                    member.value = text
                } else if part == .name {
                    // Kept, empty, so that the error above is the record's only one (not a "missing name" besides).
                    member.value = JSONNode(.string(""), line: member.value.line, column: member.value.column)
                } else {
                    continue
                }
                kept.append(member)
            } else {
                kept.append(member)
            }
        }
        return kept
    }

    /// The default's text of an object of texts, the others added to `texts`; nil (with an error) when it has none.
    private func defaultText(
        _ byLanguage: JSONObject, _ part: LocalizedText.Part, _ node: JSONNode, _ texts: inout [LocalizedText],
        _ fields: inout JSONFields
    ) -> JSONNode? {
        for member in byLanguage.members where member.key != defaultLanguage {
            add(member.key, member.value, part, at: fields.position(of: member), &texts, &fields)
        }
        if let text = byLanguage[defaultLanguage] { return text }
        let message = "'\(part.rawValue)' has no text in \(defaultLanguage), the site's default language"
        let hint = "add \"\(defaultLanguage)\": \"…\"; a translation is shown beside the default's text, never alone"
        // A location needs its name; its other parts may be left out.
        if part == .name { fields.error(node, message, hint: hint) } else { fields.warning(node, message + "; it is left out", hint: hint) }
        return nil
    }

    private func add(
        _ tag: String, _ node: JSONNode, _ part: LocalizedText.Part, at position: SourcePosition, _ texts: inout [LocalizedText],
        _ fields: inout JSONFields
    ) {
        guard let language = LanguageTag(tag) else {
            fields.log.warning(
                position, "\"\(tag)\" is not a language tag; this \(part.rawValue) is left out",
                hint: "write a BCP 47 tag such as \"cy\" or \"fr-CA\"")
            return
        }
        guard case .string(let text) = node.value else {
            fields.warning(node, "a translation must be a string, found \(node.value.typeName); it is left out")
            return
        }
        texts.set(part, text, in: language.description)
    }
}
