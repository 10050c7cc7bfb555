import WaymarkKit

/// One reader under the fuzzer: a name for scripts/fuzz and the call that feeds it an input.
struct FuzzTarget: Sendable {
    let name: String
    let run: @Sendable ([UInt8]) -> Void

    /// Every target. A new reader (the OpenStreetMap extract reader, say) is one more line here, a seed list in
    /// scripts/fuzz and a corpus folder Fuzz/corpus/<name>.
    static let all: [FuzzTarget] = [
        FuzzTarget(name: "json", run: Readers.json),
        FuzzTarget(name: "branches", run: Readers.branches),
        FuzzTarget(name: "csv", run: Readers.csv),
        FuzzTarget(name: "geojson", run: Readers.geoJSON),
        FuzzTarget(name: "opening-hours", run: Readers.openingHours),
        FuzzTarget(name: "plist", run: Readers.plist),
        FuzzTarget(name: "site-config", run: Readers.siteConfig),
        FuzzTarget(name: "front-matter", run: Readers.page),
        FuzzTarget(name: "markdown", run: Readers.markdown),
        FuzzTarget(name: "template", run: Readers.template),
    ]
}
