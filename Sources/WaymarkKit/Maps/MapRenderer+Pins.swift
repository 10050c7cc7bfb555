import Foundation

extension MapRenderer {
    /// Pins, clusters and the selected pin's callout as HTML over the basemap, in drawing order.
    ///
    /// Each sits at a percentage of the map's width and height and is sized in CSS pixels by
    /// `MapStyle.css`, so it keeps its size whatever width the map is shown at. A pin is one element;
    /// its hover label is drawn by CSS from its accessible name, so a pin costs no more markup than its link.
    func pinElements(_ layout: PinLayout, spec: MapSpec, view: MapViewport, into out: inout Markup) {
        guard !layout.items.isEmpty else { return }
        for index in layout.drawingOrder {
            let item = layout.items[index]
            let at = position(x: item.x, y: item.y, view: view)
            if item.isCluster {
                cluster(item, at: at, spec: spec, view: view, into: &out)
            } else {
                pin(spec.pins[item.members[0]], at: at, selected: index == layout.selected, into: &out)
            }
        }
        if let selected = layout.selected {
            let item = layout.items[selected]
            callout(spec.pins[item.members[0]], x: item.x, y: item.y, view: view, into: &out)
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
    private func pin(_ pin: MapPin, at position: String, selected: Bool, into out: inout Markup) {
        let classes = "wm-p wm-\(pin.kind.rawValue)" + (selected ? " wm-sel" : "")
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

    /// The selected pin's always-visible callout: its name and coordinates in a box above the pin
    /// (below it near the top edge), kept inside the map by anchoring it to the nearer side: the
    /// stylesheet caps its width at 60 % of the map, so from 35 % in, no side reaches past an edge.
    private func callout(_ pin: MapPin, x: Double, y: Double, view: MapViewport, into out: inout Markup) {
        let horizontal = x < Double(view.width) * 0.35 ? "wm-start" : x > Double(view.width) * 0.65 ? "wm-end" : "wm-mid"
        let vertical = y < 70 ? "wm-below" : "wm-above"
        out.add("<div class=\"wm-callout \(horizontal) \(vertical)\" \(position(x: x, y: y, view: view)) aria-hidden=\"true\"><b>")
        out.escaped(pin.label)
        out.line("</b> \(MapWords.coordinates(pin.coordinate))</div>")
    }

    private func cluster(_ item: PinLayout.Item, at position: String, spec: MapSpec, view: MapViewport, into out: inout Markup) {
        let href = clusterHref(item, spec: spec, view: view)
        if let href {
            out.add("<a class=\"wm-c\" \(position) href=\"")
            out.escaped(href)
            out.add("\" aria-label=\"")
        } else {
            out.add("<span class=\"wm-c\" \(position) role=\"img\" aria-label=\"")
        }
        out.escaped(clusterName(item, spec: spec, view: view))
        out.line("\">\(MapWords.compactCount(item.members.count))\(href == nil ? "</span>" : "</a>")")
    }

    func clusterName(_ item: PinLayout.Item, spec: MapSpec, view: MapViewport) -> String {
        let location = MapWords.coordinates(view.coordinate(x: item.x, y: item.y), decimals: 2)
        return
            "\(MapWords.grouped(item.members.count)) places (\(MapWords.tally(item.members.map { spec.pins[$0].kind }))) around \(location)"
    }

    /// The cluster's link: fixed, or a template filled with a centre and a zoom that spreads its pins out.
    func clusterHref(_ item: PinLayout.Item, spec: MapSpec, view: MapViewport) -> String? {
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
