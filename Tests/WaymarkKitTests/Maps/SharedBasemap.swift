@testable import WaymarkKit

/// The shipped basemap, loaded once for all map tests.
enum SharedBasemap {
    static let basemap: Basemap = {
        do { return try Basemap.bundled() } catch { fatalError("cannot load the bundled basemap: \(error)") }
    }()
}
