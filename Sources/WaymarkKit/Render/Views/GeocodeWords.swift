/// What a geocoding result is, in a customer's words rather than the API's codes.
enum GeocodeWords {
    /// The API's `location_type` in words.
    static func precision(_ locationType: String?) -> String {
        switch locationType {
        case "ROOFTOP": "Exact address"
        case "RANGE_INTERPOLATED": "Estimated between two addresses"
        case "GEOMETRIC_CENTER": "Centre of a street or area"
        case "APPROXIMATE": "Approximate"
        case let other?: other.lowercased().replacingOccurrences(of: "_", with: " ").capitalizedFirst
        case nil: "Not given"
        }
    }

    /// The first of the result's `types` that says what the place is ("locality" is a town or city); `political`
    /// and other administrative tags say nothing to a customer. Nil when none does.
    static func kindOfPlace(_ types: [String]) -> String? {
        for type in types {
            if let words = kinds[type] { return words }
        }
        let other = types.first { !ignored.contains($0) }
        return other.map { $0.replacingOccurrences(of: "_", with: " ").capitalizedFirst }
    }

    private static let ignored: Set<String> = ["political", "establishment", "geocode", "plus_code"]

    private static let kinds: [String: String] = [
        "street_address": "Street address", "premise": "Building", "subpremise": "Part of a building", "route": "Street",
        "intersection": "Crossroads", "locality": "Town or city", "postal_town": "Town or city",
        "sublocality": "District", "sublocality_level_1": "District", "neighborhood": "Neighbourhood",
        "administrative_area_level_1": "State, province or region", "administrative_area_level_2": "County or district",
        "administrative_area_level_3": "District", "country": "Country", "postal_code": "Postcode area",
        "colloquial_area": "Area", "natural_feature": "Natural feature", "airport": "Airport", "park": "Park",
        "point_of_interest": "Landmark", "tourist_attraction": "Landmark", "train_station": "Railway station",
        "transit_station": "Station", "bank": "Bank", "atm": "ATM", "church": "Place of worship",
    ]
}

extension String {
    /// The text with its first letter in capitals ("town" → "Town").
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
