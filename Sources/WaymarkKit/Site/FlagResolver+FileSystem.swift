import Foundation

extension FlagResolver {
    /// The folder of the flags shipped with Waymark: `WAYMARK_FLAGS_DIR` when set, else the
    /// WaymarkKit resource bundle next to the executable; nil when neither is there.
    public static func bundledFolder() -> URL? {
        if let folder = ProcessInfo.processInfo.environment["WAYMARK_FLAGS_DIR"], !folder.isEmpty {
            return URL(fileURLWithPath: folder)
        }
        let places = [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()].compactMap { $0 }
        for place in places {
            for layout in [
                "Waymark_WaymarkKit.resources/Flags", "Waymark_WaymarkKit.bundle/Contents/Resources/Flags",
                "Waymark_WaymarkKit.bundle/Flags",
            ] {
                let folder = place.appendingPathComponent(layout)
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent("_generic.svg").path) { return folder }
            }
        }
        // `Bundle.module` stops the process when the bundle was not installed, so it is asked last.
        return Bundle.module.url(forResource: "Flags", withExtension: nil)
    }
}
