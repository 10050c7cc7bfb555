import Foundation

/// A map a page asks for: its places, how to frame them, and its caption.
///
/// `PageRenderer.mapContext` draws it with the map engine and gives the template the SVG and the text list.
struct MapSlot {
    struct Place {
        var name: String
        var detail: String
        var coordinate: Coordinate
        var href: String?
        var kind: MapPin.Kind
        var isSelected = false
    }

    var caption: String
    var places: [Place]
    var framing: MapFraming
    var projection: MapProjection = .webMercator
    var highlightedCountry: (code: String, name: String)? = nil
    var width = 640
    var height = 400
    var clusterLink: ClusterLink = .none
    var id = "map"
}

/// The shared basemap files that rendered pages refer to, gathered from every render thread.
final class MapAssetCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: Set<BasemapAssetKey> = []

    func add(_ new: [BasemapAssetKey]) {
        guard !new.isEmpty else { return }
        lock.withLock { keys.formUnion(new) }
    }

    var all: Set<BasemapAssetKey> { lock.withLock { keys } }
}

/// Map contexts that many pages share (the map of all locations on every list page), drawn once on first use.
final class SharedMaps: @unchecked Sendable {
    private let lock = NSLock()
    private var maps: [String: [String: Any]] = [:]

    func map(_ key: String, draw: () -> [String: Any]) -> [String: Any] {
        lock.withLock {
            if let map = maps[key] { return map }
            let map = draw()
            maps[key] = map
            return map
        }
    }
}

extension PageRenderer {
    /// The template's `map` value: the drawn SVG and the list of what it shows, for people who cannot see it.
    ///
    /// The list names what the map draws, a cluster as one entry, so a map of 100,000 locations lists tens, not all.
    func mapContext(_ slot: MapSlot) -> [String: Any] {
        var context: [String: Any] = ["caption": slot.caption, "id": slot.id]
        let listed: [[String: Any]]
        if let maps {
            let rendered = maps.render(spec(slot))
            assets.add(rendered.assets)
            context["markup"] = rendered.svg
            listed = rendered.places.map { place in
                Self.placeItem(
                    name: place.label, detail: place.detail, kind: place.kind?.rawValue ?? "cluster",
                    coordinate: nil, href: place.href)
            }
        } else {
            listed = slot.places.map {
                Self.placeItem(name: $0.name, detail: $0.detail, kind: $0.kind.rawValue, coordinate: $0.coordinate, href: $0.href)
            }
        }
        context["places"] = listed
        context["hasPlaces"] = !listed.isEmpty
        return context
    }

    /// One entry of the list; the engine's `detail` already says where a place is, the fallback adds coordinates.
    private static func placeItem(name: String, detail: String, kind: String, coordinate: Coordinate?, href: String?) -> [String: Any] {
        var item: [String: Any] = ["name": name, "detail": detail, "kind": kind]
        if let coordinate { item["coordinates"] = coordinate.formatted }
        if let href { item["href"] = href }
        return item
    }

    private func spec(_ slot: MapSlot) -> MapSpec {
        let pins = slot.places.enumerated().map { index, place in
            MapPin(
                coordinate: place.coordinate, kind: place.kind, label: place.name, sublabel: place.detail,
                href: place.href, id: "\(slot.id)-\(index + 1)", isSelected: place.isSelected)
        }
        return MapSpec(
            width: slot.width, height: slot.height, projection: slot.projection, framing: slot.framing, pins: pins,
            highlightedCountry: slot.highlightedCountry?.code, highlightedCountryName: slot.highlightedCountry?.name,
            title: slot.caption, caption: nil, attribution: "Map data: Natural Earth (public domain)", id: slot.id,
            assetBase: site.basePath, clusterLink: slot.clusterLink, embedsStylesheet: false)
    }
}
