import Foundation

extension MapRenderer {
    /// `<defs>` with one symbol per pin kind the map uses.
    func symbolDefinitions(_ layout: PinLayout, spec: MapSpec, ids: MapIDs, into out: inout Markup) {
        let used = Set(layout.items.filter { !$0.isCluster }.map { spec.pins[$0.members[0]].kind })
        let kinds = MapPin.Kind.allCases.filter(used.contains)
        guard !kinds.isEmpty else { return }
        out.line("<defs>")
        for kind in kinds { out.line("<g id=\"\(ids.symbol(kind))\">\(PinSymbols.symbol(kind).markup)</g>") }
        out.line("</defs>")
    }

    /// Pins, clusters and the selected pin's callout, in drawing order.
    func pinElements(_ layout: PinLayout, spec: MapSpec, view: MapViewport, ids: MapIDs, into out: inout Markup) {
        guard !layout.items.isEmpty else { return }
        out.line("<g class=\"wm-pins\">")
        for index in layout.drawingOrder {
            let item = layout.items[index]
            if item.isCluster {
                cluster(item, spec: spec, view: view, into: &out)
            } else {
                pin(spec.pins[item.members[0]], x: item.x, y: item.y, selected: index == layout.selected, view: view, ids: ids, into: &out)
            }
        }
        if let selected = layout.selected {
            let item = layout.items[selected]
            callout(spec.pins[item.members[0]], x: item.x, y: item.y, view: view, into: &out)
        }
        out.line("</g>")
    }

    static func accessibleName(_ pin: MapPin) -> String {
        ([pin.label, pin.kind.noun] + (pin.sublabel.map { [$0] } ?? [])).filter { !$0.isEmpty }.joined(separator: ", ")
    }

    private func pin(_ pin: MapPin, x: Double, y: Double, selected: Bool, view: MapViewport, ids: MapIDs, into out: inout Markup) {
        let classes = "wm-pin wm-\(pin.kind.rawValue)" + (selected ? " wm-selected" : "")
        if let href = pin.href {
            out.add("<a class=\"\(classes)\" href=\"")
            out.escaped(href)
            out.add("\" aria-label=\"")
        } else {
            out.add("<g class=\"\(classes)\" role=\"img\" aria-label=\"")
        }
        out.escaped(Self.accessibleName(pin))
        out.add("\">\n<title>")
        out.escaped(pin.label)
        out.line("</title>")
        let symbol = "#" + ids.symbol(pin.kind)
        out.line(
            selected
                ? "<use href=\"\(symbol)\" transform=\"translate(\(fmt(x)) \(fmt(y))) scale(1.3)\"/>"
                : "<use href=\"\(symbol)\" x=\"\(fmt(x))\" y=\"\(fmt(y))\"/>")
        if !selected { tip(pin, x: x, y: y, view: view, into: &out) }
        out.line(pin.href == nil ? "</g>" : "</a>")
    }

    /// The label a pin shows on hover and focus: its name and coordinates in a box just above it.
    /// Above, because pins are drawn north to south: a later pin never reaches up over the box.
    private func tip(_ pin: MapPin, x: Double, y: Double, view: MapViewport, into out: inout Markup) {
        let maxWidth = min(260, Double(view.width) - 8)
        let name = TextMetrics.truncated(pin.label, size: 12, bold: true, maxWidth: maxWidth - 12)
        let coordinates = MapWords.coordinates(pin.coordinate)
        let width = (max(TextMetrics.width(name, size: 12, bold: true), TextMetrics.width(coordinates, size: 11)) + 12).rounded(.up)
        let height = 36.0
        let left = min(max(4, (x - width / 2).rounded()), Double(view.width) - 4 - width)
        var top = y - PinSymbols.symbol(pin.kind).top - 4 - height
        if top < 4 { top = y + (PinSymbols.isStanding(pin.kind) ? 4 : 10) }
        out.add("<g class=\"wm-tip\" aria-hidden=\"true\" transform=\"translate(\(fmt(left)) \(fmt(top)))\">")
        out.add("<rect class=\"wm-box\" width=\"\(fmt(width))\" height=\"\(fmt(height))\" rx=\"3\"/>")
        out.add("<text class=\"wm-name\" x=\"6\" y=\"15\">")
        out.escaped(name)
        out.line("</text><text class=\"wm-meta\" x=\"6\" y=\"29\">\(coordinates)</text></g>")
    }

