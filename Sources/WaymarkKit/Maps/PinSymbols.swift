/// The drawn symbol of each pin kind: SVG anchored at 0,0 on the place, one unit a CSS pixel.
/// `MapStyle.css` turns each into a background image, so pages carry none of it.
enum PinSymbols {
    static func markup(_ kind: MapPin.Kind) -> String {
        let teardrop = "M0 0C-1.6-5-8.5-9-8.5-15.5a8.5 8.5 0 1 1 17 0c0 6.5-6.9 10.5-8.5 15.5z"
        switch kind {
        case .branch:
            return """
                <path d="\(teardrop)" fill="#1f5f99" stroke="#fff" stroke-width="1.2"/>\
                <path d="M0-21.5l-5 3.8v6.2h10v-6.2z" fill="#fff"/>
                """
        case .atm:
            return """
                <path d="M-7-24h14a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2h-4.5l-2.5 9-2.5-9h-4.5a2 2 0 0 1-2-2v-11a2 2 0 0 1 2-2z" \
                fill="#2e7d32" stroke="#fff" stroke-width="1.2"/>\
                <rect x="-5.5" y="-20.5" width="11" height="7.5" rx="1" fill="#fff"/><path d="M-5.5-18.3h11" stroke="#2e7d32" stroke-width="1.5"/>
                """
        case .geocodeResult:
            return """
                <path d="\(teardrop)" fill="#c62828" stroke="#fff" stroke-width="1.2"/>\
                <circle cy="-15.5" r="3.3" fill="#fff"/>
                """
        case .capital:
            return """
                <circle r="6.5" fill="#fff" stroke="#1d1d1d" stroke-width="1.6"/>\
                <path d="M0-4.6l1.1 3.1h3.3l-2.7 2 1 3.2L0 1.8l-2.7 1.9 1-3.2-2.7-2h3.3z" fill="#b3261e"/>
                """
        case .youAreHere:
            return """
                <circle r="11" fill="#1a73e8" fill-opacity=".2"/>\
                <circle r="5.5" fill="#1a73e8" stroke="#fff" stroke-width="2"/>
                """
        }
    }

    /// The symbol as a CSS `url(…)`: a standalone SVG whose box is the pin's element, 24 × 28 with the
    /// anchor 1 px above the bottom for a standing pin, 24 × 24 around it otherwise.
    static func cssImage(_ kind: MapPin.Kind) -> String {
        let box = isStanding(kind) ? "-12 -27 24 28" : "-12 -12 24 24"
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='\(box)'>\(markup(kind))</svg>"
        var encoded = ""
        for character in svg.replacingOccurrences(of: "\"", with: "'") {
            switch character {
            case "%": encoded += "%25"
            case "<": encoded += "%3C"
            case ">": encoded += "%3E"
            case "#": encoded += "%23"
            default: encoded.append(character)
            }
        }
        return "url(\"data:image/svg+xml,\(encoded)\")"
    }

    /// Whether the symbol stands on its anchor (a pin) rather than being centred on it.
    static func isStanding(_ kind: MapPin.Kind) -> Bool {
        switch kind {
        case .branch, .atm, .geocodeResult: true
        case .capital, .youAreHere: false
        }
    }
}
