/// What a geocoding result is, in a customer's words (the page's catalogue) rather than the API's codes.
struct GeocodeWords {
    let words: Words

    /// The API's `location_type` in words (`geocode_precision_…`); a code the catalogue lacks in plain words.
    func precision(_ locationType: String?) -> String {
        guard let locationType else { return words.text("geocode_precision_none") }
        return known("geocode_precision_", locationType) ?? Self.plain(locationType)
    }

    /// The first of the result's `types` that says what the place is ("locality" is a town or city); `political`
    /// and other administrative tags say nothing to a customer. Nil when none does.
    func kindOfPlace(_ types: [String]) -> String? {
        for type in types {
            if let words = known("geocode_kind_", type) { return words }
        }
        return types.first { !Self.ignored.contains($0) }.map(Self.plain)
    }

    private static let ignored: Set<String> = ["political", "establishment", "geocode", "plus_code"]

    private func known(_ prefix: String, _ code: String) -> String? {
        let key = prefix + code.lowercased()
        return code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) && words.kind(of: key).exists
            ? words.text(key) : nil
    }

    /// "SOME_NEW_TYPE" → "Some new type".
    private static func plain(_ code: String) -> String {
        let text = code.lowercased().replacingOccurrences(of: "_", with: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
