import Foundation

/// The window a map shows: a projection at a scale, and the world pixel at the view's top-left corner.
struct MapViewport: Sendable, Hashable {
    let projection: MapProjection
    let width: Int
    let height: Int
    /// Pixels per world unit; for Web Mercator 256 · 2^zoom.
    let scale: Double
    /// The Web Mercator zoom level, in quarter steps; nil for other projections.
    let zoom: Double?
    /// World pixel (world unit × scale) at the view's top-left.
    let originX: Double
    let originY: Double

    static let tileSize = 256

    /// The zoom of the tiles drawn: the level nearest below or a quarter above, so shown tiles are
    /// scaled between 0.71 and 1.19 times (SVG tiles scale cleanly) and fractional zooms add no files.
    var tileZoom: Int? { zoom.map { Int(($0 + 0.25).rounded(.down)) } }

    /// The part of the world the view shows, in world units (its x may reach past 0 or 1 across the antimeridian).
    var worldBox: Box {
        Box(
            minX: originX / scale, minY: originY / scale, maxX: (originX + Double(width)) / scale,
            maxY: (originY + Double(height)) / scale)
    }

    /// The Natural Earth scale the view draws from (the tiles' own scale for Web Mercator).
    var basemapScale: BasemapScale {
        BasemapScale.forView(pixelsPerWorld: tileZoom.map { Double(Self.tileSize << $0) } ?? scale)
    }

    /// Pixels in the view for a coordinate; on Web Mercator the copy of the world nearest the centre.
    func point(_ coordinate: Coordinate) -> (x: Double, y: Double) {
        let world = projection.project(coordinate)
        var x = world.x * scale - originX
        let y = world.y * scale - originY
        if projection == .webMercator {
            let middle = Double(width) / 2
            x -= ((x - middle) / scale).rounded() * scale
        }
        return (x, y)
    }

    /// The coordinate under a pixel of the view, longitude in -180..<180.
    func coordinate(x: Double, y: Double) -> Coordinate {
        let c = projection.unproject(WorldPoint(x: (x + originX) / scale, y: (y + originY) / scale))
        return Coordinate(latitude: c.latitude, longitude: GeoBounds.normalized(c.longitude))
    }

    var center: Coordinate { coordinate(x: Double(width) / 2, y: Double(height) / 2) }

    /// Ground metres per pixel along the parallel through the centre.
    var metresPerPixel: Double {
        let c = center
        let step = 0.01
        let a = point(c)
        let east = Coordinate(latitude: c.latitude, longitude: c.longitude + step)
        let b = point(east)
        let pixels = abs(b.x - a.x)
        return pixels > 0 ? c.distance(to: east) / pixels : 0
    }

    /// Whether a pixel position is inside the view.
    func contains(_ p: (x: Double, y: Double)) -> Bool {
        p.x >= 0 && p.y >= 0 && p.x <= Double(width) && p.y <= Double(height)
    }
}

extension MapViewport {
    /// Frames a spec: picks the zoom (or scale) and the origin.
    init(spec: MapSpec, basemap: Basemap) {
        let width = max(1, spec.width), height = max(1, spec.height)
        let framing = Self.resolve(spec.framing, basemap: basemap)
        if spec.projection == .webMercator {
            self = Self.mercator(framing, width: width, height: height, maxZoom: max(0, min(spec.maxZoom, 20)))
        } else {
            self = Self.general(spec.projection, framing, width: width, height: height)
        }
    }

    /// Turns `.country` into `.centeredFit` or `.fit` over the country's main territory.
    private static func resolve(_ framing: MapFraming, basemap: Basemap) -> MapFraming {
        guard case .country(let iso, let center) = framing else { return framing }
        guard let bounds = basemap.extent(ofCountry: iso, near: center) else {
            return center.map { .centered(on: $0, zoom: 5) } ?? .world
        }
        let corners = [
            Coordinate(latitude: bounds.south, longitude: bounds.west),
            Coordinate(latitude: bounds.north, longitude: GeoBounds.normalized(bounds.east)),
        ]
        if let center { return .centeredFit(on: center, showing: corners, padding: 12) }
        return .fit(corners, padding: 12)
    }

