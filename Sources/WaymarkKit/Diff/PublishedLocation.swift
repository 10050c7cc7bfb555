import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        self.init(blocks: Self.scriptBlocks(page))
    }

    /// The location described in the first of these JSON-LD blocks that describes one.
    init?(blocks: [ArraySlice<UInt8>]) {
        for block in blocks {
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
        let properties = Self.properties(object["additionalProperty"])
        values[.timezone] = properties.first { $0.name == LocationJSONLD.timeZoneName }?.value ?? ""
        values[.notes] = properties.first { $0.name == LocationJSONLD.notesName }?.value ?? ""
        values[.details] = properties.filter { ![LocationJSONLD.timeZoneName, LocationJSONLD.notesName].contains($0.name) }
            .map { "\($0.name): \($0.value)" }.joined(separator: "; ")
    }

    /// The `PropertyValue`s of `additionalProperty`, as name and value.
    static func properties(_ node: JSONNode?) -> [(name: String, value: String)] {
        guard case .array(let items)? = node?.value else { return [] }
        return items.map { (text(member($0, "name")), text(member($0, "value"))) }
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
        while let type = find(typeMarker, in: page, from: from),
            let open = page[type...].firstIndex(of: UInt8(ascii: ">")),
            let close = scriptEnd(in: page, from: open + 1)
        {
            blocks.append(page[(open + 1)..<close])
            from = close
        }
        return blocks
    }

    private static let typeMarker = Array("application/ld+json".utf8)

    /// Whether a block may describe a location (it names `geo` or a bank or ATM type), without parsing it.
    static func mayDescribeLocation(_ block: ArraySlice<UInt8>) -> Bool {
        let bytes = Array(block)
        return ["\"geo\"", "BankOrCreditUnion", "AutomatedTeller"].contains { find(Array($0.utf8), in: bytes, from: 0) != nil }
    }

    /// Where the next `</script` (in any case) starts.
    private static func scriptEnd(in page: [UInt8], from: Int) -> Int? {
        let word = Array("script".utf8)
        var at = from
        while let slash = find(Array("</".utf8), in: page, from: at) {
            let end = slash + 2 + word.count
            if end <= page.count && zip(page[(slash + 2)..<end], word).allSatisfy({ $0 | 0x20 == $1 }) { return slash }
            at = slash + 2
        }
        return nil
    }

    /// Where `needle` first occurs in `bytes` at or after `from` (`memchr` for its first byte, then `memcmp`).
    static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { wanted in
                var at = from
                while at + wanted.count <= haystack.count {
                    guard let hit = memchr(haystack.baseAddress! + at, Int32(wanted[0]), haystack.count - wanted.count + 1 - at)
                    else { return nil }
                    at = haystack.baseAddress!.distance(to: UnsafeRawPointer(hit))
                    if memcmp(hit, wanted.baseAddress!, wanted.count) == 0 { return at }
                    at += 1
                }
                return nil
            }
        }
    }
}
