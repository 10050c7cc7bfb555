/// Checks an RFC 7946 geometry and finds the point a location is pinned to: a Point itself, else the
/// centroid of the other geometries' positions.
struct GeoJSONGeometry {
    var fields: JSONFields
    /// The positions with more than 6 decimals, and where the first is (`reportPrecision`).
    var precisePositions = 0
    var firstPrecise: SourcePosition?

    /// Nesting depth of `coordinates` for each geometry type: 0 is one position.
    static let depths = ["Point": 0, "MultiPoint": 1, "LineString": 1, "MultiLineString": 2, "Polygon": 2, "MultiPolygon": 3]

    /// The pin for a geometry and its type name, or nil when it is invalid (errors are in `fields`).
    mutating func point(_ node: JSONNode) -> (Coordinate, String)? {
        guard let (type, object) = typed(node) else { return nil }
        if type == "GeometryCollection" {
            guard let items = members(object, node) else { return nil }
            let points = items.compactMap { point($0)?.0 }
            guard points.count == items.count, !points.isEmpty else { return nil }
            return (Self.mean(points), type)
        }
        guard let (positions, _) = checked(type, object, node), !positions.isEmpty else { return nil }
        return (type == "Point" ? positions[0] : Self.mean(positions), type)
    }

    /// A geometry as a map draws it: its lines, its polygons' rings and its points; nil when it is invalid.
    mutating func shape(_ node: JSONNode) -> GeoJSONShape? {
        guard let (type, object) = typed(node) else { return nil }
        if type == "GeometryCollection" {
            guard let items = members(object, node) else { return nil }
            let shapes = items.compactMap { shape($0) }
            guard shapes.count == items.count else { return nil }
            return shapes.reduce(into: GeoJSONShape()) { all, one in
                all.lines += one.lines
                all.rings += one.rings
                all.points += one.points
            }
        }
        guard let (positions, parts) = checked(type, object, node) else { return nil }
        switch type {
        case "Point", "MultiPoint": return GeoJSONShape(points: positions)
        case "LineString", "MultiLineString": return GeoJSONShape(lines: parts)
        default: return GeoJSONShape(rings: parts)
        }
    }

    /// The geometry's object and its `type`, or nil with an error.
    private mutating func typed(_ node: JSONNode) -> (String, JSONObject)? {
        guard let object = fields.object(node, "a geometry") else { return nil }
        guard let typeNode = fields.required("type", in: object, of: node, "this geometry"),
            let type = fields.string(typeNode, "type")
        else { return nil }
        guard type == "GeometryCollection" || Self.depths[type] != nil else {
            fields.error(
                typeNode, "unknown geometry type \"\(type)\"",
                hint: "types are \(Self.depths.keys.sorted().joined(separator: ", ")), GeometryCollection")
            return nil
        }
        guard checkMembers(object, of: .geometry, named: type) else { return nil }
        return (type, object)
    }

    private mutating func members(_ object: JSONObject, _ node: JSONNode) -> [JSONNode]? {
        guard let list = fields.required("geometries", in: object, of: node, "a GeometryCollection") else { return nil }
        return fields.array(list, "'geometries'")
    }

    /// The checked positions of a geometry that is not a collection, all of them and grouped by line or ring
    /// (a MultiPoint's are one group, a Point's none); nil when any is invalid.
    private mutating func checked(_ type: String, _ object: JSONObject, _ node: JSONNode) -> ([Coordinate], [[Coordinate]])? {
        guard let depth = Self.depths[type],
            let coordinates = fields.required("coordinates", in: object, of: node, "this \(type)")
        else { return nil }
        let errors = fields.log.errors.count
        var positions: [Coordinate] = []
        var parts: [[Coordinate]] = []
        collect(coordinates, depth: depth, type: type, exterior: true, into: &positions, parts: &parts)
        guard fields.log.errors.count == errors else { return nil }
        return (positions, parts)
    }

