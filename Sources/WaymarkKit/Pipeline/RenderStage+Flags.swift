import Foundation

extension RenderStage {
    /// The flags the countries use, each once however many countries share it (the order of writes does not change
    /// the output): the site's own, redrawn without active content (`SVGSanitizer`), and Waymark's where the site
    /// has none. A flag shown as Waymark's PNG thumbnails is not written itself: no page links to it.
    func writeFlags(_ flags: FlagResolver, writer: OutputWriter, log: SharedLog) throws {
        let flagFolder = paths.content.appendingPathComponent("flags")
        for source in Set(plan.countries.map(flags.source(for:))) where flags.drawnThumbnails[source] == nil {
            switch source {
            case .site(let name):
                let file = flagFolder.appendingPathComponent(name)
                try writer.write("flags/" + flags.files[name]!, siteFlag(file, named: name, log: log))
            case .bundled(let name): try writer.write("flags/" + name, Self.thumbnail(theme.bytes("Flags/" + name) ?? []))
            case .placeholder: continue
            }
        }
        for code in Set(flags.drawnThumbnails.values) {
            for twice in [false, true] {
                try writer.write(FlagThumbnails.path(code, twice: twice), FlagThumbnails.bytes(code, twice: twice, theme: theme) ?? [])
            }
        }
    }

    /// A site's flag as written: an SVG redrawn with only what draws it, then made small; a PNG, JPEG, GIF or WebP
    /// image as it is. Anything else, or an SVG that cannot be redrawn, gets the placeholder's bytes and a warning.
    private func siteFlag(_ file: URL, named name: String, log: SharedLog) throws -> [UInt8] {
        let bytes = Array(try Data(contentsOf: file))
        let ext = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        guard ext == "svg" else {
            if Self.imageExtensions.contains(ext) { return bytes }
            return placeholder(file, 1, 1, "'.\(ext)' is not an image type a flag may have (svg, png, jpg, gif, webp)", log)
        }
        switch SVGSanitizer.sanitized(bytes) {
        case .failure(let refusal):
            return placeholder(file, refusal.line, refusal.column, refusal.message, log)
        case .success(let (svg, removed)):
            if let first = removed.first {
                log.warning(
                    SourcePosition(path: paths.display(file), line: first.line, column: first.column),
                    "left out of the flag: " + removed.map(\.what).joined(separator: ", "),
                    hint: "a flag is drawn without scripts, event handlers, animation or links to other files")
            }
            return Self.thumbnail(Array(svg.utf8))
        }
    }

    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp"]

    private func placeholder(_ file: URL, _ line: Int, _ column: Int, _ reason: String, _ log: SharedLog) -> [UInt8] {
        log.warning(
            SourcePosition(path: paths.display(file), line: line, column: column),
            "this flag is not used: \(reason); the neutral placeholder is shown instead",
            hint: "save the flag as a plain SVG, PNG, JPEG, GIF or WebP image")
        return theme.bytes("Public/" + FlagResolver.placeholder) ?? []
    }

    /// A country without any flag gets the placeholder, and a warning where the country is written.
    func warnAboutMissingFlags(_ flags: FlagResolver, log: inout DiagnosticLog) {
        for country in plan.countries where flags.source(for: country) == .placeholder {
            let named = country.flagFile.isEmpty ? "no flag file is named" : "no flag file '\(country.flagFile)' in Content/flags/"
            let iso = country.isoCode.map { "no flag for its ISO code \($0)" } ?? "no ISO code to find a flag by"
            log.warning(
                country.position, "\(country.name) has no flag: \(named), and \(iso); showing a neutral placeholder",
                hint: "add the image to Content/flags/ under the plist's `flag` name or as <iso code>.svg")
        }
    }

    /// An SVG flag made small for its thumbnail size (`SVGThumbnail`).
    static func thumbnail(_ bytes: [UInt8]) -> [UInt8] {
        guard let text = String(validating: bytes, as: UTF8.self) else { return bytes }
        return Array(SVGThumbnail.optimized(text).utf8)
    }
}
