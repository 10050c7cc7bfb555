/// A location as its page describes it in schema.org JSON-LD: each field as one line of text to compare and show.
///
/// Read from the `<script type="application/ld+json">` blocks of the page, whatever their layout; the first
/// object with a `geo` member or a bank or ATM `@type` is the location.
struct PublishedLocation: Equatable {
    var values: [LocationField: String]

    init(values: [LocationField: String]) {
        self.values = values
    }

    /// The location described in a page, or nil when no JSON-LD block describes one.
    init?(page: [UInt8]) {
        for block in Self.scriptBlocks(page) {
            guard let root = try? JSONParser.parse(Array(block)) else { continue }
            if let object = Self.locationObject(root) {
                self.init(object)
                return
            }
        }
        return nil
    }

    init(_ object: JSONObject) {
        values = [:]
        values[.name] = Self.text(object["name"])
        values[.type] = Self.kind(Self.text(object["@type"]))
        values[.brand] = Self.text(object["brand"].flatMap { Self.member($0, "name") } ?? object["brand"])
        values[.phone] = Self.text(object["telephone"])
        values[.address] = Self.address(object["address"])
        values[.coordinates] = Self.coordinates(object["geo"])
        values[.services] = Self.services(object["amenityFeature"])
        values[.hours] = Self.hours(object)
    }

    static let locationTypes: Set<String> = ["BankOrCreditUnion", "AutomatedTeller"]

    /// The object describing a location: the root, or an element of a root array or of `@graph`.
    private static func locationObject(_ root: JSONNode) -> JSONObject? {
        switch root.value {
        case .object(let object):
            if object["geo"] != nil || locationTypes.contains(text(object["@type"])) { return object }
            return object["@graph"].flatMap(locationObject)
        case .array(let items):
            return items.lazy.compactMap(locationObject).first
        default:
            return nil
        }
    }

    /// The contents of every `<script …application/ld+json…>` element, in page order.
    static func scriptBlocks(_ page: [UInt8]) -> [ArraySlice<UInt8>] {
        var blocks: [ArraySlice<UInt8>] = []
        var from = page.startIndex
        while let type = find(Array("application/ld+json".utf8), in: page, from: from),
            let open = page[type...].firstIndex(of: UInt8(ascii: ">")),
            let close = find(Array("</script".utf8), in: page, from: open + 1, ignoringCase: true)
        {
            blocks.append(page[(open + 1)..<close])
            from = close
        }
        return blocks
    }

    /// Where `needle` first occurs in `bytes` at or after `from` (ASCII case folded when asked).
    static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int, ignoringCase: Bool = false) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var at = from
        let last = bytes.count - needle.count
        while at <= last {
            if fold(bytes[at], ignoringCase) == first
                && needle.indices.allSatisfy({ fold(bytes[at + $0], ignoringCase) == needle[$0] })
            {
                return at
            }
            at += 1
        }
        return nil
    }

    private static func fold(_ byte: UInt8, _ ignoringCase: Bool) -> UInt8 {
        ignoringCase && byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}
