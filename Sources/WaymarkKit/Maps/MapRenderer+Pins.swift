import Foundation

extension MapRenderer {
    /// Pins and clusters as HTML over the basemap, in drawing order.
    ///
    /// Each sits at a percentage of the map's width and height and is sized in CSS pixels by
    /// `MapStyle.css`, so it keeps its size whatever width the map is shown at. A pin is one element;
    /// its hover label is drawn by CSS from its accessible name, so a pin costs no more markup than its link.
    /// A pin or cluster the selected pin would cover (one at the same address, say) is drawn beside it instead.
    func pinElements(_ layout: PinLayout, spec: MapSpec, view: MapViewport, into out: inout Markup, spreads: inout [String]) {
        guard !layout.items.isEmpty else { return }
        var budget = spec.spreadsClusters ? Self.spreadBudget : 0
        // A file of spread places names each cluster by its place among the map's clusters, which a script counts.
        var clusters = 0
        for index in layout.drawingOrder {
            let item = layout.items[index]
            let at = position(x: item.x, y: item.y, view: view)
            let extra = layout.beside[index].map { $0 ? " wm-east" : " wm-west" } ?? ""
            if item.isCluster {
                let id = spec.spreadsLazily ? clusters : index
                cluster(item, index: id, at: at, extra: extra, spec: spec, view: view, budget: &budget, into: &out, spreads: &spreads)
                clusters += 1
            } else {
                pin(spec.pins[item.members[0]], at: at, extra: index == layout.selected ? " wm-sel" : extra, text: spec.text, into: &out)
            }
        }
    }

    /// Place names under the pins: context for sighted readers, hidden from screen readers (the map's
    /// description and list of places say what matters). A name is data, so it is escaped.
    func placeLabels(_ labels: [PlaceLabels.Label], view: MapViewport, into out: inout Markup) {
        for label in labels {
            let classes = "wm-pl" + (label.namesPin ? " wm-pn" : "") + (label.wideOnly ? " wm-pw" : "") + (label.west ? " wm-plw" : "")
            out.add("<i class=\"\(classes)\" \(position(x: label.x, y: label.y, view: view)) aria-hidden=\"true\">")
            out.escaped(label.name)
            out.line("</i>")
        }
    }

    static func accessibleName(_ pin: MapPin, text: MapText) -> String {
        ([pin.label, text.noun(pin.kind)] + (pin.sublabel.map { [$0] } ?? [])).filter { !$0.isEmpty }.joined(separator: ", ")
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
    func pin(_ pin: MapPin, at position: String, extra: String, attributes: String = "", text: MapText, into out: inout Markup) {
        let classes = "wm-p wm-\(pin.kind.rawValue)" + extra
        if let href = pin.href {
            out.add("<a class=\"\(classes)\" \(position)\(attributes) href=\"")
            out.escaped(href)
            out.add("\" tabindex=\"-1\" aria-label=\"")
        } else {
            out.add("<span class=\"\(classes)\" \(position)\(attributes) role=\"img\" aria-label=\"")
        }
        out.escaped(Self.accessibleName(pin, text: text))
        out.line(pin.href == nil ? "\"></span>" : "\"></a>")
    }

    /// The selected pin's name and coordinates, under the map rather than on it, so they hide no pin
    /// at any width; its symbol repeats the selected pin's.
    func callout(_ pin: MapPin, text: MapText, into out: inout Markup) {
        out.add("\n<p class=\"wm-callout\"><i class=\"wm-\(pin.kind.rawValue)\"></i><b>")
        out.escaped(pin.label)
        out.add("</b> ")
        out.escaped(text.coordinates(pin.coordinate))
        out.add("</p>")
    }

    /// What the map's marks mean, for the kinds it shows: a small HTML list under the map.
    func legend(_ layout: PinLayout, spec: MapSpec, into out: inout Markup) {
        let pins = layout.items.indices.filter { !layout.items[$0].isCluster && $0 != layout.selected }
        let kinds = Set(pins.map { spec.pins[layout.items[$0].members[0]].kind })
        var entries = MapPin.Kind.allCases.filter(kinds.contains).map {
            "<li><i class=\"wm-\($0.rawValue)\"></i>\(Escape.html(MapWords.capitalized(spec.text.noun($0))))</li>"
        }
        if layout.items.contains(where: \.isCluster) {
            entries.append("<li><i class=\"wm-c\">3</i>\(Escape.html(spec.text.text("map_places_close_together")))</li>")
        }
        if let selected = layout.selected {
            let kind = spec.pins[layout.items[selected].members[0]].kind
            entries.append("<li><i class=\"wm-\(kind.rawValue) wm-sel\"></i>\(Escape.html(spec.text.this(kind)))</li>")
        }
        guard !entries.isEmpty else { return }
        out.add("\n<ul class=\"wm-legend\" aria-label=\"\(Escape.html(spec.text.text("map_key")))\">\(entries.joined())</ul>")
    }
}
