import Foundation

/// Links that take a visitor to a location: directions in three map apps, and a `tel:` link for its phone.
enum ContactLinks {
    /// Google Maps, Apple Maps and OpenStreetMap, each routing to the location's coordinates (6 decimals, ~0.1 m).
    static func directions(to coordinate: Coordinate) -> [LinkItem] {
        let lat = Coordinate.format(coordinate.latitude, decimals: 6)
        let lng = Coordinate.format(coordinate.longitude, decimals: 6)
        return [
            LinkItem(title: "Google Maps", href: SafeURL(built: "https://www.google.com/maps/dir/?api=1&destination=\(lat),\(lng)")),
            LinkItem(title: "Apple Maps", href: SafeURL(built: "https://maps.apple.com/?daddr=\(lat),\(lng)")),
            LinkItem(title: "OpenStreetMap", href: SafeURL(built: "https://www.openstreetmap.org/directions?to=\(lat)%2C\(lng)")),
        ]
    }

    /// `tel:` with the number's digits (`telDigits`, which a page works out once for its call link and its phone row),
    /// and a leading `+` when the number is international ("+44 20 7946 0000", "0044 20 7946 0000" →
    /// `tel:+442079460000`; "020 7946 0000" → `tel:02079460000`). A "(0)" after the country code is the national
    /// trunk prefix, which an international number drops.
    static func tel(_ number: Number) -> SafeURL {
        SafeURL(built: "tel:" + (number.international ? "+" : "") + number.digits)
    }

    /// A phone number's digits, and whether they start with a country code.
    typealias Number = (digits: String, international: Bool)

    /// The number's digits, and whether they start with a country code; nil without digits.
    static func telDigits(_ phone: String) -> Number? {
        var text = phone.trimmingCharacters(in: .whitespaces)
        var international = text.hasPrefix("+")
        if international { text = text.replacingOccurrences(of: "(0)", with: "") }
        var digits = String(text.unicodeScalars.filter { ("0"..."9").contains($0) }.map(Character.init))
        if !international, digits.hasPrefix("00"), digits.count > 4 {
            digits.removeFirst(2)
            international = true
        }
        return digits.isEmpty ? nil : (digits, international)
    }
}
