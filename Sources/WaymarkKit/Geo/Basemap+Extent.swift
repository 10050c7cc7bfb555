import Foundation

extension Basemap {
    /// The bounds of a country's main territory: the ring containing `near` (else the largest)
    /// and the rings close to it, so France means Europe's France, not French Guiana too.
    func extent(ofCountry isoCode: String, near: Coordinate? = nil) -> GeoBounds? {
        guard let index = large.countryIndex[isoCode.uppercased()] else { return nil }
        let shapes = large.shapes
        let rings = large.countries[index].rings
        let seed =
            near.flatMap { point in
                rings.first { shapes.ringContains($0, x: GeoBounds.normalized(point.longitude), y: point.latitude) }
            } ?? rings.max { Self.area(shapes.degreeBoxes[$0]) < Self.area(shapes.degreeBoxes[$1]) }
        guard let seed else { return nil }
        var chosen: Set<Int> = [seed]
        var box = shapes.degreeBoxes[seed]
        var changed = true
        while changed {
            changed = false
            let margin = max(1, 0.3 * max(box.maxX - box.minX, box.maxY - box.minY))
            let grown = Box(minX: box.minX - margin, minY: box.minY - margin, maxX: box.maxX + margin, maxY: box.maxY + margin)
            for ring in rings where !chosen.contains(ring) {
                let ringBox = shapes.degreeBoxes[ring]
                // Rings just across the antimeridian count as near too.
                guard [0.0, 360, -360].contains(where: { grown.intersects(ringBox.offset(x: $0)) }) else { continue }
                chosen.insert(ring)
                box.add(x: ringBox.minX, y: ringBox.minY)
                box.add(x: ringBox.maxX, y: ringBox.maxY)
                changed = true
            }
        }
        let corners = chosen.sorted().flatMap { ring -> [Coordinate] in
            let b = shapes.degreeBoxes[ring]
            return [Coordinate(latitude: b.minY, longitude: b.minX), Coordinate(latitude: b.maxY, longitude: b.maxX)]
        }
        return GeoBounds(covering: corners)
    }

    private static func area(_ box: Box) -> Double {
        (box.maxX - box.minX) * (box.maxY - box.minY) * cos((box.minY + box.maxY) / 2 * .pi / 180)
    }
}
