/// How location text becomes search tokens; `Public/assets/locations.js` does the same to what the visitor types.
enum SearchText {
    /// Lower-case words with accents folded ("Île-de-France" to "ile", "de", "france"); letters and digits only.
    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        for scalar in Slug.fold(text).lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                tokens.append(current)
                current = ""
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// Every token a location is found by: its name, street, city and postcode, and the postcode without spaces.
    static func tokens(of location: Location) -> [String] {
        var tokens = tokens(location.name)
        for line in location.address.lines { tokens += Self.tokens(line) }
        tokens += Self.tokens(location.address.city)
        let postcode = Self.tokens(location.address.postcode)
        tokens += postcode
        if postcode.count > 1 { tokens.append(postcode.joined()) }
        return tokens
    }
}
