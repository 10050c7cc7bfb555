/// The basemap art of one picture, as path data, and whether it is all land or all sea.
struct BasemapPicture {
    enum Fill: UInt8, Sendable {
        case sea, land, mixed
    }

    var land = SVGPathWriter()
    var lakes = SVGPathWriter()
    var borders = SVGPathWriter()
    var fill = Fill.mixed

    /// Paints the layers the painter's scale needs: land, lakes (always from 10m) and borders.
    init(basemap: Basemap, painter: BasemapPainter) {
        let layers = basemap.layers(BasemapScale.forView(pixelsPerWorld: painter.scale))
        var landArea = 0, lakeArea = 0, borderCount = 0
        land = painter.rings(layers.land, in: layers.shapes, minimumSize: 0.8, area: &landArea)
        lakes = painter.rings(basemap.large.lakes, in: basemap.large.shapes, minimumSize: 1.5, area: &lakeArea)
        borders = painter.lines(layers.borders, in: layers.shapes, count: &borderCount)
        let clip = painter.clip
        let whole = Int(((clip.maxX - clip.minX) * 10).rounded()) * Int(((clip.maxY - clip.minY) * 10).rounded())
        if lakeArea == 0, borderCount == 0 {
            if landArea == 0 { fill = .sea } else if landArea == whole { fill = .land }
        }
    }

    /// The picture as SVG elements, one per line, colours as attributes (it is also a file of its own).
    func elements() -> [String] {
        var out: [String] = []
        if !land.isEmpty {
            out.append("<path d=\"\(land.text)\" fill=\"\(MapStyle.land)\" stroke=\"\(MapStyle.coast)\" stroke-width=\".6\" stroke-linejoin=\"round\"/>")
        }
        if !lakes.isEmpty {
            out.append("<path d=\"\(lakes.text)\" fill=\"\(MapStyle.sea)\" stroke=\"\(MapStyle.coast)\" stroke-width=\".5\" stroke-linejoin=\"round\"/>")
        }
        if !borders.isEmpty {
            out.append("<path d=\"\(borders.text)\" fill=\"none\" stroke=\"\(MapStyle.border)\" stroke-width=\".8\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>")
        }
        return out
    }
}
