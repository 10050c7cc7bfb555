/// How location text becomes search tokens; `Public/assets/locations.js` does the same to what the visitor types.
enum SearchText {
    /// Lower-case words with accents folded ("Île-de-France" to "ile", "de", "france"); letters and digits only.
    static func tokens(_ text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiTokens(text) }
        var tokens: [String] = []
        var current = ""
        for scalar in Slug.foldedLowercase(text).unicodeScalars {
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

    /// The same for ASCII text, byte by byte: most addresses, and much faster than Unicode folding.
    private static func asciiTokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): current.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): current.append(byte + 32)
            default:
                if !current.isEmpty { tokens.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { tokens.append(String(decoding: current, as: UTF8.self)) }
        return tokens
    }

    /// Every token a location is found by: its name, street, district, city and postcode, and the postcode without spaces.
    /// `words` splits the name, street and city (`tokens(_:)`, or a memo of it: those repeat; postcodes seldom do).
    static func tokens(of location: Location, words: (String) -> [String] = tokens) -> [String] {
        var tokens = words(location.name)
        for line in location.address.lines { tokens += words(line) }
        tokens += words(location.address.district)
        tokens += words(location.address.city)
        let postcode = Self.tokens(location.address.postcode)
        tokens += postcode
        if postcode.count > 1 { tokens.append(postcode.joined()) }
        return tokens
    }
}
