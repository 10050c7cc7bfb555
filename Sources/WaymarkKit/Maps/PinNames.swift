import Foundation

/// The names of a map's lone capitals, written beside their pins where there is room.
///
/// A capital is a place as well as a pin: on a world map it is often the only mark a reader can name a
/// country by, and a pin whose name shows only on hover reads as an unnamed dot. Branches and ATMs keep
/// their names in the hover label, the callout and the list, since a street-level map full of branch names
/// would hide the streets.
enum PinNames {
    /// The names that fit clear of `taken` at every width, east of the pin first, then west; each one kept
    /// is added to `taken`, so the labels drawn after it keep clear of it.
    static func labels(_ layout: PinLayout, spec: MapSpec, view: MapViewport, taken: inout [ScreenBox]) -> [PlaceLabels.Label] {
        let every = PlaceLabels.unitsPerPixel(view)
        // A world map on a phone has no room for names between its marks: there a name may show on wide screens only.
        let wide = every.lowerBound...max(every.lowerBound, Double(view.width) / Self.narrowestWideMap)
        var kept: [PlaceLabels.Label] = []
        for index in layout.drawingOrder where index != layout.selected && layout.beside[index] == nil {
            let item = layout.items[index]
            guard !item.isCluster else { continue }
            let pin = spec.pins[item.members[0]]
            guard pin.kind == .capital, !pin.label.isEmpty else { continue }
            let width = TextMetrics.width(pin.label, size: PlaceLabels.fontSize)
            for (range, wideOnly) in [(every, false), (wide, true)] {
                let box = { Self.box(x: item.x, y: item.y, textWidth: width, west: $0) }
                guard let west = PlaceLabels.side(view: view, units: range, taken: &taken, box) else { continue }
                kept.append(PlaceLabels.Label(name: pin.label, x: item.x, y: item.y, west: west, namesPin: true, wideOnly: wideOnly))
                break
            }
        }
        return kept
    }

    /// The narrowest map, in CSS pixels, a name marked wide-only is shown on: `MapStyle.css` hides such names on
    /// screens up to 50rem wide, where a page's map can be narrower.
    static let narrowestWideMap = 720.0

    /// A name as `MapStyle.css` draws it beside a 24-pixel pin: from the edge of the pin's box (14 pixels from its centre), 16 pixels tall.
    static func box(x: Double, y: Double, textWidth: Double, west: Bool) -> ScreenBox {
        let reach = 16 + textWidth
        return ScreenBox(x: x, y: y, left: west ? -reach : 14, right: west ? -14 : reach, top: -8, bottom: 8)
    }
}
