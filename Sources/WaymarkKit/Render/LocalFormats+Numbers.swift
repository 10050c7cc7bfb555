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

    /// "same address", "350 m", "4.2 km", "1,234 km"; or "0.3 mi", "4.2 mi", "1,234 mi": rounded to what a reader can
    /// use, with at least 0.1 mile so that only the same address is nothing away.
    func distance(_ metres: Double) -> String {
        if metres < 5 { return "same address" }
        guard usesMiles else { return Self.metric(metres, number) }
        let miles = max(metres / Self.metresPerMile, 0.1)
        return miles < 9.95 ? number(miles, decimals: 1) + " mi" : number(miles) + " mi"
    }

    static let metresPerMile = 1_609.344

    /// The metric distance, numbers written by `number`; the build's own terminal reports use it with English ones.
    static func metric(_ metres: Double, _ number: (Double, Int) -> String) -> String {
        if metres < 995 { return number((metres / 10).rounded() * 10, 0) + " m" }
        if metres < 9_950 { return number(metres / 1000, 1) + " km" }
        return number(metres / 1000, 0) + " km"
    }
}
