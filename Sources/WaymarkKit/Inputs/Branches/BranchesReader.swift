/// Reads Waymark's own `branches.json` (README.md, "branches.json"): an object with `bank` and `locations`, or a bare array.
public struct BranchesReader: Sendable {
    public struct Output: Sendable {
        var bankName: String
        public var locations: [Location]
    }

    /// The site's default language, whose text an object of texts (`{"en": …, "cy": …}`) gives as the record's own.
    var defaultLanguage = "en"

    public init() {}

    /// Reads a file's bytes; problems go to `log`, unusable records are left out.
    ///
    /// Locations are read one at a time as the parser reaches them, so a file of 100,000 is never held as a whole
    /// tree; they are read on a second thread while the parser goes on (`JSONRecordPipe`). With `records`, a record
    /// whose bytes the cache has is taken from it instead of parsed, and the cache learns the others.
    public func read(bytes: [UInt8], path: String, log: inout DiagnosticLog) -> Output {
        read(bytes: bytes, path: path, log: &log, records: nil)
    }

    func read(bytes: [UInt8], path: String, log: inout DiagnosticLog, records: RecordCache?) -> Output {
        var attempt = DiagnosticLog()
        if let output = readOnce(bytes: bytes, path: path, log: &attempt, records: records) {
            log.merge(attempt)
            return output
        }
        // A record the cache had could not be read from it: the file is read again, all of it parsed.
        records?.startOver()
        var again = DiagnosticLog()
        let output = readOnce(bytes: bytes, path: path, log: &again, records: records) ?? Output(bankName: "", locations: [])
        log.merge(again)
        return output
    }

    /// A record as the parsing thread hands it on: parsed, with the digest of its bytes when it may be cached, or one
    /// the cache has, by that digest and where it starts.
    private enum Streamed {
        case parsed(JSONNode, Digest?)
        case cached(Digest, Range<Int>, line: Int, column: Int)
    }

    /// The file read once; nil when a record the cache said it had could not be taken from it.
    private func readOnce(bytes: [UInt8], path: String, log: inout DiagnosticLog, records: RecordCache?) -> Output? {
        let state = ReadState(fields: JSONFields(path: path))
        defer { log.merge(state.fields.log) }
        let root: JSONNode
        var duplicates: [JSONSyntaxError] = []
        defer { JSONFile.report(duplicates, path: path, log: &log) }
        do {
            root = try JSONRecordPipe<Streamed>.run(
                parse: { (send) throws(JSONSyntaxError) -> JSONNode in
                    try withoutActuallyEscaping(send) { (send) throws(JSONSyntaxError) -> JSONNode in
                        try JSONParser.parse(
                            bytes, streamingElementsOf: "locations", duplicates: &duplicates,
                            cached: records.map { records in
                                { key, line, column in
                                    guard let range = records.stored(key) else { return false }
                                    send(.cached(key, range, line: line, column: column))
                                    return true
                                }
                            }
                        ) { node, key in send(.parsed(node, key)) }
                    }
                },
                read: { streamed in
                    switch streamed {
                    case .cached(let key, let range, let line, let column):
                        guard !state.failed else { return }
                        let position = SourcePosition(path: path, line: line, column: column)
                        guard let location = records?.location(key, at: range, position: position) else {
                            state.failed = true
                            return
                        }
                        state.locations.append(location)
                    case .parsed(let record, let key):
                        let mark = state.fields.log.all.count
                        let name = JSONFields.recordName(record, "location", keys: ["id", "name"])
                        guard var location = readLocation(record, brand: "", fields: &state.fields) else {
                            state.fields.log.leaveOutRecord(since: mark, named: name)
                            records?.skip()
                            return
                        }
                        if let name { state.fields.log.nameRecord(name, since: mark) }
                        state.interner.intern(&location)
                        if let records {
                            if let key, state.fields.log.all.count == mark, !TranslatedMembers.readsDefaultLanguage(record) {
                                records.record(key, location)
                            } else {
                                records.skip()
                            }
                        }
                        state.locations.append(location)
                    }
                })
        } catch {
            state.fields.log.error(SourcePosition(path: path, line: error.line, column: error.column), "invalid JSON: \(error.message)")
            return Output(bankName: "", locations: [])
        }
        if state.failed { return nil }
        var locations = state.locations
        state.locations = []
        var bankName = ""
        switch root.value {
        case .array:
            break
        case .object(let object):
            if let bank = object["bank"], let bankObject = state.fields.object(bank, "'bank'") {
                bankName = state.fields.optionalString("name", in: bankObject) ?? ""
            }
            if let list = state.fields.required("locations", in: object, of: root, "the branches file") {
                _ = state.fields.array(list, "'locations'")
            }
        default:
            state.fields.error(
                root, "the branches file must be an object with 'locations' or an array of locations, found \(root.value.typeName)")
            return Output(bankName: "", locations: [])
        }
        for i in locations.indices { locations[i].brand = bankName }
        return Output(bankName: bankName, locations: locations)
    }

