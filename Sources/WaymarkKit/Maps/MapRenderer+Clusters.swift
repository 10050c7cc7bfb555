import Foundation

extension MapRenderer {
    /// How many marks a map may add for its clusters' places spread out, so a map of many clusters stays small.
    static let spreadBudget = 80
    /// A cluster whose places still make more marks than this when zoomed opens its page instead.
    static let spreadLimit = 40
    /// The room a script leaves around a cluster's places when it zooms onto them, in view units, and the most it
    /// zooms (the drawn basemap has no more detail): Public/assets/mapzoom.js uses the same.
    static let zoomPadding = 40.0
    static let maxZoomIn = 6.0
    /// How much larger than their size marks are spread, so a pin's teardrop clears a cluster's circle above it.
    static let spreadRoom = 1.75

    /// A cluster: always a link, named by its count and where its places are. It says the box its places fill
    /// (`data-box`, view units), and when they spread apart at the zoom that frames that box, the marks they make
    /// there follow it, hidden until a script zooms onto them (`data-of` names the cluster's `data-spread`). With
    /// `spreadsLazily` the box and the marks go to `spreads` (`spreadFile`) instead, the cluster's place among the
    /// map's clusters first.
    func cluster(
        _ item: PinLayout.Item, index: Int, at position: String, extra: String, spec: MapSpec, view: MapViewport,
        budget: inout Int, into out: inout Markup, spreads: inout [String]
    ) {
        let points = item.members.map { view.point(spec.pins[$0].coordinate) }
        let box = ClusterBox(points)
        // Laid out only where a script zooms (a location page's map has many clusters and no budget for them).
        let spread = budget > 0 ? spreadGroups(points, box: box, view: view, spec: spec) : []
        let opens = spread.count > 1 && spread.count <= Self.spreadLimit && spread.count <= budget
        let inPage = spec.spreadsClusters && !spec.spreadsLazily
        out.add("<a class=\"wm-c\(extra)\" \(position) href=\"")
        out.escaped(clusterTarget(item, spec: spec, view: view))
        // The box a script zooms onto, on a map whose page zooms (`spreadsClusters`); elsewhere it is bytes for nothing.
        if inPage { out.add("\" data-box=\"\(box.text)") }
        out.add("\"\(opens && inPage ? " data-spread=\"\(index)\"" : "") aria-label=\"")
        out.escaped(clusterName(item.members, spec: spec, view: view, x: item.x, y: item.y))
        out.line("\">\(MapWords.compactCount(item.members.count))</a>")
        guard opens else { return }
        budget -= spread.count
        guard spec.spreadsLazily else {
            return spreadMarks(spread, of: item, index: index, points: points, spec: spec, view: view, into: &out)
        }
        var marks = Markup(capacity: 1024)
        spreadMarks(spread, of: item, index: index, points: points, spec: spec, view: view, into: &marks)
        spreads.append("[\(index),\(Escape.jsonString(box.text)),\(Escape.jsonString(marks.string))]")
    }

    /// The marks a cluster's places make spread apart, hidden until a script zooms onto them.
    private func spreadMarks(
        _ spread: [[Int]], of item: PinLayout.Item, index: Int, points: [(x: Double, y: Double)], spec: MapSpec, view: MapViewport,
        into out: inout Markup
    ) {
        for group in spread {
            let x = group.reduce(0) { $0 + points[$1].x } / Double(group.count)
            let y = group.reduce(0) { $0 + points[$1].y } / Double(group.count)
            let at = self.position(x: x, y: y, view: view) + " data-of=\"\(index)\" hidden"
            guard group.count > 1 else {
                pin(spec.pins[item.members[group[0]]], at: at, extra: "", text: spec.text, into: &out)
                continue
            }
            let members = group.map { item.members[$0] }
            let inner = PinLayout.Item(members: members, x: x, y: y)
            out.add("<a class=\"wm-c\" \(at) href=\"")
            out.escaped(clusterTarget(inner, spec: spec, view: view))
            out.add("\" aria-label=\"")
            out.escaped(clusterName(members, spec: spec, view: view, x: x, y: y))
            out.line("\">\(MapWords.compactCount(members.count))</a>")
        }
    }

    /// The file of a map's spread places (`spreadsLazily`): a JSON array of each cluster's place among the map's
    /// clusters, the box its places fill and their marks; nil when no cluster spreads. The files are spread over 256
    /// folders by their name's first two digits: a large site has one a location page, and no folder may hold more
    /// entries than a host takes. The file goes to the output as it is made (`TileFillCache.spreadFile`).
    func spreadFile(_ spreads: [String]) -> BasemapAssetKey? {
        guard !spreads.isEmpty else { return nil }
        let bytes = Array(("[" + spreads.joined(separator: ",\n") + "]\n").utf8)
        // Sixteen digits: files named by eight (32 bits) would meet another's name about nine times among the 280,000
        // files of a million locations, and a page would open a stranger's clusters.
        let name = Digest.of(bytes).hex(16)
        let path = "\(assetFolder)/spreads/\(name.prefix(2))/\(name).json"
        tileFills.spreadFile(MapAsset(relativePath: path, bytes: bytes))
        return BasemapAssetKey(source: .spreads, relativePath: path)
    }

    /// The cluster's places grouped again at the zoom a script frames them at, as indices into `points`.
    func spreadGroups(_ points: [(x: Double, y: Double)], box: ClusterBox, view: MapViewport, spec: MapSpec) -> [[Int]] {
        let zoom = Self.zoom(onto: box, width: Double(view.width), height: Double(view.height))
        guard zoom > 1 else { return [points.indices.map { $0 }] }
        // Laid out as if the marks were larger: a pin's teardrop stands above its point rather than around it, and
        // clustering measures marks from their points, so a pin just below a cluster would reach into it.
        return PinClustering.groups(
            points, eligible: points.map { _ in true }, radius: spec.clusterRadius,
            unitsPerPixel: PinLayout.unitsPerNarrowPixel(view) / zoom * Self.spreadRoom)
    }

    /// The zoom that frames a box with `zoomPadding` around it, between 1 and `maxZoomIn`.
    static func zoom(onto box: ClusterBox, width: Double, height: Double) -> Double {
        let across = width / (box.maxX - box.minX + 2 * zoomPadding), down = height / (box.maxY - box.minY + 2 * zoomPadding)
        return max(1, min(maxZoomIn, across, down))
    }

    /// "12 locations in London (10 branches, 2 ATMs)": where the places are, by the page they share, else by their
    /// centre.
    func clusterName(_ members: [Int], spec: MapSpec, view: MapViewport, x: Double, y: Double) -> String {
        let kinds = members.map { spec.pins[$0].kind }
        let key = kinds.allSatisfy { $0 == .branch || $0 == .atm } ? "map_cluster_locations" : "map_cluster_places"
        let tally = kinds.contains { $0 != kinds[0] } ? " (\(spec.text.tally(kinds)))" : ""
        let place = clusterWhere(members, spec: spec, view: view, x: x, y: y)
        return spec.text.text(key, count: members.count, ["where": place]) + tally
    }

    private func clusterWhere(_ members: [Int], spec: MapSpec, view: MapViewport, x: Double, y: Double) -> String {
        // Each pin's field read in place: a key path or a set of them copied every pin of the cluster.
        if let first = members.first {
            if let area = spec.pins[first].areaPhrase, members.allSatisfy({ spec.pins[$0].areaPhrase == area }) { return area }
            if let region = spec.pins[first].regionPhrase, members.allSatisfy({ spec.pins[$0].regionPhrase == region }) {
                return region
            }
        }
        return spec.text.text("map_around", ["where": spec.text.coordinates(view.coordinate(x: x, y: y), decimals: 2)])
    }

    /// Where a cluster leads without a script: its page, else the map's own caption on this page, the smallest page
    /// that holds its places.
    func clusterTarget(_ item: PinLayout.Item, spec: MapSpec, view: MapViewport) -> String {
        clusterHref(item, spec: spec, view: view) ?? "#" + MapIDs(prefix: spec.id).caption
    }

    /// The cluster's link: the area page all its pins share (their city's), else the one region page its pins have (their
    /// country's), else the spec's fixed link, or its template filled with a centre and a zoom that spreads the pins out.
    func clusterHref(_ item: PinLayout.Item, spec: MapSpec, view: MapViewport) -> String? {
        if let area = spec.pins[item.members[0]].area, item.members.allSatisfy({ spec.pins[$0].area == area }) {
            return area
        }
        // Pins without a region (capitals over a country of locations) do not keep the cluster from its locations' country.
        let regions = Set(item.members.compactMap { spec.pins[$0].region })
        if regions.count == 1, let region = regions.first { return region }
        switch spec.clusterLink {
        case .none: return nil
        case .href(let href): return href
        case .template(let template):
            let center = view.coordinate(x: item.x, y: item.y)
            let points = item.members.map { view.point(spec.pins[$0].coordinate) }
            let extent = max(
                (points.map(\.x).max() ?? 0) - (points.map(\.x).min() ?? 0),
                (points.map(\.y).max() ?? 0) - (points.map(\.y).min() ?? 0), 1)
            let zoom = Int((view.zoom ?? log2(view.scale / 256)).rounded(.down))
            let closer = zoom + max(1, Int(log2(Double(min(view.width, view.height)) * 0.7 / extent).rounded(.down)))
            return
                template
                .replacingOccurrences(of: "{lat}", with: MapWords.fixed(center.latitude, decimals: 5))
                .replacingOccurrences(of: "{lon}", with: MapWords.fixed(center.longitude, decimals: 5))
                .replacingOccurrences(of: "{zoom}", with: String(min(closer, max(spec.maxZoom, zoom + 1))))
                .replacingOccurrences(of: "{count}", with: String(item.members.count))
        }
    }

    /// The box a cluster's places fill, in view units.
    struct ClusterBox {
        let minX: Double, minY: Double, maxX: Double, maxY: Double

        /// Rounded as `text` writes it, so the script zooms exactly as far as the spread marks were laid out for.
        init(_ points: [(x: Double, y: Double)]) {
            func tenth(_ value: Double?) -> Double { ((value ?? 0) * 10).rounded() / 10 }
            minX = tenth(points.map(\.x).min())
            minY = tenth(points.map(\.y).min())
            maxX = tenth(points.map(\.x).max())
            maxY = tenth(points.map(\.y).max())
        }

        /// "12.3 45 67.8 90": to a tenth of a view unit.
        var text: String { [minX, minY, maxX, maxY].map { MapWords.fixed($0, decimals: 1) }.joined(separator: " ") }
    }
}
