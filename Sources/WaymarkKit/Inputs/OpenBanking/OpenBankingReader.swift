/// Reads a UK Open Banking (OBIE Open Data API v2.x) Branch or ATM response (DESIGN §4.3).
///
/// Accepts the full envelope `{meta, data: [{Brand: [{BrandName, Branch|ATM: […]}]}]}` and a bare
/// array of Branch or ATM records. Each record becomes a `Location`; one that cannot (no coordinates,
/// no identification) is left out with warnings and the others are still read.
public struct OpenBankingReader {
    public init() {}

    public func read(bytes: [UInt8], path: String, log: inout DiagnosticLog) -> [Location] {
        guard let root = JSONFile.parse(bytes: bytes, path: path, log: &log) else { return [] }
        var fields = JSONFields(path: path)
        defer { log.merge(fields.log) }
        var locations: [Location] = []
        switch root.value {
        case .array(let records):
            for record in records {
                let kind: Location.Kind = Self.looksLikeATM(record) ? .atm : .branch
                let mark = fields.log.all.count
                if let location = OpenBankingRecordReader(brand: "", kind: kind).read(record, fields: &fields) {
                    locations.append(location)
                } else {
                    fields.log.leaveOutRecord(since: mark)
                }
            }
        case .object(let object):
            guard let data = fields.required("data", in: object, of: root, "the Open Banking response") else { return [] }
            for brand in brands(in: data, &fields) {
                locations += readBrand(brand, &fields)
            }
        default:
            fields.error(
                root,
                "an Open Banking file must be an object with 'data' or an array of Branch or ATM records, found \(root.value.typeName)")
        }
        return locations
    }

    /// The `Brand` objects of every `data` entry (`data` may also be a single object).
    private func brands(in data: JSONNode, _ fields: inout JSONFields) -> [JSONNode] {
        let entries: [JSONNode]
        if case .object = data.value { entries = [data] } else { entries = fields.array(data, "'data'") ?? [] }
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

    private func readBrand(_ node: JSONNode, _ fields: inout JSONFields) -> [Location] {
        guard let object = fields.object(node, "a brand") else { return [] }
        let brand = fields.optionalString("BrandName", in: object) ?? ""
        var locations: [Location] = []
        var found = false
        for (key, kind) in [("Branch", Location.Kind.branch), ("ATM", .atm)] {
            guard let list = object[key], !fields.isNull(list) else { continue }
            found = true
            for record in fields.array(list, "'\(key)'") ?? [] {
                let mark = fields.log.all.count
                if let location = OpenBankingRecordReader(brand: brand, kind: kind).read(record, fields: &fields) {
                    locations.append(location)
                } else {
                    fields.log.leaveOutRecord(since: mark)
                }
            }
        }
        if !found {
            fields.warning(node, "brand \"\(brand)\" has neither a 'Branch' nor an 'ATM' list; it adds no locations")
        }
        return locations
    }

    /// ATM records keep their address under `Location`; branch records have `PostalAddress` at the top.
    static func looksLikeATM(_ node: JSONNode) -> Bool {
        guard case .object(let object) = node.value else { return false }
        return object["Location"] != nil || object["ATMServices"] != nil
    }
}
