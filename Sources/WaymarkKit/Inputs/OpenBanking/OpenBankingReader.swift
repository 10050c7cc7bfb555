import Foundation

/// Reads a UK Open Banking (OBIE Open Data API v2.x) Branch or ATM response.
///
/// Accepts the full envelope `{meta, data: [{Brand: [{BrandName, Branch|ATM: […]}]}]}` and a bare
/// array of Branch or ATM records. Each record becomes a `Location`; one that cannot (no coordinates,
/// no identification) is left out with warnings and the others are still read.
struct OpenBankingReader {
    /// Today, for the check that a feed's `LastUpdated` is not in the future.
    let now: Date

    init(now: Date = Date()) {
        self.now = now
    }

    func read(bytes: [UInt8], path: String, log: inout DiagnosticLog) -> [Location] {
        guard let root = JSONFile.parse(bytes: bytes, path: path, log: &log) else { return [] }
        var fields = JSONFields(path: path)
        defer { log.merge(fields.log) }
        var locations: [Location] = []
        var records = 0
        switch root.value {
        case .array(let items):
            guard items.isEmpty || items.contains(where: Self.looksLikeRecord) else {
                foreign(root, "none of its records has an 'Identification'", &fields)
                return []
            }
            records = items.count
            for record in items {
                let kind: Location.Kind = Self.looksLikeATM(record) ? .atm : .branch
                locations += read(record, brand: "", kind: kind, &fields)
            }
        case .object(let object):
            guard let data = object["data"] else {
                foreign(root, "it has no 'data' (its keys are \(Self.keys(object)))", &fields)
                return []
            }
            guard let brands = brands(in: data, root, &fields) else { return [] }
            for brand in brands {
                locations += readBrand(brand, records: &records, &fields)
            }
        default:
            foreign(root, "it is \(root.value.typeName), not an object with 'data' or an array of records", &fields)
            return []
        }
        OpenBankingFeedCheck(now: now).check(root: root, records: records, fields: &fields)
        return locations
    }

    /// One error for a file of another format, instead of one per record.
    private func foreign(_ root: JSONNode, _ reason: String, _ fields: inout JSONFields) {
        fields.error(
            root, "this is not a UK Open Banking Branch or ATM response: \(reason)",
            hint: "Content/openbanking/ takes OBIE Open Data API Branch and ATM responses; other formats belong elsewhere")
    }

    /// The record as a location, or nothing with its problems turned into warnings that say it is left out.
    private func read(_ record: JSONNode, brand: String, kind: Location.Kind, _ fields: inout JSONFields) -> [Location] {
        let mark = fields.log.all.count
        let name = JSONFields.recordName(record, kind == .atm ? "ATM" : "branch", keys: ["Identification", "Name"])
        if let location = OpenBankingRecordReader(brand: brand, kind: kind).read(record, fields: &fields) {
            if let name { fields.log.nameRecord(name, since: mark) }
            return [location]
        }
        fields.log.leaveOutRecord(since: mark, named: name)
        return []
    }

    /// The `Brand` objects of every `data` entry (`data` may also be a single object); nil, with one error, when the
    /// file is of another format: no entry has a `Brand`, or no record of any brand has an `Identification`.
    private func brands(in data: JSONNode, _ root: JSONNode, _ fields: inout JSONFields) -> [JSONNode]? {
        let entries: [JSONNode]
        if case .object = data.value { entries = [data] } else { entries = fields.array(data, "'data'") ?? [] }
        let objects = entries.compactMap { entry -> JSONObject? in
            if case .object(let object) = entry.value { return object }
            return nil
        }
        if !objects.isEmpty, !objects.contains(where: { $0["Brand"] != nil }) {
            foreign(root, "its 'data' has no 'Brand' array (its keys are \(Self.keys(objects[0])))", &fields)
            return nil
        }
        let records = objects.flatMap(Self.records)
        if !records.isEmpty, !records.contains(where: Self.looksLikeRecord) {
            foreign(root, "none of its \(records.count) records has an 'Identification'", &fields)
            return nil
        }
        var brands: [JSONNode] = []
        for entry in entries {
            guard let object = fields.object(entry, "a 'data' entry"),
                let list = fields.required("Brand", in: object, of: entry, "this 'data' entry"),
                let items = fields.array(list, "'Brand'")
            else { continue }
            brands += items
        }
        return brands
    }

    private func readBrand(_ node: JSONNode, records: inout Int, _ fields: inout JSONFields) -> [Location] {
        guard let object = fields.object(node, "a brand") else { return [] }
        let brand = fields.optionalString("BrandName", in: object) ?? ""
        var locations: [Location] = []
        var found = false
        for (key, kind) in [("Branch", Location.Kind.branch), ("ATM", .atm)] {
            guard let list = object[key], !fields.isNull(list) else { continue }
            found = true
            let items = fields.array(list, "'\(key)'") ?? []
            records += items.count
            for record in items { locations += read(record, brand: brand, kind: kind, &fields) }
        }
        if !found {
            fields.warning(node, "brand \"\(brand)\" has neither a 'Branch' nor an 'ATM' list; it adds no locations")
        }
        return locations
    }

    /// The records of every brand of a `data` entry, for the check that they are Open Banking records at all.
    private static func records(_ entry: JSONObject) -> [JSONNode] {
        guard case .array(let brands)? = entry["Brand"]?.value else { return [] }
        return brands.flatMap { brand -> [JSONNode] in
            guard case .object(let object) = brand.value else { return [] }
            return ["Branch", "ATM"].flatMap { key -> [JSONNode] in
                if case .array(let items)? = object[key]?.value { return items }
                return []
            }
        }
    }

    /// The first few keys of an object, for a message about a file of another format.
    private static func keys(_ object: JSONObject) -> String { object.keys.prefix(5).joined(separator: ", ") }

    /// ATM records keep their address under `Location`; branch records have `PostalAddress` at the top.
    static func looksLikeRecord(_ node: JSONNode) -> Bool {
        guard case .object(let object) = node.value else { return false }
        return object["Identification"] != nil
    }

    static func looksLikeATM(_ node: JSONNode) -> Bool {
        guard case .object(let object) = node.value else { return false }
        return object["Location"] != nil || object["ATMServices"] != nil
    }
}