    private func readLocation(_ node: JSONNode, brand: String, fields: inout JSONFields) -> Location? {
        guard let written = fields.object(node, "a location") else { return nil }
        let errorsBefore = fields.log.errors.count
        var translations: [LocalizedText] = []
        let object = TranslatedMembers(defaultLanguage: defaultLanguage).location(written, into: &translations, fields: &fields)
        let what = "this location"
        let id = readID(object, node, &fields)
        let kind = readKind(object, node, &fields)
        let name = fields.requiredString("name", in: object, of: node, what).map(CleanText.line)
        var coordinate: Coordinate?
        if let coordNode = fields.required("coordinate", in: object, of: node, what),
            let coord = fields.object(coordNode, "'coordinate'"),
            let lat = fields.required("latitude", in: coord, of: coordNode, "'coordinate'"),
            let lng = fields.required("longitude", in: coord, of: coordNode, "'coordinate'")
        {
            coordinate = fields.coordinate(latitude: lat, longitude: lng)
        }
        let address = object["address"].flatMap { readAddress($0, &fields) } ?? Location.Address()
        let phone = fields.optionalString("phone", in: object) ?? ""
        let services = object["services"].map { fields.strings($0, "services") } ?? []
        let accessibility = object["accessibility"].map { fields.strings($0, "accessibility") } ?? []
        var details = object["details"].map { readDetails($0, &fields) } ?? []
        let hours = object["hours"].flatMap { OpeningHoursReader().read($0, fields: &fields) }
        if hours == nil, let text = OpeningHoursReader.osmText(object["hours"]) {
            details.append(Location.Detail(label: "Opening hours", value: text))
        }
        let hourSets = object["hour_sets"].map { HourSetsReader().read($0, fields: &fields) } ?? []
        let status = readStatus(object, &fields)
        guard fields.log.errors.count == errorsBefore, let id, let kind, let name, let coordinate, let status else { return nil }
        return Location(
            id: id, kind: kind, name: name, brand: brand, address: address, coordinate: coordinate,
            phone: phone, services: services, accessibility: accessibility, details: details, hours: hours,
            hourSets: hourSets, status: status, position: fields.position(node), translations: translations)
    }

    private func readID(_ object: JSONObject, _ node: JSONNode, _ fields: inout JSONFields) -> Slug? {
        guard let idNode = fields.required("id", in: object, of: node, "this location"),
            let text = fields.string(idNode, "id")
        else { return nil }
        guard let slug = Slug(validating: text) else {
            fields.error(
                idNode, "id \"\(text)\" is not URL-safe",
                hint: "use lower-case letters, digits and single hyphens, e.g. \"\(Slug(making: text).value)\"")
            return nil
        }
        return slug
    }

    private func readKind(_ object: JSONObject, _ node: JSONNode, _ fields: inout JSONFields) -> Location.Kind? {
        guard let typeNode = fields.required("type", in: object, of: node, "this location"),
            let text = fields.string(typeNode, "type")
        else { return nil }
        guard let kind = Location.Kind(rawValue: text) else {
            fields.error(typeNode, "type \"\(text)\" is not one of \"branch\" or \"atm\"")
            return nil
        }
        return kind
    }

    private func readAddress(_ node: JSONNode, _ fields: inout JSONFields) -> Location.Address? {
        guard let object = fields.object(node, "'address'") else { return nil }
        var lines: [String] = []
        if let street = object["street"] {
            switch street.value {
            case .array: lines = fields.strings(street, "street").map(CleanText.line)
            default: if let text = fields.string(street, "street") { lines = [CleanText.line(text)] }
            }
        }
        return Location.Address(
            lines: lines,
            district: CleanText.line(fields.optionalString("district", in: object) ?? ""),
            city: CleanText.line(fields.optionalString("city", in: object) ?? ""),
            postcode: CleanText.line(fields.optionalString("postcode", in: object) ?? ""),
            country: (fields.optionalString("country", in: object) ?? "").uppercased()
        )
    }

    private func readDetails(_ node: JSONNode, _ fields: inout JSONFields) -> [Location.Detail] {
        guard let items = fields.array(node, "'details'") else { return [] }
        return items.compactMap { item in
            guard let object = fields.object(item, "a detail"),
                let label = fields.requiredString("label", in: object, of: item, "this detail"),
                let value = fields.requiredString("value", in: object, of: item, "this detail")
            else { return nil }
            return Location.Detail(label: label, value: value)
        }
    }
}

/// What the reading thread builds, handed back once it has finished (`JSONRecordPipe.run` waits for it).
private final class ReadState: @unchecked Sendable {
    var fields: JSONFields
    var locations: [Location] = []
    var interner = LocationInterner()
    /// A record the cache had could not be read from it.
    var failed = false

    init(fields: JSONFields) { self.fields = fields }
}
