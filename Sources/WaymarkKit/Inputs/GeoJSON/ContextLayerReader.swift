/// Reads a context layer (`Content/layers/*.geojson`): a FeatureCollection, a Feature or a bare geometry whose
/// lines and polygons are drawn under the pins, styled from their properties (`ContextStyle`).
///
/// Invalid GeoJSON is an error at the value that is wrong. Points are left out with one warning per file: a
/// layer is context, and places to pin are locations. Features are streamed, so a large extract is never held
/// as a whole JSON tree.
public struct ContextLayerReader {
    /// The style of every feature, from `layers:` in `site.yml`; nil styles each feature from its properties.
    let style: ContextStyle?
    /// The most positions a layer file may have: a city's streets have about a million, and each position is kept
    /// for every build (tens of bytes each), so a file of tens of millions would take gigabytes.
    static let maxPositions = 4_000_000
    var maxPositions = ContextLayerReader.maxPositions

    public init() { style = nil }

    init(style: ContextStyle?) { self.style = style }

    public func read(_ file: SourceFile, into layers: inout ContextLayers, log: inout DiagnosticLog) {
        var state = FeatureReader(geometry: GeoJSONGeometry(fields: JSONFields(path: file.path)), style: style, maxPositions: maxPositions)
        guard let root = GeoJSONFile.features(of: file, log: &log, { state.feature($0) }) else { return }
        // Elements of a 'features' member outside a FeatureCollection are not features; that member is an error.
        if !GeoJSONFile.isCollection(root) {
            state = FeatureReader(geometry: state.geometry.cleared, style: style, maxPositions: maxPositions)
        }
        state.root(root)
        state.reportPoints()
        log.merge(state.geometry.fields.log)
        log.merge(state.log)
        // A file with an error is left out whole: half a layer would mislead more than none.
        guard !state.geometry.fields.log.hasErrors else { return }
        for shape in state.shapes {
            layers.add(shape.positions, style: shape.style, closed: shape.closed, name: shape.name)
        }
        for place in state.places { layers.addPlace(place) }
        if state.fromOpenStreetMap { layers.credit = .openStreetMap }
    }

    private struct FeatureReader {
        var geometry: GeoJSONGeometry
        let style: ContextStyle?
        var log = DiagnosticLog()
        let maxPositions: Int
        var shapes: [(positions: [Coordinate], style: ContextStyle, closed: Bool, name: String?)] = []
        /// Named stations, squares and districts, for the maps' place names.
        var places: [ContextPlace] = []
        /// Whether the document says it is OpenStreetMap data (`copyright` or `generator`, as Overpass and
        /// osmtogeojson write them), so the maps that draw it credit its contributors.
        var fromOpenStreetMap = false
        /// The positions of `shapes`, held to `maxPositions`.
        var positions = 0
        var count = 0
        /// The points left out, and where the first one is.
        var points = 0
        var firstPoint: SourcePosition?

        var fields: JSONFields {
            get { geometry.fields }
            set { geometry.fields = newValue }
        }

        /// The document: its features were streamed already; a lone Feature or geometry is read here.
        mutating func root(_ root: JSONNode) {
            guard let (object, type) = geometry.document(root) else { return }
            fromOpenStreetMap = ["copyright", "generator", "attribution"].contains { key in
                guard case .string(let text)? = object[key]?.value else { return false }
                return text.lowercased().contains("openstreetmap") || text.lowercased().contains("overpass")
            }
            switch type {
            case "FeatureCollection": return
            case "Feature":
                feature(root)
            default:
                add(root, tags: [:], label: "the layer")
            }
        }

        mutating func feature(_ node: JSONNode) {
            count += 1
            guard let object = fields.object(node, "a feature") else { return }
            guard let typeNode = fields.required("type", in: object, of: node, "this feature") else { return }
            guard fields.string(typeNode, "type") == "Feature" else {
                fields.error(typeNode, "a member of 'features' must have type \"Feature\"")
                return
            }
            guard geometry.checkMembers(object, of: .feature, named: "Feature") else { return }
            let label = "feature \(count)"
            guard let geometryNode = object["geometry"], !fields.isNull(geometryNode) else {
                log.warning(fields.position(node), "\(label) has no geometry; it is left out")
                return
            }
            add(geometryNode, tags: tags(object["properties"]), label: label)
        }

        /// The feature's lines and rings with their style; its points are counted, to be reported once.
        private mutating func add(_ node: JSONNode, tags: [String: String], label: String) {
            guard let shape = geometry.shape(node) else { return }
            if let kind = ContextPlace.Kind(tags), let name = tags["name"], !name.isEmpty {
                let anchors = shape.points.isEmpty ? shape.rings.prefix(1).map(Self.centre) : shape.points
                places += anchors.map { ContextPlace(name: name, coordinate: $0, kind: kind) }
            } else if !shape.points.isEmpty {
                points += 1
                if firstPoint == nil { firstPoint = fields.position(node) }
            }
            for (parts, closed) in [(shape.lines, false), (shape.rings, true)] where !parts.isEmpty {
                guard let style = self.style?.adjusted(closed: closed) ?? ContextStyle.of(tags, closed: closed) else {
                    log.warning(
                        fields.position(node), "\(label) is left out: railway=\(tags["railway"] ?? "") is not drawn",
                        hint: "context layers draw railways in use, not abandoned, disused, razed or dismantled ones, nor platforms")
                    continue
                }
                for part in parts {
                    guard positions + part.count <= maxPositions else { return tooManyPositions(node) }
                    guard Set(part).count >= 2 else {
                        log.warning(fields.position(node), "\(label) has a line with fewer than two distinct positions; it is left out")
                        continue
                    }
                    shapes.append((part, style, closed, tags["name"]))
                    positions += part.count
                }
            }
        }

        /// The mean of a ring's positions (its first, repeated at the end, counted once): where its name goes.
        private static func centre(_ ring: [Coordinate]) -> Coordinate {
            let positions = ring.dropLast()
            let n = Double(max(positions.count, 1))
            return Coordinate(
                latitude: positions.reduce(0) { $0 + $1.latitude } / n, longitude: positions.reduce(0) { $0 + $1.longitude } / n)
        }

        /// An error at the feature that passes the limit; the file is then left out whole, as for any error.
        private mutating func tooManyPositions(_ node: JSONNode) {
            guard positions <= maxPositions else { return }
            positions = maxPositions + 1
            fields.error(
                node, "the layer has more than \(PageRenderer.grouped(maxPositions)) positions",
                hint: "keep the area the maps show, or simplify the lines first (e.g. `ogr2ogr -simplify 0.00001`)")
        }

        mutating func reportPoints() {
            guard let firstPoint else { return }
            log.warning(
                firstPoint,
                "\(points) feature\(points == 1 ? " with points is" : "s with points are") left out: context layers draw lines and polygons",
                hint: "places to pin on the maps are locations: put them in Content/*.geojson")
        }

        /// The feature's properties as text (OpenStreetMap tags are strings; numbers keep how they were written).
        private mutating func tags(_ node: JSONNode?) -> [String: String] {
            guard let node, !fields.isNull(node), let object = fields.object(node, "'properties'") else { return [:] }
            var tags: [String: String] = [:]
            for member in object.members {
                switch member.value.value {
                case .string(let text): tags[member.key] = text
                case .number(_, let written): tags[member.key] = written
                case .bool(let value): tags[member.key] = value ? "yes" : "no"
                default: continue
                }
            }
            return tags
        }
    }
}
