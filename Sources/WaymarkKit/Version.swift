/// Waymark's version: `waymark --version`, the pages' `generator` meta tag, and the output's manifest.
public enum WaymarkVersion {
    public static let current = "0.2.0"
    /// As the pages' `generator` meta tag names it.
    public static let generator = "Waymark \(current)"
}
