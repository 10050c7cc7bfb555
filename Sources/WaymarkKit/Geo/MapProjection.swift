import Foundation

/// A point in world units: x grows east, y grows south, and the Web Mercator world is 1 × 1.
struct WorldPoint: Hashable, Sendable {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A map projection, scaled so that both share the Web Mercator world's width at the equator.
enum MapProjection: String, Sendable, Hashable, CaseIterable {
    /// Web Mercator (EPSG:3857): conformal, tiles well, for anything smaller than the world.
    case webMercator = "web-mercator"
    /// Equal Earth (Šavrič, Patterson, Jenny 2018): equal-area, for world maps.
    case equalEarth = "equal-earth"

    /// Projects a coordinate to world units.
    func project(_ coordinate: Coordinate) -> WorldPoint {
        project(longitude: coordinate.longitude, latitude: coordinate.latitude)
    }

    /// Projects a longitude and latitude in degrees to world units.
    func project(longitude: Double, latitude: Double) -> WorldPoint {
        switch self {
        case .webMercator: WebMercator.project(longitude: longitude, latitude: latitude)
        case .equalEarth: EqualEarth.project(longitude: longitude, latitude: latitude)
        }
    }

    /// The coordinate at a point in world units (longitude not wrapped).
    func unproject(_ point: WorldPoint) -> Coordinate {
        switch self {
        case .webMercator: WebMercator.unproject(point)
        case .equalEarth: EqualEarth.unproject(point)
        }
    }

    /// The part of the world plane the projection fills.
    var worldBounds: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        switch self {
        case .webMercator: (0, 0, 1, 1)
        case .equalEarth: (0.5 - EqualEarth.maxX, 0.5 - EqualEarth.maxY, 0.5 + EqualEarth.maxX, 0.5 + EqualEarth.maxY)
        }
    }
}

/// Web Mercator in world units: x = 0 at 180° W, y = 0 at 85.05° N.
enum WebMercator {
    /// The latitude at which the square world ends.
    static let maxLatitude = 85.051_128_779_806_6

    static func project(longitude: Double, latitude: Double) -> WorldPoint {
        let phi = min(max(latitude, -maxLatitude), maxLatitude) * .pi / 180
        let y = 0.5 - log(tan(.pi / 4 + phi / 2)) / (2 * .pi)
        return WorldPoint(x: longitude / 360 + 0.5, y: y)
    }

    static func project(_ coordinate: Coordinate) -> WorldPoint {
        project(longitude: coordinate.longitude, latitude: coordinate.latitude)
    }

    static func unproject(_ point: WorldPoint) -> Coordinate {
        let phi = 2 * atan(exp((0.5 - point.y) * 2 * .pi)) - .pi / 2
        return Coordinate(latitude: phi * 180 / .pi, longitude: (point.x - 0.5) * 360)
    }
}

/// Equal Earth, scaled so that one radian of the sphere is 1 / 2π world units.
enum EqualEarth {
    static let a1 = 1.340264, a2 = -0.081106, a3 = 0.000893, a4 = 0.003796
    static let m = 3.0.squareRoot() / 2
    /// Half the width and height of the projected world, in world units.
    static let maxX = Double.pi / (m * a1) / (2 * .pi)
    static let maxY = polynomial(.pi / 3) / (2 * .pi)

    static func polynomial(_ theta: Double) -> Double {
        let t2 = theta * theta, t6 = t2 * t2 * t2
        return theta * (a1 + a2 * t2 + t6 * (a3 + a4 * t2))
    }

    static func derivative(_ theta: Double) -> Double {
        let t2 = theta * theta, t6 = t2 * t2 * t2
        return a1 + 3 * a2 * t2 + t6 * (7 * a3 + 9 * a4 * t2)
    }

    static func project(longitude: Double, latitude: Double) -> WorldPoint {
        let lambda = longitude * .pi / 180, phi = latitude * .pi / 180
        let theta = asin(m * sin(phi))
        let x = lambda * cos(theta) / (m * derivative(theta))
        let y = polynomial(theta)
        return WorldPoint(x: 0.5 + x / (2 * .pi), y: 0.5 - y / (2 * .pi))
    }

    static func unproject(_ point: WorldPoint) -> Coordinate {
        let x = (point.x - 0.5) * 2 * .pi, y = (0.5 - point.y) * 2 * .pi
        var theta = min(max(y / a1, -.pi / 3), .pi / 3)
        for _ in 0..<12 {
            let step = (polynomial(theta) - y) / derivative(theta)
            theta = min(max(theta - step, -.pi / 3), .pi / 3)
            if abs(step) < 1e-12 { break }
        }
        let lambda = m * x * derivative(theta) / cos(theta)
        let phi = asin(min(1, max(-1, sin(theta) / m)))
        return Coordinate(latitude: phi * 180 / .pi, longitude: lambda * 180 / .pi)
    }
}
