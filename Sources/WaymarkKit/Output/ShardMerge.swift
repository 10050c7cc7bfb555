import Foundation

/// `waymark merge OUT SHARD…`: joins the outputs of `waymark build --shard i/N` into one output with one manifest,
/// as a build of the whole site writes it; only the parts of one build (one Waymark version, one set of inputs, each
/// part once). The output is written as a build writes it: staged, then swapped in, keeping files that did not change.
public struct ShardMerge: Sendable {
    public let output: URL
    public let shards: [URL]

    public init(output: URL, shards: [URL]) {
        self.output = output
        self.shards = shards
    }

    /// Checks the parts, then writes the output; returns how many files it has. Parts that do not belong together
    /// and an output among them are `WaymarkError.usage`, naming the folder.
    public func run() throws -> Int {
        let parts = try stamped()
        let real = OutputPaths.resolve(output)
        for (folder, _) in parts where Self.overlap(OutputPaths.resolve(folder), real) {
            throw WaymarkError.usage("\(output.relativePath) overlaps the part \(folder.relativePath); merge into a folder of its own")
        }
        let writer = OutputWriter(folder: try OutputFolder.open(output, site: parts[0].folder, force: false))
        do {
            try writer.begin()
            var source: [String: URL] = [:]
            for (folder, _) in parts {
                for path in try Self.files(of: folder) { try place(path, from: folder, sources: &source, writer: writer) }
            }
            try writer.commit()
        } catch {
            writer.abort()
            throw error
        }
        // Each other language's tree is a build of its own in a folder of each part, with its own manifest and stamp.
        var count = writer.sizes.count
        for tree in Self.trees(in: parts[0].folder) {
            let merge = ShardMerge(
                output: output.appendingPathComponent(tree), shards: parts.map { $0.folder.appendingPathComponent(tree) })
            count += try merge.run()
        }
        return count
    }

    /// The folders of a part that hold a language's tree: each has a stamp of its own (`cy/.waymark-shard`).
    static func trees(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            !name.hasPrefix(".")
                && FileManager.default.fileExists(atPath: folder.appendingPathComponent(name + "/" + ShardStamp.fileName).path)
        }.sorted()
    }

    /// Copies one file of a part, unless another part had it: then the two must be the same bytes (a map tile that
    /// pages of two parts show).
    private func place(_ path: String, from folder: URL, sources: inout [String: URL], writer: OutputWriter) throws {
        let file = folder.appendingPathComponent(path)
        guard let earlier = sources[path] else {
            sources[path] = folder
            return try writer.copy(from: file, to: path)
        }
        if FileManager.default.contents(atPath: file.path)
            != FileManager.default.contents(atPath: earlier.appendingPathComponent(path).path)
        {
            throw WaymarkError.usage(
                "\(file.relativePath) differs from \(earlier.appendingPathComponent(path).relativePath); the parts are not of one build")
        }
    }

    /// The parts in shard order with their stamps, when they are the N parts of one build.
    func stamped() throws -> [(folder: URL, stamp: ShardStamp)] {
        var parts: [(folder: URL, stamp: ShardStamp)] = []
        for folder in shards {
            let file = folder.appendingPathComponent(ShardStamp.fileName)
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw WaymarkError.usage(
                    "\(folder.relativePath) is not the output of waymark build --shard (it has no \(ShardStamp.fileName))")
            }
            guard let stamp = ShardStamp(parsing: String(decoding: data, as: UTF8.self)) else {
                throw WaymarkError.usage("\(file.relativePath) is damaged; build the part again")
            }
            if let first = parts.first { try Self.compare(folder, stamp, with: first) }
            if let same = parts.first(where: { $0.stamp.shard == stamp.shard }) {
                throw WaymarkError.usage("\(folder.relativePath) and \(same.folder.relativePath) are both part \(stamp.shard)")
            }
            parts.append((folder, stamp))
        }
        guard let count = parts.first?.stamp.shard.count else { throw WaymarkError.usage("no parts to merge") }
        if let missing = (1...count).first(where: { i in !parts.contains { $0.stamp.shard.index == i } }) {
            throw WaymarkError.usage("part \(missing)/\(count) is missing; give every part of the build")
        }
        return parts.sorted { $0.stamp.shard.index < $1.stamp.shard.index }
    }

    /// Refuses a part of another build than the first part, naming it and what differs.
    private static func compare(_ folder: URL, _ stamp: ShardStamp, with first: (folder: URL, stamp: ShardStamp)) throws {
        let other = "than \(first.folder.relativePath)"
        if stamp.version != first.stamp.version {
            throw WaymarkError.usage(
                "\(folder.relativePath) was built by Waymark \(stamp.version), \(first.folder.relativePath) by \(first.stamp.version)")
        }
        if stamp.inputs != first.stamp.inputs {
            throw WaymarkError.usage("\(folder.relativePath) was built from other inputs \(other) (its site's files or options differ)")
        }
        if stamp.shard.count != first.stamp.shard.count {
            throw WaymarkError.usage(
                "\(folder.relativePath) is part \(stamp.shard), of another number of parts \(other) (\(first.stamp.shard))")
        }
    }

    /// The files a part's manifest lists, but for its stamp.
    private static func files(of folder: URL) throws -> [String] {
        let manifest: OutputManifest?
        do { manifest = try OutputManifest.read(in: folder) } catch {
            throw WaymarkError.io(path: folder.appendingPathComponent(OutputManifest.fileName).relativePath, reason: error.reason)
        }
        guard let manifest, !manifest.legacy else {
            throw WaymarkError.usage("\(folder.relativePath) has no \(OutputManifest.fileName); build the part again")
        }
        return manifest.files.filter { $0 != ShardStamp.fileName }.sorted()
    }

    /// Whether one folder is the other or inside it.
    private static func overlap(_ a: URL, _ b: URL) -> Bool {
        a.path == b.path || a.path.hasPrefix(b.path + "/") || b.path.hasPrefix(a.path + "/")
    }
}
