import Foundation

/// The shape of a built output that hosts limit: files, bytes, the fullest folder and the largest file.
public struct OutputStatistics: Sendable, Equatable {
    public var files = 0
    public var bytes = 0
    var largestFolder = (path: "", entries: 0)
    var largestFile = (path: "", bytes: 0)
    /// A dry run's figures: pages counted without their bytes, so a host's limit on the total cannot be judged.
    var pagesWithoutBytes = false
    /// The entries of the top folder, which grows by a folder for each language's tree added (`add(_:in:)`).
    private var topEntries = 0

    public static func == (a: Self, b: Self) -> Bool {
        a.files == b.files && a.bytes == b.bytes && a.largestFolder == b.largestFolder && a.largestFile == b.largestFile
    }

    /// Measures a set of files, each a path relative to the output root with its size.
    public init(files sizes: [String: Int]) {
        // Entries per folder: each file counts in its folder, and a folder counts in its parent when it is first met.
        // Counted, not collected by name, and keyed by parts of the paths: at 100,000 locations there are 200,000 folders.
        var entries: [Substring: Int] = [:]
        // About as many folders as files on a large site (a folder a location), so the table never grows.
        entries.reserveCapacity(sizes.count)
        for (path, size) in sizes {
            files += 1
            bytes += size
            if size > largestFile.bytes || (size == largestFile.bytes && path < largestFile.path) { largestFile = (path, size) }
            var entry = Substring(path)
            while true {
                // Found in the UTF-8 bytes: a `/` is never part of another character, and bytes need no grapheme breaking.
                let folder = entry.utf8.lastIndex(of: UInt8(ascii: "/")).map { entry[..<$0] } ?? ""
                // Looked up once: a folder already met is counted, and so are its parents.
                if let known = entries.index(forKey: folder) {
                    entries.values[known] += 1
                    break
                }
                entries[folder] = 1
                if folder.isEmpty { break }
                entry = folder
            }
        }
        for (folder, count) in entries
        where count > largestFolder.entries || (count == largestFolder.entries && folder < largestFolder.path) {
            largestFolder = (String(folder), count)
        }
        topEntries = entries[""] ?? 0
    }

    /// Adds the figures of a tree written in `folder` below this output (another language's), so that a host's
    /// limits are judged on the whole site.
    mutating func add(_ tree: OutputStatistics, in folder: String) {
        files += tree.files
        bytes += tree.bytes
        pagesWithoutBytes = pagesWithoutBytes || tree.pagesWithoutBytes
        let file = (path: folder + "/" + tree.largestFile.path, bytes: tree.largestFile.bytes)
        if file.bytes > largestFile.bytes || (file.bytes == largestFile.bytes && file.path < largestFile.path) { largestFile = file }
        topEntries += 1
        let inner = tree.largestFolder.path.isEmpty ? folder : folder + "/" + tree.largestFolder.path
        for candidate in [(path: inner, entries: tree.largestFolder.entries), (path: "", entries: topEntries)]
        where candidate.entries > largestFolder.entries
            || (candidate.entries == largestFolder.entries && candidate.path < largestFolder.path)
        {
            largestFolder = candidate
        }
    }

    /// The limits of `host` this output exceeds, each as a message; a hint for too many files names `fewerFiles`, the
    /// settings that would make fewer (`HostProfile.fewerFiles(_:)`), and every hint that says to move names the hosts
    /// that would take the output.
    public func problems(on host: HostProfile, fewerFiles: String? = nil) -> [(message: String, hint: String)] {
        let exceeded = exceeded(on: host)
        guard !exceeded.isEmpty else { return [] }
        let takers = hostsThatTakeIt
        return exceeded.map { limit in
            (message(limit, on: host), host.hint(for: limit, fewerFiles: fewerFiles, takers: takers))
        }
    }

    /// The hosts whose every limit this output is within, in `HostProfile.allCases` order (an S3 bucket always is);
    /// without the pages' bytes, not those that limit the total.
    var hostsThatTakeIt: [HostProfile] {
        HostProfile.allCases.filter { exceeded(on: $0).isEmpty && !(pagesWithoutBytes && $0.limits.totalBytes != nil) }
    }

    /// The limits of `host` this output exceeds, in the order the problems are reported.
    private func exceeded(on host: HostProfile) -> [KeyPath<HostProfile.Limits, Int?>] {
        let limits = host.limits
        let checks: [(KeyPath<HostProfile.Limits, Int?>, Int)] = [
            (\.files, files), (\.totalBytes, bytes), (\.fileBytes, largestFile.bytes), (\.folderEntries, largestFolder.entries),
        ]
        return checks.compactMap { limit, figure in limits[keyPath: limit].map { figure > $0 } == true ? limit : nil }
    }

    private func message(_ limit: KeyPath<HostProfile.Limits, Int?>, on host: HostProfile) -> String {
        let name = host.rawValue
        let most = host.limits[keyPath: limit] ?? 0
        switch limit {
        case \.files: return "\(count(files)) files, over \(name)'s limit of \(count(most))"
        case \.totalBytes: return "\(size(bytes)) in all, over \(name)'s limit of \(size(most))"
        case \.fileBytes: return "\(largestFile.path) is \(size(largestFile.bytes)), over \(name)'s limit of \(size(most)) a file"
        default: return "\(folderName) holds \(count(largestFolder.entries)) entries, over \(name)'s limit of \(count(most)) a folder"
        }
    }

    /// One line for the end of a build: the figures, against the host's limits when there is one.
    public func summary(host: HostProfile?) -> String {
        guard let host else {
            return
                "Output: \(count(files)) files, \(size(bytes)); fullest folder \(folderName) (\(count(largestFolder.entries)) entries), largest file \(largestFile.path) (\(size(largestFile.bytes)))"
        }
        let limits = host.limits
        func of(_ limit: Int?, _ text: (Int) -> String) -> String { limit.map { " of \(text($0))" } ?? "" }
        let fits = problems(on: host).isEmpty ? "fits" : "does not fit"
        return
            "Output \(fits) \(host.rawValue): \(count(files))\(of(limits.files, count)) files, \(size(bytes))\(of(limits.totalBytes, size)); "
            + "fullest folder \(folderName) (\(count(largestFolder.entries))\(of(limits.folderEntries, count)) entries), "
            + "largest file \(largestFile.path) (\(size(largestFile.bytes))\(of(limits.fileBytes, size)))"
    }

    private var folderName: String { largestFolder.path.isEmpty ? "/" : largestFolder.path + "/" }

    private func count(_ n: Int) -> String {
        let digits = String(n)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    private func size(_ bytes: Int) -> String {
        if bytes >= 1_048_576, bytes % 1_048_576 == 0 { return "\(bytes / 1_048_576) MiB" }
        if bytes >= 1_000_000_000 { return String(format: "%.2f GB", Double(bytes) / 1e9) }
        if bytes >= 1_000_000 { return String(format: "%.1f MB", Double(bytes) / 1e6) }
        if bytes >= 1_000 { return String(format: "%.0f KB", Double(bytes) / 1e3) }
        return "\(bytes) B"
    }
}
