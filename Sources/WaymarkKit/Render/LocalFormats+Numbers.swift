import Foundation

extension LocalFormats {
    /// A number with this language's digits and separators and exactly `decimals` places: "4.2" (en), "4,2" (fr),
    /// "1,234" (en), "1 234" (fr, a narrow no-break space), rounding halves away from zero as browsers' `Intl` does.
    func number(_ value: Double, decimals: Int = 0) -> String {
        value.formatted(
            .number.locale(locale).precision(.fractionLength(decimals)).rounded(rule: .toNearestOrAwayFromZero))
    }

    /// Whether distances are in miles: where the language's country measures roads in them (GB and the US by CLDR,
    /// so en, en-GB, en-US and cy do; fr, de, es and ar do not).
    var usesMiles: Bool { locale.measurementSystem != .metric }

    /// "350 m", "4.2 km", "1,234 km"; or "0.3 mi", "4.2 mi", "1,234 mi": rounded to what a reader can use, with at
    /// least 0.1 mile so that only the same address is nothing away; the unit as `words` name it ("٤٫٢ كم" in Arabic).
    func distance(_ metres: Double, words: Words = .english) -> String {
        if metres < 5 { return words.text("same_address") }
        let (value, decimals, unit) = usesMiles ? Self.miles(metres) : Self.metric(metres)
        // Rounded as `number` rounds it, so that the form agrees with the digits shown.
        let scale = decimals == 0 ? 1.0 : 10.0
        let plain = Coordinate.format((value * scale).rounded() / scale, decimals: decimals)
        return words.text("map_scale_" + unit, plain: plain, shown: number(value, decimals: decimals))
    }

    static let metresPerMile = 1_609.344

    /// A distance in miles, rounded for a reader: one decimal under ten miles, none above.
    static func miles(_ metres: Double) -> (value: Double, decimals: Int, unit: String) {
        let miles = max(metres / metresPerMile, 0.1)
        return miles < 9.95 ? (miles, 1, "mi") : (miles, 0, "mi")
    }

    /// A metric distance, rounded for a reader: to ten metres under a kilometre, one decimal under ten kilometres;
    /// the build's own terminal reports write it in English.
    static func metric(_ metres: Double) -> (value: Double, decimals: Int, unit: String) {
        if metres < 995 { return ((metres / 10).rounded() * 10, 0, "m") }
        if metres < 9_950 { return (metres / 1000, 1, "km") }
        return (metres / 1000, 0, "km")
    }
}
