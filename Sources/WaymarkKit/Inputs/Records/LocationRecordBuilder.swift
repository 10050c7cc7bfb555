import Foundation

/// Turns records from CSV rows or GeoJSON features into locations; a record that cannot be placed is
/// left out with a warning that names it, a bad value is reported where it is.
struct LocationRecordBuilder {
    /// The zone of opening hours when a record has none.
    var timeZone = "UTC"
    /// Coordinates may be written `51,5` (a CSV separated by semicolons).
    var decimalComma = false
    private var usedIDs: Set<Slug> = []

    init(timeZone: String = "UTC", decimalComma: Bool = false) {
        self.timeZone = timeZone
        self.decimalComma = decimalComma
    }

    mutating func location(_ record: LocationRecord, log: inout DiagnosticLog) -> Location? {
        let title = record.text("name") ?? record.text("brand") ?? record.text("operator")
        let named = record.named
        guard let kind = kind(record, named, &log), let coordinate = coordinate(record, named, &log),
            let status = status(record, named, &log)
        else { return nil }
        let name = title ?? (kind == .atm ? "ATM" : "Branch")
        var street = record.text("street") ?? ""
        if let number = record.text("housenumber") { street = street.isEmpty ? number : "\(number) \(street)" }
        let address = Location.Address(
            lines: street.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) },
            district: record.text("district") ?? "", city: record.text("city") ?? "", postcode: record.text("postcode") ?? "",
            country: (record.text("country") ?? "").uppercased())
        let hours = hours(record, &log)
        var details = details(record)
        if hours == nil, let text = record.text("hours"), (try? OSMHours(text)) != nil {
            details.append(Location.Detail(label: "Opening hours", value: text))
        }
        return Location(
            id: id(record, name: name, &log), kind: kind, name: name, brand: record.text("brand") ?? "", address: address,
            coordinate: coordinate, phone: record.text("phone") ?? "", services: services(record), details: details,
            hours: hours, hourSets: hourSets(record, &log), status: status, position: record.position,
            translations: translations(record, shown: name, &log))
    }

    /// The record's `name@cy`-style values (columns `name:cy`, tags `addr:street:cy`), by language in the order of
    /// their tags; a name in another language without one in the default is a warning at that value.
    private func translations(_ record: LocationRecord, shown: String, _ log: inout DiagnosticLog) -> [LocalizedText] {
        var texts: [LocalizedText] = []
        for field in record.values.keys.sorted() {
            guard let at = field.firstIndex(of: "@"), let part = LocalizedText.Part(rawValue: String(field[..<at])),
                let text = record.text(field)
            else { continue }
            let language = String(field[field.index(after: at)...])
            texts.set(part, text, in: language)
            if part == .name, record.text("name") == nil {
                log.warning(
                    record.values[field]!.position,
                    "\(record.named) has a name in \(language) but none in the default language, whose pages show \"\(shown)\"",
                    hint: "give it a name column too: a translation is shown beside a record's default text, never alone")
            }
        }
        return texts.filter { !$0.isEmpty }
    }

    /// The record's `hours:<name>` values, ordered by name; a name that cannot be one is a warning at its value.
    private func hourSets(_ record: LocationRecord, _ log: inout DiagnosticLog) -> [HourSet] {
        record.values.keys.filter { $0.hasPrefix("hours:") }.sorted().compactMap { field in
            let name = String(field.dropFirst("hours:".count))
            guard HourSet.isName(name) else {
                log.warning(
                    record.values[field]!.position, "\"\(name)\" cannot name a set of hours; it is left out",
                    hint: "use lower-case letters, digits and underscores, e.g. \"drive_through\"")
                return nil
            }
            return hours(record, field: field, &log).map { HourSet(name: name, hours: $0) }
        }
    }

    private func kind(_ record: LocationRecord, _ named: String, _ log: inout DiagnosticLog) -> Location.Kind? {
        // A closed bank in OpenStreetMap has `disused:amenity` where an open one has `amenity`.
        guard let text = record.text("type") ?? record.text("disused") else { return .branch }
        switch text.lowercased() {
        case "branch", "bank": return .branch
        case "atm": return .atm
        default:
            log.warning(
                (record.values["type"] ?? record.values["disused"])!.position, "\(named) has type \"\(text)\"; it is left out",
                hint: "types are branch (or bank) and atm")
            return nil
        }
    }

    private func coordinate(_ record: LocationRecord, _ named: String, _ log: inout DiagnosticLog) -> Coordinate? {
        if let coordinate = record.coordinate { return coordinate }
        var values: [Double] = []
        for (field, valid) in [("latitude", Coordinate.isValidLatitude), ("longitude", Coordinate.isValidLongitude)] {
            guard let text = record.text(field) else {
                let hint = record.values[field] == nil ? "give the file a \(field) column, or map one in site.yml" : nil
                log.warning(record.values[field]?.position ?? record.position, "\(named) has no \(field); it is left out", hint: hint)
                return nil
            }
            let number = Double(decimalComma ? text.replacingOccurrences(of: ",", with: ".") : text)
            guard let number, valid(number) else {
                let range = field == "latitude" ? "-90 to 90" : "-180 to 180"
                log.warning(
                    record.values[field]!.position, "\(named) has \(field) \"\(text)\"; it is left out",
                    hint: "a \(field) is a decimal number from \(range)" + (decimalComma ? "" : " with a decimal point"))
                return nil
            }
            values.append(number)
        }
        return Coordinate(latitude: values[0], longitude: values[1])
    }

    private mutating func id(_ record: LocationRecord, name: String, _ log: inout DiagnosticLog) -> Slug {
        if let text = record.text("id") {
            if let slug = Slug(validating: text) { return slug }
            log.warning(
                record.values["id"]!.position, "id \"\(text)\" is not URL-safe; \"\(Slug(making: text).value)\" is used",
                hint: "use lower-case letters, digits and single hyphens")
            return Slug(making: text)
        }
        let base = Slug(making: [name, record.text("city") ?? ""].filter { !$0.isEmpty }.joined(separator: " "), fallback: "location")
        var slug = base, n = 1
        while usedIDs.contains(slug) {
            n += 1
            slug = Slug(making: "\(base.value)-\(n)")
        }
        usedIDs.insert(slug)
        return slug
    }

    private func services(_ record: LocationRecord) -> [String] {
        var services: [String] = []
        if record.text("cash_in")?.lowercased() == "yes" { services.append("Cash deposit") }
        if record.text("wheelchair")?.lowercased() == "yes" { services.append("Step-free access") }
        return services
    }

    private func details(_ record: LocationRecord) -> [Location.Detail] {
        [("operator", "Operator"), ("website", "Website"), ("wheelchair", "Wheelchair access")].compactMap { field, label in
            record.text(field).map { Location.Detail(label: label, value: $0) }
        }
    }

    /// The hours of `field` (`hours`, or a set's `hours:drive_through`); a bad value is a warning at its place, and
    /// those hours are left out.
    private func hours(_ record: LocationRecord, field: String = "hours", _ log: inout DiagnosticLog) -> OpeningHours? {
        guard let text = record.text(field), let value = record.values[field] else { return nil }
        let set = field == "hours" ? nil : String(field.dropFirst("hours:".count))
        let zone = record.text("timezone") ?? timeZone
        let leading = value.text.prefix { $0 == " " || $0 == "\t" }.count
        var start = value.position
        start.column += leading
        do {
            let hours = try OSMHours(text)
            for correction in hours.corrections {
                log.report(correction.diagnostic(at: start, prefix: "\(set.map { "\($0) hours" } ?? "opening hours") of \(record.named): "))
            }
            return hours.weeklyHours(timeZone: TimeZone(identifier: zone) == nil ? timeZone : zone)
        } catch {
            var diagnostic = error.diagnostic(at: start)
            diagnostic.severity = .warning
            diagnostic.message =
                set.map { "\($0) hours of \(record.named): " + diagnostic.message + "; the set is left out" }
                ?? "opening hours: " + diagnostic.message + "; the hours are left out"
            log.report(diagnostic)
            return nil
        }
    }
}
