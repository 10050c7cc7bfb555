/// `map`: the drawn map and the list of what it shows, for people who cannot see it.
struct MapView: TemplateView {
    let caption: String
    let id: String
    let markup: TrustedHTML?
    let places: [MapPlace]
    /// The shared files (map tiles) the markup refers to.
    var assets: [BasemapAssetKey] = []

    static let fields: [TemplateField<Self>] = [
        .init("caption") { $0.caption }, .init("id") { $0.id }, .init("markup") { $0.markup }, .init("places") { $0.places },
        .init("hasPlaces") { !$0.places.isEmpty },
    ]
}

/// One entry of a map's list of places (a cluster is one entry), as the template reads it.
extension MapPlace: TemplateView {
    static let fields: [TemplateField<Self>] = [
        .init("name") { $0.label }, .init("detail") { $0.detail }, .init("kind") { $0.kind?.rawValue ?? "cluster" },
        .init("coordinates") { $0.showsCoordinates ? $0.coordinate.formatted : nil },
        .init("href") { $0.href.map { SafeURL(built: $0) } },
    ]
}
