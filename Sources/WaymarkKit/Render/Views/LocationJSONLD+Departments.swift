/// Each set of hours as a schema.org `department` with its own `openingHoursSpecification`: schema.org gives an
/// `OpeningHoursSpecification` no property that names what it is about, so sets mixed into the location's own list
/// would read as more branch hours; Google's local business documentation writes a department's hours this way.
extension LocationJSONLD {
    func appendDepartments(to json: inout JSONWriter.Appender) {
        guard !location.hourSets.isEmpty else { return }
        let closure = today.flatMap { location.status.closure(from: $0) }
        json.key("department")
        json.beginArray()
        for set in location.hourSets {
            json.beginObject()
            json.member("@type", set.name == "atm" || location.kind == .atm ? "AutomatedTeller" : "BankOrCreditUnion")
            json.member("name", "\(location.name) — \(labels.label(set.name))")
            json.key("openingHoursSpecification")
            json.beginArray()
            for specification in Self.specifications(set.hours) { json.raw(specification) }
            json.endArray()
            let special = Self.specialSpecifications(set.hours.special) + (closure.map(Self.specifications) ?? [])
            if !special.isEmpty {
                json.key("specialOpeningHoursSpecification")
                json.beginArray()
                for specification in special { json.raw(specification) }
                json.endArray()
            }
            json.endObject()
        }
        json.endArray()
    }
}
