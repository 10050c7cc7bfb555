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
    /// `minimumLake` leaves out lakes smaller than that many pixels both ways.
    init(basemap: Basemap, painter: BasemapPainter, minimumLake: Double = Self.minimumLake) {
        let layers = basemap.layers(BasemapScale.forView(pixelsPerWorld: painter.scale))
        var landArea = 0, lakeArea = 0, borderCount = 0
        land = painter.rings(layers.land, in: layers.shapes, grid: layers.landGrid, minimumSize: Self.minimumLand, area: &landArea)
        lakes = painter.rings(
            basemap.large.lakes, in: basemap.large.shapes, grid: basemap.large.lakeGrid, minimumSize: minimumLake, area: &lakeArea)
        borders = painter.lines(layers.borders, in: layers.shapes, grid: layers.borderGrid, count: &borderCount)
        fill = Self.fill(landArea: landArea, lakeArea: lakeArea, borders: borderCount, clip: painter.clip)
    }

    /// Whether a picture would be all sea, all land or mixed, without writing it.
    static func fill(basemap: Basemap, painter: BasemapPainter) -> Fill {
        let layers = basemap.layers(BasemapScale.forView(pixelsPerWorld: painter.scale))
        var borders = 0, landArea = 0, lakeArea = 0
        _ = painter.lines(layers.borders, in: layers.shapes, grid: layers.borderGrid, count: &borders, writes: false)
        guard borders == 0 else { return .mixed }
        _ = painter.rings(
            layers.land, in: layers.shapes, grid: layers.landGrid, minimumSize: minimumLand, area: &landArea, writes: false)
        let result = fill(landArea: landArea, lakeArea: 0, borders: 0, clip: painter.clip)
        guard result == .land else { return result }
        _ = painter.rings(
            basemap.large.lakes, in: basemap.large.shapes, grid: basemap.large.lakeGrid, minimumSize: minimumLake, area: &lakeArea,
            writes: false)
        return lakeArea == 0 ? .land : .mixed
    }

    /// Rings smaller than this many pixels both ways are left out.
    static let minimumLand = 0.8, minimumLake = 1.5

    private static func fill(landArea: Int, lakeArea: Int, borders: Int, clip: ClipRect) -> Fill {
        let whole = Int(((clip.maxX - clip.minX) * 10).rounded()) * Int(((clip.maxY - clip.minY) * 10).rounded())
        guard lakeArea == 0, borders == 0 else { return .mixed }
        return landArea == 0 ? .sea : (landArea == whole ? .land : .mixed)
    }

    /// The picture as SVG elements, one per line, colours as attributes (it is also a file of its own). With
    /// `nonScalingStrokes`, strokes are as wide on the page whatever the scale the picture is shown at.
    func elements(nonScalingStrokes: Bool = false) -> [String] {
        var out: [String] = []
        let stroke = nonScalingStrokes ? " vector-effect=\"non-scaling-stroke\"" : ""
        if !land.isEmpty {
            out.append(
                "<path d=\"\(land.text)\" fill=\"\(MapStyle.land)\" stroke=\"\(MapStyle.coast)\" stroke-width=\".6\" stroke-linejoin=\"round\"\(stroke)/>"
            )
        }
        if !lakes.isEmpty {
            out.append(
                "<path d=\"\(lakes.text)\" fill=\"\(MapStyle.sea)\" stroke=\"\(MapStyle.coast)\" stroke-width=\".5\" stroke-linejoin=\"round\"\(stroke)/>"
            )
        }
        if !borders.isEmpty {
            out.append(
                "<path d=\"\(borders.text)\" fill=\"none\" stroke=\"\(MapStyle.border)\" stroke-width=\".8\" stroke-linejoin=\"round\" stroke-linecap=\"round\"\(stroke)/>"
            )
        }
        return out
    }
}
