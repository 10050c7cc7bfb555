import CWaymarkSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputFolder {
    /// Puts the staged site (the files in `written`) in place of the previous one, entry by entry at
    /// the top level with atomic exchanges. Returns the files and folders kept that Waymark did not write.
    func commit(written: Set<String>) throws -> [String] {
        let old = previous ?? OutputManifest(files: [])
        let kept = try keptEntries(written: written)
        for entry in kept where entry.contains("/") {
            try OutputTree.link(real.appendingPathComponent(entry), to: staging.appendingPathComponent(entry))
        }
        let everything = old.legacy ? written.union(OutputTree.files(below: real, where: { old.owns($0, isFolder: false) })) : old.files
        try replacingManifest(old: everything, removed: everything.subtracting(written), written: written) {
            let incoming = Set(OutputTree.names(in: staging))
            for name in incoming.sorted() { try swapIn(name) }
            for name in OutputTree.names(in: real) where !incoming.contains(name) && name != Self.stagingName {
                guard name != OutputManifest.fileName, old.owns(name, isFolder: OutputTree.isFolder(real.appendingPathComponent(name)))
                else { continue }
                _ = rename(real.appendingPathComponent(name).path, staging.appendingPathComponent(name).path)
            }
        }
        try? FileManager.default.removeItem(at: staging)
        unlock()
        return kept
    }

    /// Writes the output's manifest around `change`, a commit's moves: until they are done it lists both builds' files
    /// (`old`, of which `removed` are not in `written`), so a crash in between leaves nothing unowned; then the new
    /// build's alone. When the new build removes nothing, the first manifest is already the last and is written once
    /// (150,000 paths at 100,000 locations); when the manifest there already lists exactly the new files, not at all.
    func replacingManifest(
        old: Set<String>, removed: Set<String>, written: some Collection<String>, _ change: () throws -> Void
    ) throws {
        // The manifest on disk lists the previous build's files, unless that build was older than manifests.
        let listed = previous.map { !$0.legacy } ?? false
        if !(listed && removed.isEmpty && old.count == written.count) {
            if removed.isEmpty {
                try OutputManifest.write(written, in: real, temporaryFolder: staging)
            } else {
                try OutputManifest.write(old.union(written), in: real, temporaryFolder: staging)
            }
        }
        try change()
        if !removed.isEmpty { try OutputManifest.write(written, in: real, temporaryFolder: staging) }
    }

    /// The files and folders in the output that Waymark did not write (they stay); an error when the new build has a
    /// file where one of them is.
    func keptEntries(written: Set<String>) throws -> [String] {
        let old = previous ?? OutputManifest(files: [])
        let kept = try OutputTree.entries(below: real, skipping: [Self.stagingName, OutputManifest.fileName]) {
            !old.owns($0, isFolder: $1)
        }
        guard !kept.isEmpty else { return kept }
        let writtenFolders = OutputManifest(files: written).folders
        if let clash = kept.first(where: { written.contains($0) || writtenFolders.contains($0) }) { throw inTheWay(clash) }
        return kept
    }

    /// The error for an entry Waymark did not write where the new build has a file or folder.
    func inTheWay(_ path: String) -> WaymarkError {
        WaymarkError.io(
            path: real.appendingPathComponent(path).path,
            reason: "Waymark did not write this, and the new build has a file there; move it away and build again")
    }

    /// Moves one staged top-level entry into the output; the entry it replaces moves into staging.
    private func swapIn(_ name: String) throws {
        let new = staging.appendingPathComponent(name).path
        let current = real.appendingPathComponent(name).path
        var info = stat()
        if lstat(current, &info) != 0 {
            guard rename(new, current) == 0 else { throw failure(current, "cannot move the new output into place") }
            return
        }
        if waymark_rename_exchange(new, current) == 0 { return }
        guard errno == EINVAL || errno == ENOSYS else { throw failure(current, "cannot swap in the new output") }
        // A file system without an atomic exchange: the old entry is moved aside first, for a moment.
        let aside = staging.appendingPathComponent(".old-" + name).path
        guard rename(current, aside) == 0 else { throw failure(current, "cannot move the previous output aside") }
        guard rename(new, current) == 0 else {
            _ = rename(aside, current)
            throw failure(current, "cannot move the new output into place")
        }
    }

    private func failure(_ path: String, _ what: String) -> WaymarkError {
        WaymarkError.io(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}
