import Foundation

/// Reads `countries.plist`: a root dict whose `global` array holds one dict per country,
/// or a root array of such dicts.
public struct CountriesReader {
    public init() {}

    public func read(bytes: [UInt8], path: String, log: inout DiagnosticLog) -> [Country] {
        guard let root = PlistFile.parse(bytes: bytes, path: path, log: &log) else { return [] }
        var fields = PlistFields(path: path)
        defer { log.merge(fields.log) }
        guard let records = records(root, &fields) else { return [] }
        var countries: [Country] = []
        var slugs: [Slug: Country] = [:]
        var names: [String: Country] = [:]
        for record in records {
            let mark = fields.log.all.count
            guard let country = readCountry(record, &fields) else {
                fields.log.leaveOutRecord(since: mark)
                continue
            }
            let name = country.displayName.lowercased()
            if let first = slugs[country.slug] ?? names[name] {
                let same = first.slug == country.slug ? "has the same address /countries/\(country.slug)/ as" : "is the same country as"
                fields.warning(
                    record, "\"\(country.name)\" \(same) \"\(first.name)\" at line \(first.position.line); it is left out",
                    hint: "each country must appear once; remove one or give it a different name")
                continue
            }
            (slugs[country.slug], names[name]) = (country, country)
            countries.append(country)
        }
        return countries
    }

    private func records(_ root: PlistNode, _ fields: inout PlistFields) -> [PlistNode]? {
        switch root.value {
        case .array(let items):
            return items
        case .dictionary(let dictionary):
            guard let global = dictionary["global"] else {
                fields.error(
                    root, "the countries file has no 'global' key",
                    hint: "the root <dict> needs <key>global</key> followed by an <array> of countries")
                return nil
            }
            if case .array(let items) = global.value { return items }
            fields.error(global, "'global' must be an <array> of countries, found \(global.value.typeName)")
            return nil
        default:
            fields.error(root, "the countries file must hold a <dict> with a 'global' array, or an <array>, found \(root.value.typeName)")
            return nil
        }
    }

    private func readCountry(_ node: PlistNode, _ fields: inout PlistFields) -> Country? {
        guard let dictionary = fields.dictionary(node, "a country") else { return nil }
        let errorsBefore = fields.log.errors.count
        let what = "this country"
        let nameNode = fields.required("name", in: dictionary, of: node, what)
        let name = nameNode.flatMap { fields.string($0, "name") }.map(CleanText.line)
        let capitalNode = fields.required("capital", in: dictionary, of: node, what)
        let capital = capitalNode.flatMap { fields.string($0, "capital") }.map(CleanText.line)
        let latitude = fields.required("latitude", in: dictionary, of: node, what)
        let longitude = fields.required("longitude", in: dictionary, of: node, what)
        let coordinate = readCoordinate(latitude, longitude, &fields)
        let flag = dictionary["flag"].flatMap { readFlag($0, &fields) } ?? ""
        guard fields.log.errors.count == errorsBefore, let nameNode, let name, let capital, let latitude, let coordinate
        else { return nil }
        if name.trimmingCharacters(in: .whitespaces).isEmpty {
            fields.error(nameNode, "the country's name is empty")
            return nil
        }
        let match = CountryNameMatcher.shared.match(name)
        if match == nil {
            fields.warning(
                nameNode, "\"\(name)\" does not match any ISO 3166 country; it is kept without a code",
                hint: "use the country's English name (e.g. \"Côte d'Ivoire\"), or its flag and map will be generic")
        }
        let displayName = match?.displayName ?? name
        return Country(
            name: name, displayName: displayName, isoCode: match?.alpha2, capital: capital,
            // The address keeps the data's name when it is shown by its current one (Turkey as Türkiye): a country's
            // page must not move, and links to it break, because Waymark learned a new name.
            coordinate: coordinate, flagFile: flag, slug: Slug(making: name, fallback: "country"),
            position: fields.position(node), coordinatePosition: fields.position(latitude),
            capitalPosition: capitalNode.map(fields.position))
    }

    /// Checks each of the two values on its own, so a bad latitude is reported even when the longitude is missing.
    private func readCoordinate(_ latitude: PlistNode?, _ longitude: PlistNode?, _ fields: inout PlistFields) -> Coordinate? {
        let lat = latitude.flatMap { fields.number($0, "latitude") }
        let lng = longitude.flatMap { fields.number($0, "longitude") }
        var valid = lat != nil && lng != nil
        if let lat, let latitude, !Coordinate.isValidLatitude(lat) {
            fields.error(latitude, "latitude \(PlistFields.text(latitude)) is out of range; it must be between -90 and 90")
            valid = false
        }
        if let lng, let longitude, !Coordinate.isValidLongitude(lng) {
            fields.error(longitude, "longitude \(PlistFields.text(longitude)) is out of range; it must be between -180 and 180")
            valid = false
        }
        guard valid, let lat, let lng else { return nil }
        return Coordinate(latitude: lat, longitude: lng)
    }

    /// The flag's file name; one with nothing before its extension (".png") is dropped with a warning.
    private func readFlag(_ node: PlistNode, _ fields: inout PlistFields) -> String? {
        guard let flag = fields.string(node, "flag") else { return nil }
        if flag.hasPrefix(".") || flag.contains("/") || flag.contains("\\") {
            fields.warning(node, "flag \"\(flag)\" is not a usable file name; the flag is looked up by ISO code instead")
            return ""
        }
        return flag
    }
}
