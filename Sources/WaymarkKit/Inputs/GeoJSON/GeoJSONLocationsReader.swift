/// Reads `Content/*.geojson` (RFC 7946): a FeatureCollection, a single Feature or a bare geometry, whose points
/// become locations, their properties mapped from OpenStreetMap tags by default.
///
/// Invalid GeoJSON is an error at the value that is wrong, and leaves out the feature it is in. Lines and polygons,
/// and a bare geometry (it has no properties, so no name), are left out with a warning.
public struct GeoJSONLocationsReader {
    var mapping: SourceMapping

    public init(mapping: SourceMapping = SourceMapping()) { self.mapping = mapping }

    public func read(_ file: SourceFile, log: inout DiagnosticLog) -> [Location] {
        var state = FeatureReader(geometry: GeoJSONGeometry(fields: JSONFields(path: file.path)), mapping: mapping)
        guard let root = GeoJSONFile.features(of: file, log: &log, { state.feature($0) }) else { return [] }
        // Elements of a 'features' member outside a FeatureCollection are not features; that member is an error.
        if !GeoJSONFile.isCollection(root) { state = FeatureReader(geometry: state.geometry.cleared, mapping: mapping) }
        state.root(root)
        state.geometry.reportPrecision()
        log.merge(state.geometry.fields.log)
        log.merge(state.log)
        return state.locations
    }

    private struct FeatureReader {
        var geometry: GeoJSONGeometry
        let mapping: SourceMapping
        var builder: LocationRecordBuilder
        var locations: [Location] = []
        var log = DiagnosticLog()
        var count = 0

        init(geometry: GeoJSONGeometry, mapping: SourceMapping) {
            self.geometry = geometry
            self.mapping = mapping
            self.builder = LocationRecordBuilder(timeZone: mapping.timeZone)
        }

        var fields: JSONFields {
            get { geometry.fields }
            set { geometry.fields = newValue }
        }

        /// The document: a collection's features were streamed already; a lone Feature or geometry is read here.
        mutating func root(_ root: JSONNode) {
            guard let (object, type) = geometry.document(root) else { return }
            switch type {
            case "FeatureCollection": return
            case "Feature":
                read(root, object, label: "the feature")
            case _ where type == "GeometryCollection" || GeoJSONGeometry.depths[type] != nil:
                guard let shape = geometry.shape(root) else { return }
                log.warning(
                    fields.position(root), "the document is a bare \(type), with no properties and so no name; it is left out",
                    hint: shape.points.isEmpty
                        ? "a line or polygon is not a place to pin: draw it as a layer in Content/layers/"
                        : "make it a Feature with properties (name, amenity=bank or atm) to pin it")
            default:
                fields.error(
                    object["type"] ?? root, "unknown GeoJSON type \"\(type)\"",
                    hint: "a document is a FeatureCollection, a Feature or a geometry (Point, MultiPoint...)")
            }
        }

        /// A member of the collection's `features`.
        mutating func feature(_ node: JSONNode) {
            count += 1
            guard let object = fields.object(node, "a feature") else { return }
            guard let typeNode = fields.required("type", in: object, of: node, "this feature") else { return }
            guard fields.string(typeNode, "type") == "Feature" else {
                fields.error(typeNode, "a member of 'features' must have type \"Feature\"")
                return
            }
            read(node, object, label: "feature \(count)")
        }

        /// A Feature: one location per point of its geometry, or a warning saying why it has none.
        private mutating func read(_ node: JSONNode, _ object: JSONObject, label: String) {
            guard geometry.checkMembers(object, of: .feature, named: "Feature"),
                let geometryNode = member("geometry", of: object, node),
                let propertiesNode = member("properties", of: object, node)
            else { return }
            var record = LocationRecord(position: fields.position(node), label: label)
            properties(propertiesNode, id: object["id"], into: &record)
            guard !fields.isNull(geometryNode) else {
                log.warning(record.position, "\(record.named) has no geometry; it is left out")
                return
            }
            guard let shape = geometry.shape(geometryNode) else { return }
            if !shape.lines.isEmpty || !shape.rings.isEmpty {
                warnNotPinned(geometryNode, record: record, partly: !shape.points.isEmpty)
            }
            pin(shape.points, record)
        }

        /// A member RFC 7946 requires of a feature (its value may be null); nil with an error when it is missing.
        private mutating func member(_ key: String, of object: JSONObject, _ node: JSONNode) -> JSONNode? {
            if let value = object[key] { return value }
            fields.error(node, "this feature is missing the member '\(key)'", hint: "RFC 7946 asks for it; its value may be null")
            return nil
        }

        private mutating func warnNotPinned(_ node: JSONNode, record: LocationRecord, partly: Bool) {
            var type = "geometry"
            if case .object(let object) = node.value, case .string(let text)? = object["type"]?.value { type = text }
            let what = partly ? "keeps only its points: a line or polygon" : "is left out: a \(type)"
            log.warning(
                fields.position(node), "\(record.named) \(what) is not a place to pin",
                hint: "draw it as a layer in Content/layers/, or give the place a Point")
        }

        /// One location per point; a MultiPoint's share the properties, and their ids get "-1", "-2"...
        private mutating func pin(_ points: [Coordinate], _ record: LocationRecord) {
            for (i, point) in points.enumerated() {
                var one = record
                one.coordinate = point
                if points.count > 1 {
                    one.label += ", point \(i + 1)"
                    one.values["id"]?.text += "-\(i + 1)"
                }
                if let location = builder.location(one, log: &log) { locations.append(location) }
            }
        }

        private mutating func properties(_ node: JSONNode, id: JSONNode?, into record: inout LocationRecord) {
            guard !fields.isNull(node), let object = fields.object(node, "'properties'") else { return }
            for (index, field) in LocationFields.resolve(object.members.map(\.key), mapping: mapping.fields) {
                if let value = text(object.members[index].value) { record.values[field] = value }
            }
            if record.values["id"] == nil, let id = object["@id"] ?? id, var value = text(id) {
                value.text = Slug(making: value.text).value
                record.values["id"] = value
            }
        }

        /// A string's or number's text at its place; a string's text starts one column after its opening quote.
        private func text(_ node: JSONNode) -> LocationRecord.Value? {
            var position = fields.position(node)
            switch node.value {
            case .string(let string):
                position.column += 1
                return LocationRecord.Value(text: string, position: position)
            case .number(_, let written): return LocationRecord.Value(text: written, position: position)
            default: return nil
            }
        }
    }
}
