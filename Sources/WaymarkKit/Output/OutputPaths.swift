import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which folders a build may write to, decided on real paths (symlinks followed).
enum OutputPaths {
    /// The path with every symlink followed, also when its last parts do not exist yet.
    static func resolve(_ url: URL) -> URL {
        var missing: [String] = []
        var existing = url.standardizedFileURL
        while existing.path != "/", realpath(existing.path, nil) == nil {
            missing.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        var path =
            realpath(existing.path, nil).map { pointer -> String in
                defer { free(pointer) }
                return String(cString: pointer)
            } ?? existing.path
        for part in missing { path = path == "/" ? "/" + part : path + "/" + part }
        return URL(fileURLWithPath: path)
    }

    /// Why `output` (resolved) may not be written at all, if it may not.
    static func refusal(output: URL, given: URL, site: URL) -> OutputFolder.Refusal? {
        let out = output.path
        func refuse(_ why: String, hint: String? = nil) -> OutputFolder.Refusal {
            OutputFolder.Refusal(path: given.path, description: why, hint: hint)
        }
        if out == "/" { return refuse("refusing to build into the root folder /") }
        let homes = [ProcessInfo.processInfo.environment["HOME"], NSHomeDirectory()].compactMap { $0 }.filter { !$0.isEmpty }
        if let home = homes.map({ resolve(URL(fileURLWithPath: $0)).path }).first(where: { $0 == out }) {
            return refuse("refusing to build into the home folder \(home)", hint: "name a folder of its own, e.g. _site")
        }
        if out == site.path || site.path.hasPrefix(out + "/") {
            return refuse("the output folder contains the site itself; building there would replace the site")
        }
        for input in ["Content", "Public", "Templates", "Sources", "Tests"] {
            let folder = site.appendingPathComponent(input).path
            if out == folder || out.hasPrefix(folder + "/") { return refuse("the output folder is inside the site's \(input)/ folder") }
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: out, isDirectory: &isFolder), !isFolder.boolValue {
            return refuse("the output path is a file, not a folder")
        }
        return nil
    }

    /// Entries of a folder Waymark has no manifest for that make it "not empty": anything but dotfiles
    /// and a host's `CNAME`, unless an earlier Waymark (before manifests) wrote it.
    static func foreignEntries(in folder: URL) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        if OutputManifest.isLegacyOutput(folder) { return [] }
        return names.filter { !$0.hasPrefix(".") && $0 != "CNAME" }
    }
}
