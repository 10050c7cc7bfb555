import Testing

@testable import WaymarkKit

/// A context layer past the limit on positions is an error at the feature that passes it, and is left out whole.
@Suite struct ContextLayerLimitsTests {
    func read(_ text: String, maxPositions: Int) -> (ContextLayers, DiagnosticLog) {
        var log = DiagnosticLog()
        var layers = ContextLayers()
        var reader = ContextLayerReader()
        reader.maxPositions = maxPositions
        reader.read(SourceFile(path: "Content/layers/x.geojson", text: text), into: &layers, log: &log)
        return (layers, log)
    }

    static let text = """
        {"type": "FeatureCollection", "features": [
        {"type": "Feature", "properties": {"highway": "primary"}, "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1], [2, 1]]}},
        {"type": "Feature", "properties": {"highway": "primary"}, "geometry": {"type": "LineString", "coordinates": [[0, 1], [1, 2], [2, 2]]}}
        ]}
        """

    @Test func aLayerPastTheLimitIsLeftOut() {
        #expect(ContextLayerReader.maxPositions == 4_000_000)
        let (layers, log) = read(Self.text, maxPositions: 5)
        #expect(layers.count == 0)
        #expect(log.reported == [Reported(.error, 3, 71, "the layer has more than 5 positions")])
        #expect(
            log.all.first?.hint == "keep the area the maps show, or simplify the lines first (e.g. `ogr2ogr -simplify 0.00001`)")
    }

    @Test func aLayerAtTheLimitIsRead() {
        let (layers, log) = read(Self.text, maxPositions: 6)
        #expect(layers.count == 2)
        #expect(log.all.isEmpty)
    }
}
