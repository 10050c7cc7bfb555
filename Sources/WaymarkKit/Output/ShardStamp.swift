import Foundation

/// What a shard's output says of itself in `.waymark-shard`, so `waymark merge` joins only parts of one build: the
/// Waymark version, which part of how many, and a digest of the inputs (the site's `Content/`, `Templates/` and
/// `Public/` files and the options that shape the output).
struct ShardStamp: Sendable, Equatable {
    static let fileName = ".waymark-shard"
    static let header = "waymark-shard 1"

    var version: String
    var shard: Shard
    var inputs: Digest

    var text: String {
        "\(Self.header)\nversion \(version)\nshard \(shard)\ninputs \(inputs)\n"
    }

    init(version: String, shard: Shard, inputs: Digest) {
        self.version = version
        self.shard = shard
        self.inputs = inputs
    }

    /// Reads `text`; nil when it is not a stamp as `text` writes it.
    init?(parsing text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 5, lines[0] == Self.header, lines[4].isEmpty,
            lines[1].hasPrefix("version "), lines[2].hasPrefix("shard "), lines[3].hasPrefix("inputs "),
            let shard = Shard(String(lines[2].dropFirst("shard ".count))),
            let inputs = Digest(hex: lines[3].dropFirst("inputs ".count))
        else { return nil }
        self.init(version: String(lines[1].dropFirst("version ".count)), shard: shard, inputs: inputs)
    }

    /// The digest of every file below the site's `Content/`, `Templates/` and `Public/` (path and bytes, in path
    /// order) and of the build options that change the output.
    static func inputs(of options: BuildOptions) -> Digest {
        Digester.digest { d in
            d.add(list: options.baseURL ?? "", options.host?.rawValue ?? "", options.offline.map { "\($0)" } ?? "")
            for folder in ["Content", "Templates", "Public"] {
                let root = options.site.appendingPathComponent(folder)
                for path in files(below: root) {
                    d.add(folder + "/" + path)
                    d.add(bytes: FileManager.default.contents(atPath: root.path + "/" + path) ?? Data())
                }
            }
        }
    }

    /// The regular files below a folder, as sorted relative paths (none when it is missing).
    private static func files(below root: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular { paths.append(path) }
        }
        return paths.sorted()
    }
}
