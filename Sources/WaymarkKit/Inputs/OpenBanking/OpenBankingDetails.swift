/// The phone, services and labelled details of an OBIE record, in the order the record lists them.
enum OpenBankingDetails {
    /// Keys whose code lists become `services` and `accessibility`, and the `Other…` lists of `{Code, Name}` that
    /// extend them.
    private static let serviceKeys: Set<String> = ["ServiceAndFacility", "ATMServices"]
    private static let otherServiceKeys: Set<String> = ["OtherServiceAndFacility", "OtherATMServices"]
    private static let accessibilityKeys: Set<String> = ["Accessibility"]
    private static let otherAccessibilityKeys: Set<String> = ["OtherAccessibility"]

    /// The fields shown in the details table, kept by their codes for the catalogues to label (`detail_sort_code`);
    /// other fields are left out.
    private static let shownFields: Set<String> = [
        "Identification", "SequenceNumber", "Type", "SortCode", "CustomerSegment", "OtherCustomerSegment", "Note", "Photo",
        "SupportedLanguages", "SupportedCurrencies", "MinimumPossibleAmount", "Access24HoursIndicator",
    ]

    /// The first `Phone` contact, else the empty string.
    static func phone(_ object: JSONObject, fields: inout JSONFields) -> String {
        contacts(object, fields: &fields).first { $0.label == "Phone" }?.value ?? ""
    }

    /// `ServiceAndFacility` or `ATMServices` codes, then the `Other…` services' names.
    static func services(_ object: JSONObject, fields: inout JSONFields) -> [String] {
        values(object, codes: serviceKeys, others: otherServiceKeys, known: OpenBankingCodes.services, &fields)
    }

    /// `Accessibility` codes, then the `OtherAccessibility` names.
    static func accessibility(_ object: JSONObject, fields: inout JSONFields) -> [String] {
        values(object, codes: accessibilityKeys, others: otherAccessibilityKeys, known: OpenBankingCodes.accessibility, &fields)
    }

    /// A known code as it is (each page labels it in its language), an unknown one humanized (no catalogue has it).
    private static func values(
        _ object: JSONObject, codes: Set<String>, others: Set<String>, known: Set<String>, _ fields: inout JSONFields
    ) -> [String] {
        var labels: [String] = []
        for member in object.members where !fields.isNull(member.value) {
            if codes.contains(member.key) {
                labels += fields.strings(member.value, member.key).map { known.contains($0) ? $0 : humanize($0) }
            } else if others.contains(member.key) {
                labels += codedNames(member.value, member.key, &fields)
            }
        }
        return labels
    }

    static func details(_ object: JSONObject, fields: inout JSONFields) -> [Location.Detail] {
        var details: [Location.Detail] = []
        for member in object.members where !fields.isNull(member.value) {
            if shownFields.contains(member.key), var value = text(member.value, member.key, &fields), !value.isEmpty {
                if member.key == "MinimumPossibleAmount" { value += " " + currency(object, &fields) }
                details.append(Location.Detail(label: member.key, value: value))
            }
            if member.key == "Branch", case .object(let branch) = member.value.value,
                let id = fields.optionalString("Identification", in: branch)
            {
                details.append(Location.Detail(label: "Branch", value: id))
            }
            if member.key == "Location", case .object(let location) = member.value.value,
                let categories = location["LocationCategory"], !fields.isNull(categories)
            {
                let value = fields.strings(categories, "LocationCategory").map(humanize).joined(separator: ", ")
                if !value.isEmpty { details.append(Location.Detail(label: "Location", value: value)) }
            }
            if member.key == "ContactInfo" {
                details += contacts(object, fields: &fields).filter { $0.label != "Phone" }
            }
        }
        return details
    }

    /// The currency an ATM's amounts are in: its only `SupportedCurrencies` entry, else pounds (the feeds are UK banks').
    private static func currency(_ object: JSONObject, _ fields: inout JSONFields) -> String {
        guard let node = object["SupportedCurrencies"], case .array = node.value else { return "GBP" }
        let currencies = fields.strings(node, "SupportedCurrencies")
        return currencies.count == 1 ? currencies[0] : "GBP"
    }

    /// A field's value as one line of text: strings as they are, lists joined, booleans as Yes/No.
    private static func text(_ node: JSONNode, _ key: String, _ fields: inout JSONFields) -> String? {
        switch node.value {
        case .string(let text): return text
        case .bool(let value): return value ? "Yes" : "No"
        case .number(_, let text): return text
        case .array(let items):
            if case .object? = items.first?.value { return codedNames(node, key, &fields).joined(separator: ", ") }
            let values = fields.strings(node, key)
            return (key == "CustomerSegment" ? values.map(humanize) : values).joined(separator: ", ")
        default:
            fields.error(node, "'\(key)' must be a string or a list of strings, found \(node.value.typeName)")
            return nil
        }
    }

    /// The `Name` of each `{Code, Name, Description}` item.
    private static func codedNames(_ node: JSONNode, _ key: String, _ fields: inout JSONFields) -> [String] {
        guard let items = fields.array(node, "'\(key)'") else { return [] }
        return items.compactMap { item in
            guard let object = fields.object(item, "an item of '\(key)'"),
                let name = fields.requiredString("Name", in: object, of: item, "this item of '\(key)'")
            else { return nil }
            return humanize(name)
        }
    }

    /// `ContactInfo` entries as (type, content), e.g. ("Phone", "+44-3453000000").
    private static func contacts(_ object: JSONObject, fields: inout JSONFields) -> [Location.Detail] {
        guard let node = object["ContactInfo"], !fields.isNull(node) else { return [] }
        let items: [JSONNode]
        if case .object = node.value { items = [node] } else { items = fields.array(node, "'ContactInfo'") ?? [] }
        return items.compactMap { item in
            guard case .object(let contact) = item.value,
                case .string(let content)? = contact["ContactContent"]?.value
            else { return nil }
            var type = "Contact"
            if case .string(let text)? = contact["ContactType"]?.value { type = humanize(text) }
            return Location.Detail(label: type, value: content)
        }
    }

    /// "CashWithdrawal" to "Cash withdrawal", "PINChange" to "PIN change", "ATMAtBranch" to "ATM at branch".
    static func humanize(_ code: String) -> String {
        guard code.contains(where: \.isUppercase), !code.contains(" ") else { return code }
        var words: [String] = []
        var current = ""
        let characters = Array(code)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let previous = index > 0 ? characters[index - 1] : nil
            let startsWord =
                character.isUppercase
                && previous.map {
                    $0.isLowercase || $0.isNumber
                        || ($0.isUppercase && (next?.isLowercase ?? false))
                } ?? false
            if startsWord, !current.isEmpty { words.append(current); current = "" }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.enumerated().map { index, word in
            let isAcronym = word.count > 1 && word.allSatisfy { $0.isUppercase || $0.isNumber }
            return index == 0 || isAcronym ? word : word.lowercased()
        }.joined(separator: " ")
    }
}
