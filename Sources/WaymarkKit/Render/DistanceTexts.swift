/// Neighbours' distances as the pages write them (`LocalFormats.distance`), each written once: the rows of a site's
/// location pages repeat a few hundred rounded distances, and ICU's number formatting with the plural rules cost more
/// than the rest of a row.
///
/// A text is kept under the distance as it is rounded for the reader, which is all it is made from; a distance that
/// lies so near a half that its rounding could depend on how its digits are read is written afresh each time, so a
/// kept text is always the one `LocalFormats.distance` gives.
final class DistanceTexts: Sendable {
    struct Key: Hashable, Sendable {
        /// The rounded value in the unit's steps (metres, or tenths of a kilometre or mile when `decimals` is 1); -1
        /// for the same address.
        let steps: Int
        let decimals: Int
        let unit: String
    }

    private let written = SharedByKey<Key, String>()

    /// `formats.distance(metres, words: words)`; one renderer's texts, in its language with its words.
    func text(_ metres: Double, formats: LocalFormats, words: Words) -> String {
        guard let key = Self.key(metres, miles: formats.usesMiles) else { return formats.distance(metres, words: words) }
        return written.value(for: key) { formats.distance(metres, words: words) }
    }

    /// What a distance's text is made from, as `LocalFormats.distance` rounds it; nil within a millionth of a step
    /// of a half, where ICU's reading of the value's digits might round the other way than the value itself.
    static func key(_ metres: Double, miles: Bool) -> Key? {
        if metres < 5 { return Key(steps: -1, decimals: 0, unit: "") }
        let (value, decimals, unit) = miles ? LocalFormats.miles(metres) : LocalFormats.metric(metres)
        let scaled = value * (decimals == 0 ? 1.0 : 10.0)
        guard abs(scaled - scaled.rounded(.down) - 0.5) > 1e-6 else { return nil }
        return Key(steps: Int(scaled.rounded()), decimals: decimals, unit: unit)
    }
}
