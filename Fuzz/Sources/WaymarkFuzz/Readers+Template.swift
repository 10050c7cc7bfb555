import WaymarkKit

extension Readers {
    /// The default theme's templates, by name, that an input replaces one of.
    static let theme: [(name: String, path: String, text: String)] = Theme.embedded.files(in: "Templates")
        .filter { $0.hasSuffix(".mustache") }
        .map { relative in
            let text = String(decoding: Theme.embedded.bytes("Templates/" + relative) ?? [], as: UTF8.self)
            return (String(relative.dropLast(".mustache".count)), "Templates/" + relative, text)
        }

    /// The first byte picks which theme template the rest replaces; it is compiled with the partials and `base` (the
    /// other pages are left out, which makes a run ten times faster).
    static func template(_ bytes: [UInt8]) {
        guard let first = bytes.first, !theme.isEmpty else { return }
        let name = theme[Int(first) % theme.count].name
        var files = theme.filter { $0.name == name || $0.name == "base" || $0.name.hasPrefix("partials/") }
        let index = files.firstIndex { $0.name == name }!
        files[index].text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        var log = DiagnosticLog()
        var library = TemplateLibrary(files: files, log: &log)
        library.compileLayouts([files[index].name], log: &log)
    }
}
