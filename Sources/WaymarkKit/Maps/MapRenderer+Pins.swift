import Foundation

extension MapRenderer {
    /// Pins and clusters as HTML over the basemap, in drawing order.
    ///
    /// Each sits at a percentage of the map's width and height and is sized in CSS pixels by
    /// `MapStyle.css`, so it keeps its size whatever width the map is shown at. A pin is one element;
    /// its hover label is drawn by CSS from its accessible name, so a pin costs no more markup than its link.
    /// A pin or cluster the selected pin would cover (one at the same address, say) is drawn beside it instead.
    func pinElements(_ layout: PinLayout, spec: MapSpec, view: MapViewport, into out: inout Markup) {
        guard !layout.items.isEmpty else { return }
        for index in layout.drawingOrder {
            let item = layout.items[index]
            let at = position(x: item.x, y: item.y, view: view)
            let extra = layout.beside[index].map { $0 ? " wm-east" : " wm-west" } ?? ""
            if item.isCluster {
                cluster(item, at: at, extra: extra, spec: spec, view: view, into: &out)
            } else {
                pin(spec.pins[item.members[0]], at: at, extra: index == layout.selected ? " wm-sel" : extra, into: &out)
            }
        }
    }

    /// Place names under the pins: context for sighted readers, hidden from screen readers (the map's
    /// description and list of places say what matters). A name is data, so it is escaped.
    func placeLabels(_ labels: PlaceLabels, view: MapViewport, into out: inout Markup) {
        for label in labels.labels {
            out.add(
                "<i class=\"wm-pl\(label.west ? " wm-plw" : "")\" \(position(x: label.x, y: label.y, view: view)) aria-hidden=\"true\">")
            out.escaped(label.name)
            out.line("</i>")
        }
    }

    static func accessibleName(_ pin: MapPin) -> String {
        ([pin.label, pin.kind.noun] + (pin.sublabel.map { [$0] } ?? [])).filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// `style="left:…%;top:…%"`: a view pixel as a share of the map, to a hundredth of a percent.
    func position(x: Double, y: Double, view: MapViewport) -> String {
        "style=\"left:\(Self.percent(x, of: view.width));top:\(Self.percent(y, of: view.height))\""
    }

    /// "12.34%", "7%": a hundredth of a percent is under a tenth of a pixel on a 960-pixel map.
    static func percent(_ value: Double, of total: Int) -> String {
        let hundredths = Int((value / Double(max(total, 1)) * 10_000).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = hundredths.magnitude / 100, fraction = hundredths.magnitude % 100
        guard fraction != 0 else { return sign + "\(whole)%" }
        let decimals = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + "\(whole).\(decimals)%"
    }

    /// A pin: a link (or, without one, a labelled image) that keyboard users reach through the list of
    /// places instead, so the map is not a tab stop per pin.
    private func pin(_ pin: MapPin, at position: String, extra: String, into out: inout Markup) {
        let classes = "wm-p wm-\(pin.kind.rawValue)" + extra
        if let href = pin.href {
            out.add("<a class=\"\(classes)\" \(position) href=\"")
            out.escaped(href)
            out.add("\" tabindex=\"-1\" aria-label=\"")
        } else {
            out.add("<span class=\"\(classes)\" \(position) role=\"img\" aria-label=\"")
        }
        out.escaped(Self.accessibleName(pin))
        out.line(pin.href == nil ? "\"></span>" : "\"></a>")
    }

    /// The selected pin's name and coordinates, under the map rather than on it, so they hide no pin
    /// at any width; its symbol repeats the selected pin's.
    func callout(_ pin: MapPin, into out: inout Markup) {
        out.add("\n<p class=\"wm-callout\"><i class=\"wm-\(pin.kind.rawValue)\"></i><b>")
        out.escaped(pin.label)
        out.add("</b> \(MapWords.coordinates(pin.coordinate))</p>")
    }

    /// What the map's marks mean, for the kinds it shows: a small HTML list under the map.
    func legend(_ layout: PinLayout, spec: MapSpec, into out: inout Markup) {
        let pins = layout.items.indices.filter { !layout.items[$0].isCluster && $0 != layout.selected }
        let kinds = Set(pins.map { spec.pins[layout.items[$0].members[0]].kind })
        var entries = MapPin.Kind.allCases.filter(kinds.contains).map {
            "<li><i class=\"wm-\($0.rawValue)\"></i>\(MapWords.capitalized($0.noun))</li>"
        }
        if layout.items.contains(where: \.isCluster) { entries.append("<li><i class=\"wm-c\">3</i>Places close together</li>") }
        if let selected = layout.selected {
            let kind = spec.pins[layout.items[selected].members[0]].kind
            entries.append("<li><i class=\"wm-\(kind.rawValue) wm-sel\"></i>This \(kind.noun)</li>")
        }
        guard !entries.isEmpty else { return }
        out.add("\n<ul class=\"wm-legend\" aria-label=\"Map key\">\(entries.joined())</ul>")
    }

    private func cluster(
        _ item: PinLayout.Item, at position: String, extra: String, spec: MapSpec, view: MapViewport, into out: inout Markup
    ) {
        let href = clusterHref(item, spec: spec, view: view)
        if let href {
            out.add("<a class=\"wm-c\(extra)\" \(position) href=\"")
            out.escaped(href)
            out.add("\" aria-label=\"")
        } else {
            out.add("<span class=\"wm-c\(extra)\" \(position) role=\"img\" aria-label=\"")
        }
        out.escaped(clusterName(item, spec: spec, view: view))
        out.line("\">\(MapWords.compactCount(item.members.count))\(href == nil ? "</span>" : "</a>")")
    }

    func clusterName(_ item: PinLayout.Item, spec: MapSpec, view: MapViewport) -> String {
        let location = MapWords.coordinates(view.coordinate(x: item.x, y: item.y), decimals: 2)
        return
            "\(MapWords.grouped(item.members.count)) places (\(MapWords.tally(item.members.map { spec.pins[$0].kind }))) around \(location)"
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
}
