import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A site's `Content/geocode/` folder on disk: where responses are saved, atomically.
struct GeocodeStore {
    /// The site folder as the user named it, for messages.
    let site: String
    let folder: URL

    init(site: String) throws(GeocodeFailure) {
        let content = URL(fileURLWithPath: site).appendingPathComponent("Content")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: content.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .usage(
                "there is no Content folder in \(site == "." ? "this folder" : site), so this is not a Waymark site",
                hint: "run waymark in the site's folder, or pass --site DIR")
        }
        self.site = site
        folder = content.appendingPathComponent("geocode")
    }

    /// `Content/geocode/<name>` the way the user named the site.
    func display(_ name: String) -> String { SiteLoader.join(SiteLoader.join(site, "Content/geocode"), name) }

    /// Another saved response whose query would get the same page as `query`, if there is one.
    func clash(with query: String, fileName: String) -> String? {
        let slug = Slug(making: query, fallback: "query")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().first { name in
            guard name != fileName, !name.hasPrefix("."),
                ["json", "yml", "yaml"].contains((name as NSString).pathExtension)
            else { return false }
            return Slug(making: GeocodeReader.query(fromPath: name), fallback: "query") == slug
        }
    }

    /// Writes a temporary file beside the target and renames it into place, so the file is whole or absent.
    /// Returns whether an earlier file was replaced. An interrupt before the rename removes the temporary file.
    func save(_ body: [UInt8], as fileName: String, unless watch: InterruptWatch) throws(GeocodeFailure) -> Bool {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .write(path: display(""), reason: "cannot create the folder (\(error.localizedDescription))")
        }
        let target = folder.appendingPathComponent(fileName).path
        let temporary = folder.appendingPathComponent(".\(fileName).\(getpid()).tmp").path
        try write(body, to: temporary, shownAs: display(fileName))
        if watch.isInterrupted {
            unlink(temporary)
            throw .interrupted
        }
        let replaced = FileManager.default.fileExists(atPath: target)
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .write(path: display(fileName), reason: reason)
        }
        return replaced
    }

    private func write(_ body: [UInt8], to path: String, shownAs shown: String) throws(GeocodeFailure) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .write(path: shown, reason: String(cString: strerror(errno))) }
        var offset = 0
        var failure: String?
        body.withUnsafeBufferPointer { buffer in
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0, errno == EINTR { continue }
                if n < 0 { failure = String(cString: strerror(errno)); return }
                offset += n
            }
        }
        if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        close(fd)
        if let failure {
            unlink(path)
            throw .write(path: shown, reason: failure)
        }
    }
}
