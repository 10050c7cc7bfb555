/// The drawn symbol of each pin kind: its SVG (anchored at 0,0 on the place) and its size.
enum PinSymbols {
    struct Symbol {
        let markup: String
        /// How far the symbol reaches above its anchor, for placing labels.
        let top: Double
        let color: String
    }

    static func symbol(_ kind: MapPin.Kind) -> Symbol {
        let teardrop = "M0 0C-1.6-5-8.5-9-8.5-15.5a8.5 8.5 0 1 1 17 0c0 6.5-6.9 10.5-8.5 15.5z"
        switch kind {
        case .branch:
            return Symbol(
                markup: """
                    <path class="wm-mark" d="\(teardrop)" fill="#1f5f99" stroke="#fff" stroke-width="1.2"/>\
                    <path d="M0-21.5l-5 3.8v6.2h10v-6.2z" fill="#fff"/>
                    """, top: 25, color: "#1f5f99")
        case .atm:
            return Symbol(
                markup: """
                    <path class="wm-mark" d="M-7-24h14a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2h-4.5l-2.5 9-2.5-9h-4.5a2 2 0 0 1-2-2v-11a2 2 0 0 1 2-2z" \
                    fill="#2e7d32" stroke="#fff" stroke-width="1.2"/>\
                    <rect x="-5.5" y="-20.5" width="11" height="7.5" rx="1" fill="#fff"/><path d="M-5.5-18.3h11" stroke="#2e7d32" stroke-width="1.5"/>
                    """, top: 25, color: "#2e7d32")
        case .geocodeResult:
            return Symbol(
                markup: """
                    <path class="wm-mark" d="\(teardrop)" fill="#c62828" stroke="#fff" stroke-width="1.2"/>\
                    <circle cy="-15.5" r="3.3" fill="#fff"/>
                    """, top: 25, color: "#c62828")
        case .capital:
            return Symbol(
                markup: """
                    <circle class="wm-mark" r="6.5" fill="#fff" stroke="#1d1d1d" stroke-width="1.6"/>\
                    <path d="M0-4.6l1.1 3.1h3.3l-2.7 2 1 3.2L0 1.8l-2.7 1.9 1-3.2-2.7-2h3.3z" fill="#b3261e"/>
                    """, top: 8, color: "#b3261e")
        case .youAreHere:
            return Symbol(
                markup: """
                    <circle r="11" fill="#1a73e8" fill-opacity=".2"/>\
                    <circle class="wm-mark" r="5.5" fill="#1a73e8" stroke="#fff" stroke-width="2"/>
                    """, top: 8, color: "#1a73e8")
        }
    }

    /// Whether the symbol stands on its anchor (a pin) rather than being centred on it.
    static func isStanding(_ kind: MapPin.Kind) -> Bool {
        switch kind {
        case .branch, .atm, .geocodeResult: true
        case .capital, .youAreHere: false
        }
    }
}
