/// A phone number as a customer reads it: the UK's and North America's numbers grouped as people write them there,
/// in the national form for a location in that country ("020 7946 0000", "(212) 555-0149") and the international
/// form elsewhere ("+44 20 7946 0000"); other numbers keep the data's grouping, with hyphens read as spaces.
enum PhoneText {
    static func display(_ phone: String, country: String) -> String {
        display(phone, number: ContactLinks.telDigits(phone), country: country)
    }

    /// `display` with the number's digits found already (`ContactLinks.telDigits(phone)`).
    static func display(_ phone: String, number: ContactLinks.Number?, country: String) -> String {
        guard let number, number.international else { return phone }
        for plan in plans {
            guard number.digits.hasPrefix(plan.code) else { continue }
            let national = String(number.digits.dropFirst(plan.code.count))
            guard let groups = plan.groups(national) else { break }
            return country == plan.country ? plan.national(groups) : "+\(plan.code) " + groups.joined(separator: " ")
        }
        let spaced = phone.replacingOccurrences(of: "-", with: " ")
        return spaced.contains(" ") ? spaced : phone
    }

    private struct Plan: Sendable {
        let country: String
        let code: String
        /// The national number's groups; nil when its length is not one the plan knows.
        let groups: @Sendable (String) -> [String]?
        let national: @Sendable ([String]) -> String
    }

    private static let plans = [
        Plan(country: "GB", code: "44", groups: ukGroups, national: { "0" + $0.joined(separator: " ") }),
        Plan(
            country: "US", code: "1", groups: { $0.count == 10 ? split($0, [3, 3, 4]) : nil },
            national: { "(\($0[0])) \($0[1])-\($0[2])" }),
    ]

    /// Ofcom's groupings: 2x (London, Cardiff…) 2-4-4; 3xx, 8xx, 9xx and 11x/1x1 area codes 3-3-4; mobiles and
    /// other area codes 4-6.
    private static func ukGroups(_ n: String) -> [String]? {
        guard n.count == 10, let first = n.first else { return nil }
        let second = n.dropFirst().first
        switch first {
        case "2": return split(n, [2, 4, 4])
        case "3", "8", "9": return split(n, [3, 3, 4])
        case "1" where second == "1" || n.dropFirst(2).first == "1": return split(n, [3, 3, 4])
        default: return split(n, [4, 6])
        }
    }

    private static func split(_ text: String, _ lengths: [Int]) -> [String] {
        var rest = Substring(text)
        return lengths.map { length in
            defer { rest = rest.dropFirst(length) }
            return String(rest.prefix(length))
        }
    }
}
