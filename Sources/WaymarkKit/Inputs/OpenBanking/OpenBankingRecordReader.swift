/// Turns one OBIE Branch or ATM record into a `Location`.
struct OpenBankingRecordReader {
    let brand: String
    let kind: Location.Kind

    private var what: String { kind == .atm ? "this ATM" : "this branch" }

    func read(_ node: JSONNode, fields: inout JSONFields) -> Location? {
        guard let written = fields.object(node, kind == .atm ? "an ATM" : "a branch") else { return nil }
        let errorsBefore = fields.log.errors.count
        // Waymark's own extension of the standard, which has no languages: `"Name@cy"`, `"TownName@cy"`.
        var translations: [LocalizedText] = []
        let object = Self.names.read(written, into: &translations, fields: &fields)
        let identification = fields.requiredString("Identification", in: object, of: node, what)
        let addressNode = kind == .atm ? atmAddressNode(object, node, &fields) : object["PostalAddress"]
        var address = Location.Address()
        var coordinate: Coordinate?
        if let addressNode, let written = fields.object(addressNode, "'PostalAddress'") {
            let postal = Self.address.read(written, into: &translations, fields: &fields)
            address = OpenBankingAddress.read(postal, fields: &fields)
            coordinate = readCoordinate(postal, addressNode, &fields)
        } else {
            fields.error(
                node, "\(what) has no 'PostalAddress', so it has no coordinates; it is left out",
                hint: "add \(kind == .atm ? "Location." : "")PostalAddress.GeoLocation.GeographicCoordinates with Latitude and Longitude")
        }
        let name = readName(object, address: address, &fields)
        let phone = OpenBankingDetails.phone(object, fields: &fields)
        let services = OpenBankingDetails.services(object, fields: &fields)
        let accessibility = OpenBankingDetails.accessibility(object, fields: &fields)
        let details = OpenBankingDetails.details(object, fields: &fields)
        let hours = OpenBankingHoursReader(timeZone: OpenBankingHoursReader.timeZone(country: address.country))
            .read(object, fields: &fields)
        guard fields.log.errors.count == errorsBefore, let identification, let coordinate else { return nil }
        return Location(
            id: id(identification), kind: kind, name: name, brand: brand, address: address,
            coordinate: coordinate, phone: phone, services: services, accessibility: accessibility, details: details, hours: hours,
            position: fields.position(node), translations: translations)
    }

    private static let names = TranslatedMembers(defaultLanguage: "", parts: ["Name": .name])
    private static let address = TranslatedMembers(
        defaultLanguage: "", parts: ["AddressLine": .street, "StreetName": .street, "TownName": .city])

    /// `<brand>-<kind>-<identification>`, so the same identification at two banks or as branch and ATM stays unique.
    ///
    /// An identification with characters a slug cannot keep ("A 1", "A/1", "A_1" would all be `a-1`) gets a hash of
    /// itself, so two distinct identifications never share a page.
    func id(_ identification: String) -> Slug {
        let prefix = brand.isEmpty ? kind.rawValue : "\(brand) \(kind.rawValue)"
        let slug = Slug(making: "\(prefix) \(identification)", fallback: kind.rawValue)
        let plain = identification.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
        }
        return plain ? slug : Slug(making: slug.value + " " + StableHash.hex(identification))
    }

    private func atmAddressNode(_ object: JSONObject, _ node: JSONNode, _ fields: inout JSONFields) -> JSONNode? {
        guard let locationNode = object["Location"], !fields.isNull(locationNode),
            let location = fields.object(locationNode, "'Location'")
        else { return nil }
        return location["PostalAddress"]
    }

    private func readCoordinate(_ postal: JSONObject, _ postalNode: JSONNode, _ fields: inout JSONFields) -> Coordinate? {
        guard let geoNode = postal["GeoLocation"], !fields.isNull(geoNode) else {
            fields.error(
                postalNode, "\(what) has no coordinates ('GeoLocation' is missing from its 'PostalAddress'); it is left out",
                hint: "add GeoLocation.GeographicCoordinates with Latitude and Longitude, e.g. \"51.5074\" and \"-0.1278\"")
            return nil
        }
        guard let geo = fields.object(geoNode, "'GeoLocation'"),
            let coordsNode = fields.required("GeographicCoordinates", in: geo, of: geoNode, "'GeoLocation'"),
            let coords = fields.object(coordsNode, "'GeographicCoordinates'"),
            let lat = fields.required("Latitude", in: coords, of: coordsNode, "'GeographicCoordinates'"),
            let lng = fields.required("Longitude", in: coords, of: coordsNode, "'GeographicCoordinates'")
        else { return nil }
        return fields.coordinate(latitude: lat, longitude: lng, allowString: true)
    }

    /// A branch's `Name`; an ATM's site name, or one made from the brand and the address.
    private func readName(_ object: JSONObject, address: Location.Address, _ fields: inout JSONFields) -> String {
        if kind == .branch, let name = fields.optionalString("Name", in: object).map(CleanText.line), !name.isEmpty {
            return TitleCase.fromCapitals(name)
        }
        var site: String?
        if case .object(let location)? = object["Location"]?.value, case .object(let siteObject)? = location["Site"]?.value {
            site = fields.optionalString("Name", in: siteObject).map(CleanText.line).map(TitleCase.fromCapitals)
        }
        let label = [brand, kind == .atm ? "ATM" : "branch"].filter { !$0.isEmpty }.joined(separator: " ")
        var parts = [label]
        let place = site ?? address.lines.first ?? ""
        if !place.isEmpty { parts.append(place) }
        if !address.city.isEmpty, address.city.lowercased() != place.lowercased() { parts.append(address.city) }
        return parts.joined(separator: ", ")
    }
}
