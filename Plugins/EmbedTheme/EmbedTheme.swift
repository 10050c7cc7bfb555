import Foundation
import PackagePlugin

/// Compiles Waymark's own files into WaymarkKit: the default theme (`Templates/`, `Public/`), the
/// bundled flags, the Natural Earth basemap, and what `waymark init` writes (`Starter/`, and the
/// sample site's `Content/` but its flags, which are the bundled ones), so the binary needs nothing beside it.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let folders: [(name: String, url: URL, excluded: String?)] = [
            ("Templates", root.appending(path: "Templates"), nil),
            ("Public", root.appending(path: "Public"), nil),
            ("Flags", root.appending(path: "Sources/WaymarkKit/Resources/Flags"), nil),
            ("Basemap", root.appending(path: "Sources/WaymarkKit/Resources/Basemap"), nil),
            ("Starter", root.appending(path: "Starter"), nil),
            ("Sample", root.appending(path: "Content"), "flags"),
        ]
        var inputs: [URL] = []
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(at: folder.url, includingPropertiesForKeys: nil)
            else { continue }
            let skipped = folder.excluded.map { folder.url.appending(path: $0).path + "/" }
            for case let url as URL in enumerator where skipped.map({ !url.path.hasPrefix($0) }) ?? true { inputs.append(url) }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles+All.swift")
        return [
            .buildCommand(
                displayName: "Embedding Waymark's theme, flags and basemap",
                executable: try context.tool(named: "WaymarkThemePacker").url,
                arguments: [output.path] + folders.map { "\($0.name)=\($0.url.path)" + ($0.excluded.map { "!" + $0 } ?? "") },
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output])
        ]
    }
}
