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
            Self.appendSpecifications(set.hours, to: &json)
            json.endArray()
            Self.appendSpecial(set.hours.special, closure: closure, to: &json)
            json.endObject()
        }
        json.endArray()
    }
}
