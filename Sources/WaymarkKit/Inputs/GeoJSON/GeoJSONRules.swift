/// The rules of RFC 7946 that hold for every GeoJSON object, whatever reads it: what its members may be, and what
/// it only recommends (warnings, not errors).
extension GeoJSONGeometry {
    /// The same checker with nothing found yet, for a document whose streamed elements turn out not to be features.
    var cleared: GeoJSONGeometry { GeoJSONGeometry(fields: JSONFields(path: fields.path)) }

    /// The three kinds of GeoJSON object, for the members each may not have.
    enum Kind {
        case collection, feature, geometry
    }

    /// The members that make an object of another kind (RFC 7946, 7.1), with the kind they belong to.
    static func changesMeaning(_ key: String, of kind: Kind) -> String? {
        switch (key, kind) {
        case ("coordinates", .collection), ("coordinates", .feature), ("geometries", .collection), ("geometries", .feature):
            return "a geometry"
        case ("geometry", .collection), ("geometry", .geometry), ("properties", .collection), ("properties", .geometry):
            return "a Feature"
        case ("features", .feature), ("features", .geometry): return "a FeatureCollection"
        default: return nil
        }
    }

    /// A document's object and type. A FeatureCollection's own members and its `features` list are checked here (its
    /// features were streamed); nil when the document is not an object with a type, which is an error already.
    mutating func document(_ root: JSONNode) -> (object: JSONObject, type: String)? {
        guard let object = fields.object(root, "a GeoJSON document"),
            let typeNode = fields.required("type", in: object, of: root, "a GeoJSON document"),
            let type = fields.string(typeNode, "type")
        else { return nil }
        if type == "FeatureCollection", checkMembers(object, of: .collection, named: type),
            let list = fields.required("features", in: object, of: root, "a FeatureCollection")
        {
            _ = fields.array(list, "'features'")
        }
        return (object, type)
    }

    /// Checks an object's `crs`, `bbox` and `id` and the members that would change its meaning; false after an error.
    mutating func checkMembers(_ object: JSONObject, of kind: Kind, named name: String) -> Bool {
        let errors = fields.log.errors.count
        for member in object.members {
            if let owner = Self.changesMeaning(member.key, of: kind) {
                fields.log.error(
                    fields.position(of: member), "a \(name) must not have a '\(member.key)' member: it belongs to \(owner)",
                    hint: "RFC 7946 forbids members that change what an object is; remove or rename it")
            }
            switch member.key {
            case "crs": warnCRS(member)
            case "bbox": checkBBox(member.value)
            case "id" where kind == .feature: checkID(member.value)
            default: continue
            }
        }
        return fields.log.errors.count == errors
    }

    private mutating func warnCRS(_ member: JSONObject.Member) {
        fields.log.warning(
            fields.position(of: member), "the 'crs' member is ignored: GeoJSON coordinates are always WGS 84 (RFC 7946)",
            hint: "remove it; coordinates are longitude and latitude in decimal degrees")
    }

    /// A bounding box is 2 × n numbers for n dimensions (RFC 7946, 5).
    private mutating func checkBBox(_ node: JSONNode) {
        if case .array(let items) = node.value, items.count >= 4, items.count % 2 == 0,
            items.allSatisfy({ if case .number = $0.value { true } else { false } })
        {
            return
        }
        fields.error(
            node, "a 'bbox' must be an array of 4 or 6 numbers, found \(Self.described(node))",
            hint: "[west, south, east, north], or with the lowest and highest elevation for three dimensions")
    }

    /// A feature's identifier is a string or a number (RFC 7946, 3.2).
    private mutating func checkID(_ node: JSONNode) {
        switch node.value {
        case .string, .number: return
        default: fields.error(node, "a feature's 'id' must be a string or a number, found \(node.value.typeName)")
        }
    }

    private static func described(_ node: JSONNode) -> String {
        guard case .array(let items) = node.value else { return node.value.typeName }
        return "an array of \(items.count) value\(items.count == 1 ? "" : "s")"
    }

    /// Counts a position written with more than 6 decimals: RFC 7946 (11.2) advises 6, about 10 cm.
    mutating func notePrecision(_ items: [JSONNode], at node: JSONNode) {
        let precise = items.contains { item in
            guard case .number(_, let written) = item.value, let dot = written.firstIndex(of: ".") else { return false }
            return written[written.index(after: dot)...].prefix(while: \.isNumber).count > 6
        }
        guard precise else { return }
        precisePositions += 1
        if firstPrecise == nil { firstPrecise = fields.position(node) }
    }

    /// One warning for all the positions with more than 6 decimals, at the first of them.
    mutating func reportPrecision() {
        guard let firstPrecise else { return }
        let n = precisePositions
        fields.log.warning(
            firstPrecise, "\(n) position\(n == 1 ? " has" : "s have") more than 6 decimals",
            hint: "RFC 7946 advises 6 (about 10 cm); more only makes the file larger")
    }
}
