import WaymarkKit

extension Readers {
    /// The default theme's templates, by name, that an input replaces one of.
    static let theme: [(name: String, path: String, text: String)] = Theme.embedded.files(in: "Templates")
        .filter { $0.hasSuffix(".mustache") }
        .map { relative in
            let text = String(decoding: Theme.embedded.bytes("Templates/" + relative) ?? [], as: UTF8.self)
            return (String(relative.dropLast(".mustache".count)), "Templates/" + relative, text)
        }

    /// The first byte picks which theme template the rest replaces, so partials and parents are compiled with it.
    static func template(_ bytes: [UInt8]) {
        guard let first = bytes.first, !theme.isEmpty else { return }
        var files = theme
        let index = Int(first) % files.count
        files[index].text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        var log = DiagnosticLog()
        var library = TemplateLibrary(files: files, log: &log)
        library.compileLayouts([files[index].name], log: &log)
    }
}
