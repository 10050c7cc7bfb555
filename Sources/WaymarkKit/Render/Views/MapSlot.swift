import Foundation

/// A map a page asks for: its places, how to frame them, and its caption.
///
/// `PageRenderer.mapView` draws it with the map engine and gives the template the SVG and the text list. A place is a
/// `MapPin` from the page's plan to the engine, and the engine's list of what it drew (`MapPlace`) goes to the template
/// as it is, so a page pays for no copies on the way.
struct MapSlot {
    var caption: String
    var places: [MapPin]
    var framing: MapFraming
    var projection: MapProjection = .webMercator
    var highlightedCountry: (code: String, name: String)? = nil
    var width = 640
    var height = 400
    var clusterLink: ClusterLink = .none
    /// The Web Mercator zoom the map never exceeds when it fits its places.
    var maxZoom = 14
    var id = "map"
    /// Whether the page lists these places itself, above the map (a city's page lists the locations its map shows):
    /// then the map has no list of its own, and its text alternative points up to the page's.
    var listedAbove = false
    /// Whether a script marks the visitor on this map ("Near me" on the list pages), which needs its projection.
    var marksVisitor = false
    /// Whether the page's script zooms the map onto a cluster (list, city, country and home pages load it): only then
    /// are a cluster's places drawn spread apart, hidden until it zooms.
    var zoomsOntoClusters = false
    /// Whether the page's script zooms the map but its first load has no room for the spread places: they go to a
    /// file the script fetches when the map is first used.
    var spreadsLazily = false
    /// Whether this is a location's map, whose street tiles that few location maps show are drawn in the page.
    var streetTilesByUse = false
}

/// The shared basemap files that rendered pages refer to, gathered from every render thread.
final class MapAssetCollector: Sendable {
    /// The keys, and the same keys in the order they were first added: a page's order is the order its HTML names
    /// them, which `sw.js` lists them in.
    private let keys = Locked((all: Set<BasemapAssetKey>(), ordered: [BasemapAssetKey]()))

    /// The keys added since the last call, in the order they were first added, and forgets them.
    func drain() -> [BasemapAssetKey] {
        keys.withLock { keys in
            defer { keys = ([], []) }
            return keys.ordered
        }
    }

    func add(_ new: [BasemapAssetKey]) {
        guard !new.isEmpty else { return }
        keys.withLock { keys in
            for key in new where keys.all.insert(key).inserted { keys.ordered.append(key) }
        }
    }

    var all: Set<BasemapAssetKey> { keys.withLock { $0.all } }
}

/// Map contexts that many pages share (the map of all locations on every list page), drawn once on first use.
final class SharedMaps: Sendable {
    private let maps = Locked([String: MapView]())

    /// The map drawn for `key`; its tiles go to `assets` every time, not only when it is drawn.
    func map(_ key: String, assets: MapAssetCollector, draw: () -> MapView) -> MapView {
        maps.withLock { maps in
            if let map = maps[key] {
                assets.add(map.assets)
                return map
            }
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
    func mapView(_ slot: MapSlot) -> MapView {
        guard let maps else {
            let listed = slot.places.map { pin in
                var place = MapPlace(
                    kind: pin.kind, label: pin.label, detail: pin.sublabel ?? "", href: pin.href, coordinate: pin.coordinate, count: 1)
                place.showsCoordinates = true
                return place
            }
            return MapView(caption: slot.caption, id: slot.id, markup: nil, places: listed)
        }
        let rendered = maps.render(spec(slot))
        assets.add(rendered.assets)
        // The engine's `detail` already says where a place is; only the fallback list adds coordinates. A page that
        // lists the places above the map gives it no list of its own.
        let listed = slot.listedAbove ? [] : rendered.places
        // The engine's id (the slot's, made safe), which the `<svg>` names its caption by (`spec.titledBy`).
        return MapView(
            caption: slot.caption, id: rendered.id, markup: TrustedHTML(generated: rendered.markup), places: listed,
            assets: rendered.assets)
    }

    func spec(_ slot: MapSlot) -> MapSpec {
        var spec = MapSpec(
            width: slot.width, height: slot.height, projection: slot.projection, framing: slot.framing, pins: slot.places,
            highlightedCountry: slot.highlightedCountry?.code, highlightedCountryName: slot.highlightedCountry?.name,
            title: slot.caption, caption: nil, attribution: words.text("map_data_natural_earth"), id: slot.id,
            assetBase: site.sharedPath, clusterLink: slot.clusterLink, maxZoom: slot.maxZoom, embedsStylesheet: false)
        spec.text = MapText(words: words)
        spec.placesListed = slot.listedAbove ? .above : .below
        spec.describesProjection = slot.marksVisitor
        spec.spreadsClusters = slot.zoomsOntoClusters || slot.spreadsLazily
        spec.spreadsLazily = slot.spreadsLazily
        spec.spreadsBase = site.basePath
        spec.streetTilesByUse = slot.streetTilesByUse
        // The template's caption says the same as the map's title (partials/map.mustache).
        spec.titledBy = MapIDs(prefix: slot.id).caption
        return spec
    }
}
