import Foundation

extension PageInputs.SourceDigests {
    /// Digests the inputs that pages read as whole files: `site.yml` (and the options that override it), the
    /// site's `Public/`, the countries with their flags, the saved geocoding answers and the context layers (with the
    /// OpenStreetMap extracts: each file's identity, not the areas read of it, so that a new location does not make
    /// every map stale), and the words of the tree's language, so that an edited catalogue re-renders its tree alone.
    /// What the loader read comes digested (`inputs`); the flags, `Public/` and the layers are read here, as the loader
    /// does not read them whole (the render stage copies the first two, and the layers are read in chunks).
    static func read(paths: SitePaths, config: SiteConfig, inputs: InputDigests, words: Words? = nil) -> Self {
        let content = paths.content
        return Self(
            site: Digester.digest { d in
                d.add(BuildCache.currentBinary)
                d.add(inputs.siteConfig)
                d.add([config.baseURL, config.host?.rawValue ?? ""])
                d.add(folder: paths.publicFolder)
                if let words { d.add(words) }
            },
            countries: Digester.digest { d in
                d.add(inputs.countries)
                d.add(folder: content.appendingPathComponent("flags"))
            },
            geocode: inputs.geocode,
            layers: Digester.digest { d in
                d.add(folder: content.appendingPathComponent("layers"))
                for extract in config.osmExtracts {
                    let path = extract.path.hasPrefix("/") ? extract.path : paths.site.appendingPathComponent(extract.path).path
                    d.add(OSMExtractCache.fileDigest(path: path) ?? Digest(high: 0, low: 0))
                }
            })
    }
}

extension Digester {
    /// A file's bytes, or a mark that it is missing.
    mutating func add(fileAt url: URL) {
        if let data = FileManager.default.contents(atPath: url.path) {
            add(bytes: data)
        } else {
            add("\u{0}missing")
        }
    }

    /// A language's words as its pages show them: each key's forms, in key and category order.
    mutating func add(_ words: Words) {
        add(words.language.description)
        for (key, entry) in words.entries.sorted(by: { $0.key < $1.key }) {
            add(key)
            for (category, form) in entry.forms.sorted(by: { $0.key < $1.key }) { add([category.rawValue, form]) }
        }
    }

    /// Every file below a folder: its relative path and bytes, in path order.
    mutating func add(folder url: URL) {
        let files = RenderStage.files(in: url)
        add(files.count)
        for file in files {
            add(file)
            add(fileAt: url.appendingPathComponent(file))
        }
    }
}
