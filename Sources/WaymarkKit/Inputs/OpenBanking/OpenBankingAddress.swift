/// Reads an OBIE `PostalAddress` into the model's address.
enum OpenBankingAddress {
    static func read(_ postal: JSONObject, fields: inout JSONFields) -> Location.Address {
        var lines: [String] = []
        if let node = postal["AddressLine"], !fields.isNull(node) {
            lines = fields.strings(node, "AddressLine").map(clean).map(TitleCase.fromCapitals).filter { !$0.isEmpty }
        }
        let number = clean(fields.optionalString("BuildingNumber", in: postal) ?? "")
        let street = TitleCase.fromCapitals(clean(fields.optionalString("StreetName", in: postal) ?? ""))
        let streetLine = [number, street].filter { !$0.isEmpty }.joined(separator: " ")
        if !streetLine.isEmpty, !lines.contains(where: { $0.lowercased() == streetLine.lowercased() }) {
            lines.append(streetLine)
        }
        return Location.Address(
            lines: lines,
            city: TitleCase.fromCapitals(clean(fields.optionalString("TownName", in: postal) ?? "")),
            postcode: clean(fields.optionalString("PostCode", in: postal) ?? ""),
            country: clean(fields.optionalString("Country", in: postal) ?? "").uppercased(),
            region: regions(postal, &fields)
        )
    }

    /// `CountrySubDivision`: a string, or a list of them (v2.2 allows both), e.g. "Greater London"; feeds that send it
    /// in capitals ("LINCOLNSHIRE") get it in title case, as towns and streets.
    private static func regions(_ postal: JSONObject, _ fields: inout JSONFields) -> String {
        guard let node = postal["CountrySubDivision"], !fields.isNull(node) else { return "" }
        let parts: [String]
        if case .array = node.value {
            parts = fields.strings(node, "CountrySubDivision")
        } else {
            parts = [fields.string(node, "CountrySubDivision") ?? ""]
        }
        return parts.map { TitleCase.fromCapitals(clean($0)) }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// Spaces collapsed, and the trailing `;` some feeds leave on address lines ("1 VICTORIA ROAD;") removed.
    static func clean(_ text: String) -> String {
        var result = Substring(CleanText.line(text))
        while let last = result.last, last == ";" || last == "," || last.isWhitespace { result = result.dropLast() }
        return String(result)
    }
}
