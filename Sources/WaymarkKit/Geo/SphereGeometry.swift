import Foundation

/// Great-circle helpers on unit vectors (x towards 0°E on the equator, z towards the north pole).
enum Sphere {
    /// The mean Earth radius `Coordinate.distance` uses, in metres.
    static let radius = 6_371_008.8

    static func unitVector(latitude: Double, longitude: Double) -> SIMD3<Double> {
        let phi = latitude * .pi / 180, lambda = longitude * .pi / 180
        return SIMD3(cos(phi) * cos(lambda), cos(phi) * sin(lambda), sin(phi))
    }

    static func unitVector(_ coordinate: Coordinate) -> SIMD3<Double> {
        unitVector(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }

    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

    static func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }

    /// The angle between two unit vectors, in radians, accurate at small and large angles.
    static func angle(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { atan2(length(cross(a, b)), dot(a, b)) }

    /// The angle from `p` to the shorter great-circle arc from `a` to `b`, in radians.
    static func angle(from p: SIMD3<Double>, toArc a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        let normal = cross(a, b)
        let size = length(normal)
        guard size > 1e-15 else { return angle(p, a) }
        let n = normal / size
        let inPlane = p - dot(p, n) * n
        let inPlaneSize = length(inPlane)
        if inPlaneSize > 1e-15 {
            let q = inPlane / inPlaneSize
            if dot(cross(a, q), n) >= 0, dot(cross(q, b), n) >= 0 { return asin(min(1, abs(dot(p, n)))) }
        }
        return min(angle(p, a), angle(p, b))
    }

    /// Metres along the surface for a chord of the unit sphere.
    static func metres(chord: Double) -> Double { 2 * radius * asin(min(1, chord / 2)) }
}
