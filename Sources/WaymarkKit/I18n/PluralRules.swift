/// A CLDR plural category: which form of a word a number takes in a language.
enum PluralCategory: String, CaseIterable, Sendable, Comparable {
    case zero, one, two, few, many, other

    static func < (a: Self, b: Self) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}

/// A number's CLDR plural operands, read from its written form so that "1.0" and "1" differ as CLDR says they do.
struct PluralOperands: Equatable, Sendable {
    /// The absolute value (n), its integer digits (i), the count of visible fraction digits (v) and the exponent
    /// of compact notation (e, as in "1c6").
    var n: Double
    var i: Int
    var v: Int
    var e: Int

    init(n: Double, i: Int, v: Int, e: Int) {
        (self.n, self.i, self.v, self.e) = (n, i, v, e)
    }

    init(_ count: Int) {
        n = Double(count.magnitude)
        i = Int(count.magnitude)
        v = 0
        e = 0
    }

    /// Reads "3", "1.50" or "1.1c6"; nil for anything else.
    init?(_ written: String) {
        let parts = written.split(separator: "c", omittingEmptySubsequences: false)
        guard parts.count <= 2, let exponent = parts.count == 2 ? Int(parts[1]) : 0, (0...15).contains(exponent) else {
            return nil
        }
        let digits = parts[0].split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(digits.count), digits.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        // Compact notation moves the decimal point right: 1.1c6 is 1100000 with no visible fraction.
        let fraction = digits.count == 2 ? String(digits[1]) : ""
        let shifted = fraction.prefix(exponent) + String(repeating: "0", count: max(0, exponent - fraction.count))
        let rest = fraction.dropFirst(exponent)
        guard let whole = Int(digits[0] + shifted), let value = Double("\(whole).\(rest.isEmpty ? "0" : rest)") else { return nil }
        n = value
        i = whole
        v = rest.count
        e = exponent
    }
}

/// The plural rules of CLDR's `plurals.xml` for the languages Waymark ships catalogues for.
enum PluralRules {
    /// The primary language subtags that have rules here.
    static let languages = ["ar", "cy", "de", "en", "es", "fr"]

    /// The categories a language uses, in CLDR's order; nil for a language without rules here.
    static func categories(_ language: String) -> [PluralCategory]? {
        switch language {
        case "en", "de": [.one, .other]
        case "fr", "es": [.one, .many, .other]
        case "cy", "ar": PluralCategory.allCases
        default: nil
        }
    }

    /// The category of a number in a language (its primary subtag); "other" for a language without rules here.
    static func category(_ x: PluralOperands, _ language: String) -> PluralCategory {
        // "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5", French's and Spanish's millions.
        let million = (x.e == 0 && x.i != 0 && x.i % 1_000_000 == 0 && x.v == 0) || !(0...5).contains(x.e)
        let integral = x.n == x.n.rounded(.towardZero)
        switch language {
        case "en", "de": return x.i == 1 && x.v == 0 ? .one : .other
        case "fr": return x.i == 0 || x.i == 1 ? .one : million ? .many : .other
        case "es": return x.n == 1 ? .one : million ? .many : .other
        case "cy":
            let forms: [Double: PluralCategory] = [0: .zero, 1: .one, 2: .two, 3: .few, 6: .many]
            return forms[x.n] ?? .other
        case "ar":
            let forms: [Double: PluralCategory] = [0: .zero, 1: .one, 2: .two]
            if let form = forms[x.n] { return form }
            // "n % 100" keeps the fraction: 3.5 is in no range, as CLDR's examples 0.1~0.9 show.
            let hundreds = integral ? x.i % 100 : -1
            if (3...10).contains(hundreds) { return .few }
            return (11...99).contains(hundreds) ? .many : .other
        default: return .other
        }
    }
}