    /// The selected pin's always-visible callout: a box with a pointer, above the pin (below near the top edge).
    private func callout(_ pin: MapPin, x: Double, y: Double, view: MapViewport, into out: inout Markup) {
        let w = Double(view.width), h = 40.0
        let maxWidth = min(320, w - 8)
        let name = TextMetrics.truncated(pin.label, size: 13, bold: true, maxWidth: maxWidth - 16)
        let coordinates = MapWords.coordinates(pin.coordinate)
        let width = min(
            maxWidth, (max(TextMetrics.width(name, size: 13, bold: true), TextMetrics.width(coordinates, size: 11)) + 16).rounded(.up))
        let left = min(max(4, (x - width / 2).rounded()), w - 4 - width)
        let pointerX = min(max(x, left + 10), left + width - 10)
        let reach = (PinSymbols.isStanding(pin.kind) ? PinSymbols.symbol(pin.kind).top * 1.3 : 11) + 3
        var tipY = y - reach, top = tipY - 7 - h
        let below = top < 4
        if below {
            tipY = y + (PinSymbols.isStanding(pin.kind) ? 3 : 11)
            top = tipY + 7
        }
        let edge = below ? top : top + h
        let pointer =
            below
            ? "M\(fmt(left)) \(fmt(edge))H\(fmt(pointerX - 6))L\(fmt(pointerX)) \(fmt(tipY))L\(fmt(pointerX + 6)) \(fmt(edge))H\(fmt(left + width))V\(fmt(edge + h))H\(fmt(left))Z"
            : "M\(fmt(left)) \(fmt(top))H\(fmt(left + width))V\(fmt(edge))H\(fmt(pointerX + 6))L\(fmt(pointerX)) \(fmt(tipY))L\(fmt(pointerX - 6)) \(fmt(edge))H\(fmt(left))Z"
        out.line("<g class=\"wm-callout\" aria-hidden=\"true\">")
        out.line("<path class=\"wm-box\" d=\"\(pointer)\"/>")
        out.add("<text class=\"wm-name\" x=\"\(fmt(left + 8))\" y=\"\(fmt(top + 17))\" font-size=\"13\">")
        out.escaped(name)
        out.line("</text>")
        out.line("<text class=\"wm-meta\" x=\"\(fmt(left + 8))\" y=\"\(fmt(top + 32))\">\(coordinates)</text>")
        out.line("</g>")
    }

    private func cluster(_ item: PinLayout.Item, spec: MapSpec, view: MapViewport, into out: inout Markup) {
        let count = item.members.count
        let href = clusterHref(item, spec: spec, view: view)
        if let href {
            out.add("<a class=\"wm-cluster\" href=\"")
            out.escaped(href)
            out.add("\" aria-label=\"")
        } else {
            out.add("<g class=\"wm-cluster\" role=\"img\" aria-label=\"")
        }
        out.escaped(clusterName(item, spec: spec, view: view))
        out.line("\">")
        out.line("<title>\(MapWords.grouped(count)) places</title>")
        out.add("<circle cx=\"\(fmt(item.x))\" cy=\"\(fmt(item.y))\" r=\"\(fmt(PinClustering.markerRadius(count)))\"/>")
        out.line("<text x=\"\(fmt(item.x))\" y=\"\(fmt(item.y + 4))\">\(MapWords.compactCount(count))</text>")
        out.line(href == nil ? "</g>" : "</a>")
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
