/// Reads `Content/*.geojson` (RFC 7946): a FeatureCollection whose features become locations, their
/// properties mapped from OpenStreetMap tags by default.
public struct GeoJSONLocationsReader {
    public var mapping: SourceMapping

    public init(mapping: SourceMapping = SourceMapping()) { self.mapping = mapping }

    public func read(_ file: SourceFile, log: inout DiagnosticLog) -> [Location] {
        var state = FeatureReader(geometry: GeoJSONGeometry(fields: JSONFields(path: file.path)), mapping: mapping)
        guard let root = GeoJSONFile.features(of: file, log: &log, { state.feature($0) }) else { return [] }
        state.checkRoot(root)
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

        var path: String { geometry.fields.path }

        mutating func checkRoot(_ root: JSONNode) {
            guard let object = geometry.fields.object(root, "a GeoJSON document") else { return }
            geometry.rejectCRS(object)
            guard let typeNode = geometry.fields.required("type", in: object, of: root, "a GeoJSON document"),
                let type = geometry.fields.string(typeNode, "type")
            else { return }
            if type != "FeatureCollection" {
                geometry.fields.error(
                    typeNode, "the document is a \(type), not a FeatureCollection",
                    hint: "put the features in {\"type\": \"FeatureCollection\", \"features\": [...]}")
            } else if let list = geometry.fields.required("features", in: object, of: root, "a FeatureCollection") {
                _ = geometry.fields.array(list, "'features'")
            }
        }

        mutating func feature(_ node: JSONNode) {
            count += 1
            let label = "feature \(count)"
            guard let object = geometry.fields.object(node, "a feature") else { return }
            geometry.rejectCRS(object)
            guard let typeNode = geometry.fields.required("type", in: object, of: node, "this feature") else { return }
            guard geometry.fields.string(typeNode, "type") == "Feature" else {
                geometry.fields.error(typeNode, "a member of 'features' must have type \"Feature\"")
                return
            }
            var record = LocationRecord(position: geometry.fields.position(node), label: label)
            properties(object["properties"], node: node, into: &record)
            guard let geometryNode = object["geometry"], !geometry.fields.isNull(geometryNode) else {
                log.warning(record.position, "\(label) has no geometry; it is left out")
                return
            }
            guard let (point, type) = geometry.point(geometryNode) else { return }
            if type != "Point" {
                log.warning(geometry.fields.position(geometryNode), "\(label) is a \(type); it is pinned at the centroid of its positions")
            }
            record.coordinate = point
            if let location = builder.location(record, log: &log) { locations.append(location) }
        }

        private mutating func properties(_ node: JSONNode?, node feature: JSONNode, into record: inout LocationRecord) {
            guard let node, !geometry.fields.isNull(node), let object = geometry.fields.object(node, "'properties'") else { return }
            let names = object.members.map(\.key)
            for (index, field) in LocationFields.resolve(names, mapping: mapping.fields) {
                let member = object.members[index]
                let text: String
                switch member.value.value {
                case .string(let string): text = string
                case .number(_, let written): text = written
                default: continue
                }
                // A string's text starts one column after its opening quote.
                var position = geometry.fields.position(member.value)
                if case .string = member.value.value { position.column += 1 }
                record.values[field] = LocationRecord.Value(text: text, position: position)
            }
            if record.values["id"] == nil, let id = object["@id"] ?? featureID(feature) {
                if case .string(let text) = id.value {
                    record.values["id"] = LocationRecord.Value(text: Slug(making: text).value, position: geometry.fields.position(id))
                }
            }
        }

        private func featureID(_ feature: JSONNode) -> JSONNode? {
            guard case .object(let object) = feature.value else { return nil }
            return object["id"]
        }
    }
}
