import Foundation

extension MapRenderer {
    /// The scale bar, metric above imperial, measured along the parallel through the centre. A world map has none:
    /// its scale changes across it (a kilometre along the 60th parallel is drawn much longer than one along the
    /// equator), and its label, laid over the map, covered the marks of the far south on a phone.
    func scaleBar(_ view: MapViewport, _ spec: MapSpec, into out: inout Markup) {
        guard spec.framing != .world else { return }
        let metres = view.metresPerPixel
        guard metres > 0, metres.isFinite else { return }
        let maxLength = 100.0
        let metric = Self.niceLength(maxLength * metres)
        let feet = maxLength * metres / 0.3048
        let imperial = feet >= 5280 ? (Self.niceLength(feet / 5280), "mi", 5280.0) : (Self.niceLength(feet), "ft", 1.0)
        let text = spec.text
        let metricLength = metric / metres
        let imperialLength = imperial.0 * imperial.2 * 0.3048 / metres
        let metricLabel = metric >= 1000 ? text.length(Int(metric / 1000), "km") : text.length(Int(metric), "m")
        let imperialLabel = text.length(Int(imperial.0), imperial.1)
        // Bars as shares of the map's width, so they stay true at any display size; labels in CSS pixels.
        out.add("<div class=\"wm-scale\" aria-hidden=\"true\">")
        out.add("<span style=\"width:\(Self.percent(metricLength, of: view.width))\">\(metricLabel)</span>")
        out.line("<span style=\"width:\(Self.percent(imperialLength, of: view.width))\">\(imperialLabel)</span></div>")
    }

    /// The largest 1, 2 or 5 times a power of ten not above `value`.
    static func niceLength(_ value: Double) -> Double {
        guard value >= 1 else { return 1 }
        let power = pow(10, log10(value).rounded(.down))
        for step in [5.0, 2, 1] where step * power <= value { return step * power }
        return power
    }

    /// The map's text alternative, unless the spec gives one.
    func description(_ spec: MapSpec, _ view: MapViewport, _ layout: PinLayout, highlighted: Bool) -> String {
        if let text = spec.description { return text }
        let words = spec.text
        let projection = spec.projection == .webMercator ? "mercator" : "equal_earth"
        let centre = ["where": words.coordinates(view.center, decimals: 2)]
        var text =
            spec.framing == .world ? words.text("map_world_" + projection) : words.text("map_centred_" + projection, centre)
        let pins = layout.items.flatMap { $0.members }.map { spec.pins[$0].kind }
        text += pins.isEmpty ? "." : words.text("map_showing", count: pins.count, ["tally": words.tally(pins)])
        let clusters = layout.items.filter(\.isCluster).count
        if clusters > 0 { text += " " + words.text("map_grouped", count: clusters) }
        if let selected = layout.selected {
            text += " " + words.text("map_marked_in_centre", ["name": spec.pins[layout.items[selected].members[0]].label])
        }
        if highlighted, let iso = spec.highlightedCountry {
            text += " " + words.text("map_highlighted", ["name": spec.highlightedCountryName ?? iso.uppercased()])
        }
        return text + " " + words.text(spec.placesListed == .below ? "map_listed_below" : "map_listed_above")
    }

    /// The places as the list shows them: every pin and cluster but the selected pin, which the callout names.
    func listedPlaces(_ layout: PinLayout, spec: MapSpec, view: MapViewport) -> [MapPlace] {
        layout.items.indices.filter { $0 != layout.selected }.map { index in
            let item = layout.items[index]
            if item.isCluster {
                let kinds = item.members.map { spec.pins[$0].kind }
                let center = view.coordinate(x: item.x, y: item.y)
                return MapPlace(
                    kind: nil, label: spec.text.tally(kinds),
                    detail: spec.text.text("map_grouped_around", ["where": spec.text.coordinates(center, decimals: 2)]),
                    href: clusterHref(item, spec: spec, view: view), coordinate: center, count: item.members.count)
            }
            let pin = spec.pins[item.members[0]]
            let detail = [MapWords.capitalized(spec.text.noun(pin.kind)), pin.sublabel ?? "", spec.text.coordinates(pin.coordinate)]
                .filter { !$0.isEmpty }.joined(separator: " · ")
            return MapPlace(kind: pin.kind, label: pin.label, detail: detail, href: pin.href, coordinate: pin.coordinate, count: 1)
        }
    }
}

extension MapPlace {
    /// `<ul class="wm-places">`, one place per line.
    static func list(_ places: [MapPlace]) -> String {
        var out = Markup(capacity: 160 * places.count + 64)
        out.line("<ul class=\"wm-places\">")
        for place in places {
            let kind = place.kind.map { "wm-\($0.rawValue)" } ?? "wm-cluster"
            out.add("<li class=\"\(kind)\">")
            if let href = place.href {
                out.add("<a href=\"")
                out.escaped(href)
                out.add("\">")
                out.escaped(place.label)
                out.add("</a>")
            } else {
                out.escaped(place.label)
            }
            out.add(" <span class=\"wm-detail\">")
            out.escaped(place.detail)
            out.line("</span></li>")
        }
        out.add("</ul>")
        return out.string
    }
}
