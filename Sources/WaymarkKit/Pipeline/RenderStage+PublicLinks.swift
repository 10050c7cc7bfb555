import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RenderStage {
    /// A warning at each symbolic link in the site's `Public/` (or at `Public/` itself when it is one): its files are
    /// copied as the folder holds them, and a link is not followed, since it could publish any file on the machine.
    func warnAboutPublicLinks(log: inout DiagnosticLog) {
        let folder = paths.publicFolder
        for link in Self.links(in: folder) {
            let what =
                link == folder ? "Public/ is a symbolic link; none of its files are copied" : "a symbolic link in Public/ is not copied"
            log.warning(
                .file(paths.display(link)),
                "\(what): Waymark does not follow links there, as one could publish files from outside the site",
                hint: "put the files themselves in Public/")
        }
    }

    /// The symbolic links at or below `folder`, not followed, sorted; version-control folders are passed over, as
    /// `files(in:)` passes them over.
    static func links(in folder: URL) -> [URL] {
        var info = stat()
        guard lstat(folder.path, &info) == 0 else { return [] }
        if (info.st_mode & S_IFMT) == S_IFLNK { return [folder] }
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isSymbolicLinkKey])
        else { return [] }
        var links: [URL] = []
        for case let url as URL in enumerator {
            if skipped.contains(url.lastPathComponent) {
                enumerator.skipDescendants()
            } else if (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) == true {
                links.append(url)
            }
        }
        return links.sorted { $0.path < $1.path }
    }
}
