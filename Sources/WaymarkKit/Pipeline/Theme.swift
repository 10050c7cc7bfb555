import Foundation

/// Where the default theme (`Templates/` and `Public/`) lives.
public struct Theme: Sendable {
    public let root: URL

    public init(root: URL) { self.root = root }

    public var templates: URL { root.appendingPathComponent("Templates") }
    public var publicFolder: URL { root.appendingPathComponent("Public") }

    /// `WAYMARK_THEME` if set, else the Waymark checkout the running binary was built in
    /// (`.build/<config>/waymark` sits two or three folders below it), else the site itself.
    public static func locate(site: URL) -> Theme? {
        if let env = ProcessInfo.processInfo.environment["WAYMARK_THEME"], !env.isEmpty {
            return Theme(root: URL(fileURLWithPath: env))
        }
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            if isTheme(folder) { return Theme(root: folder) }
            folder = folder.deletingLastPathComponent()
        }
        return isTheme(site) ? Theme(root: site) : nil
    }

    static func isTheme(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Templates/base.mustache").path)
    }
}