    private static func mercator(_ framing: MapFraming, width: Int, height: Int, maxZoom: Int) -> MapViewport {
        let w = Double(width), h = Double(height)
        let (zoom, center) = mercatorFrame(framing, w, h, maxZoom)
        let scale = Double(tileSize) * pow(2, zoom)
        let originX = (center.x * scale - w / 2).rounded()
        // Keep the view inside the square world: near the poles the centre moves rather than showing nothing.
        let originY = scale >= h ? min(max((center.y * scale - h / 2).rounded(), 0), scale - h) : ((scale - h) / 2).rounded()
        return MapViewport(
            projection: .webMercator, width: width, height: height, scale: scale, zoom: zoom,
            originX: originX, originY: originY)
    }

    /// The zoom (in quarter steps: fitting stays snug, and nearby pages still share tiles) and the centre.
    private static func mercatorFrame(_ framing: MapFraming, _ w: Double, _ h: Double, _ maxZoom: Int) -> (Double, WorldPoint) {
        func zoomFor(pixelsPerWorld: Double) -> Double {
            guard pixelsPerWorld.isFinite else { return Double(maxZoom) }
            let quarters = (4 * log2(max(pixelsPerWorld, 1) / 256)).rounded(.down) / 4
            return max(0, min(Double(maxZoom), quarters))
        }
        switch framing {
        case .centered(let on, let z):
            return (max(0, min((z * 4).rounded() / 4, 20)), WebMercator.project(on))
        case .fit(let coordinates, let padding):
            guard let bounds = GeoBounds(covering: coordinates) else { return mercatorFrame(.world, w, h, maxZoom) }
            let north = WebMercator.project(longitude: 0, latitude: bounds.north).y
            let south = WebMercator.project(longitude: 0, latitude: bounds.south).y
            let spanX = (bounds.east - bounds.west) / 360, spanY = south - north
            return (
                zoomFor(pixelsPerWorld: min((w - 2 * padding) / spanX, (h - 2 * padding) / spanY)),
                WorldPoint(x: (bounds.west + bounds.east) / 720 + 0.5, y: (north + south) / 2)
            )
        case .centeredFit(let on, let showing, let padding):
            let center = WebMercator.project(on)
            var limit = Double.infinity
            for point in showing {
                let p = WebMercator.project(point)
                let dx = min(abs(p.x - center.x), 1 - abs(p.x - center.x)), dy = abs(p.y - center.y)
                if dx > 0 { limit = min(limit, (w / 2 - padding) / dx) }
                if dy > 0 { limit = min(limit, (h / 2 - padding) / dy) }
            }
            return (zoomFor(pixelsPerWorld: limit), center)
        case .world, .country:
            // The whole width of the world, cropped top and bottom.
            return (max(0, (4 * log2(w / 256)).rounded(.up) / 4), WebMercator.project(longitude: 0, latitude: 25))
        }
    }

    private static func general(_ projection: MapProjection, _ framing: MapFraming, width: Int, height: Int) -> MapViewport {
        let w = Double(width), h = Double(height)
        let world = projection.worldBounds
        let scale: Double, center: WorldPoint
        switch framing {
        case .world, .country:
            scale = min((w - 16) / (world.maxX - world.minX), (h - 16) / (world.maxY - world.minY))
            center = WorldPoint(x: 0.5, y: 0.5)
        case .centered(let on, let zoom):
            scale = Double(tileSize) * pow(2, zoom)
            center = projection.project(on)
        case .fit(let coordinates, let padding), .centeredFit(_, let coordinates, let padding):
            let points = coordinates.map { projection.project($0) }
            let xs = points.map(\.x), ys = points.map(\.y)
            var c = WorldPoint(x: ((xs.min() ?? 0.5) + (xs.max() ?? 0.5)) / 2, y: ((ys.min() ?? 0.5) + (ys.max() ?? 0.5)) / 2)
            var halfX = ((xs.max() ?? 0.5) - (xs.min() ?? 0.5)) / 2, halfY = ((ys.max() ?? 0.5) - (ys.min() ?? 0.5)) / 2
            if case .centeredFit(let on, _, _) = framing {
                c = projection.project(on)
                halfX = points.map { abs($0.x - c.x) }.max() ?? 0
                halfY = points.map { abs($0.y - c.y) }.max() ?? 0
            }
            let fitted = min(halfX > 0 ? (w / 2 - padding) / halfX : .infinity, halfY > 0 ? (h / 2 - padding) / halfY : .infinity)
            scale = fitted.isFinite ? fitted : Double(tileSize) * 4096
            center = c
        }
        return MapViewport(
            projection: projection, width: width, height: height, scale: scale, zoom: nil,
            originX: (center.x * scale - w / 2).rounded(), originY: (center.y * scale - h / 2).rounded())
    }
}