    private mutating func collect(
        _ node: JSONNode, depth: Int, type: String, exterior: Bool, into positions: inout [Coordinate], parts: inout [[Coordinate]]
    ) {
        guard case .array(let items) = node.value else {
            fields.error(node, "\(type) coordinates are nested wrongly: expected an array, found \(node.value.typeName)")
            return
        }
        if depth == 0, let first = items.first, case .array = first.value {
            fields.error(node, "\(type) coordinates are nested wrongly: expected a position, found an array of arrays")
            return
        }
        if depth == 0 { return position(node, items, into: &positions) }
        if let first = items.first, depth >= 1, case .number = first.value {
            fields.error(node, "\(type) coordinates are nested wrongly: expected \(Self.nesting(depth)), found a position")
            return
        }
        let before = positions.count
        for (i, item) in items.enumerated() {
            collect(item, depth: depth - 1, type: type, exterior: i == 0, into: &positions, parts: &parts)
        }
        guard depth == 1 else { return }
        if type.hasSuffix("LineString"), items.count < 2 {
            fields.error(node, "a line must have two or more positions", hint: "found \(items.count)")
        }
        parts.append(Array(positions[before...]))
        if type.hasSuffix("Polygon") { ring(node, parts[parts.count - 1], exterior: exterior) }
    }

    private mutating func position(_ node: JSONNode, _ items: [JSONNode], into positions: inout [Coordinate]) {
        let numbers = items.compactMap { item -> Double? in
            if case .number(let value, _) = item.value { return value }
            return nil
        }
        guard numbers.count == items.count, numbers.count >= 2 else {
            fields.error(
                node, "a position must be [longitude, latitude] with two or three numbers",
                hint: "found \(items.count) value\(items.count == 1 ? "" : "s")")
            return
        }
        guard Coordinate.isValidLongitude(numbers[0]), Coordinate.isValidLatitude(numbers[1]) else {
            let hint =
                Coordinate.isValidLongitude(numbers[1]) && Coordinate.isValidLatitude(numbers[0]) ? "GeoJSON puts longitude first" : nil
            fields.error(
                node,
                "position [\(numbers.map { "\($0)" }.joined(separator: ", "))] is out of range: longitude is -180 to 180, latitude -90 to 90",
                hint: hint)
            return
        }
        notePrecision(items, at: node)
        positions.append(Coordinate(latitude: numbers[1], longitude: numbers[0]))
    }

    /// A linear ring must close and have four positions; its winding (counterclockwise outside) is only advice.
    private mutating func ring(_ node: JSONNode, _ ring: [Coordinate], exterior: Bool) {
        guard ring.count >= 4, ring.first == ring.last else {
            fields.error(node, "a polygon ring must be closed: at least four positions, the last equal to the first")
            return
        }
        var area = 0.0
        for (a, b) in zip(ring, ring.dropFirst()) { area += (b.longitude - a.longitude) * (b.latitude + a.latitude) }
        if exterior ? area > 0 : area < 0 {
            fields.warning(
                node, "this polygon's \(exterior ? "exterior ring winds clockwise" : "hole winds counterclockwise")",
                hint: "RFC 7946 asks for exterior rings counterclockwise and holes clockwise")
        }
    }

    static func nesting(_ depth: Int) -> String {
        ["a position", "an array of positions", "an array of arrays of positions", "an array of polygons"][depth]
    }

    static func mean(_ points: [Coordinate]) -> Coordinate {
        let n = Double(points.count)
        return Coordinate(latitude: points.map(\.latitude).reduce(0, +) / n, longitude: points.map(\.longitude).reduce(0, +) / n)
    }
}

/// A checked geometry as a map draws it, in longitude and latitude.
struct GeoJSONShape {
    var lines: [[Coordinate]] = []
    /// Exterior rings and holes alike, each closed (its last position equals its first).
    var rings: [[Coordinate]] = []
    var points: [Coordinate] = []
}
