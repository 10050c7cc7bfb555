import Foundation

/// The Mustache templates of a site: the default theme's, with the site's own `Templates/` overriding file by file.
///
/// Each page kind's template is compiled once against its view type, so a tag that names nothing is an error here.
public struct TemplateLibrary: Sendable {
    let syntax: [String: MustacheSyntax]
    /// Template name to the file it came from, for messages.
    public let sources: [String: String]
    /// Template name to its text, to find where a template writes something.
    let texts: [String: String]
    /// The theme's words in the language the pages are compiled for.
    let words: Words
    private var pages: [String: CompiledTemplate] = [:]
    private var layouts: [String: CompiledTemplate] = [:]

    /// Parses templates given as name to (path, text) and compiles the page templates in English.
    public init(files: [(name: String, path: String, text: String)], log: inout DiagnosticLog) {
        self.init(files: files, words: .english, log: &log)
    }

    /// Parses templates given as name to (path, text) and compiles the page templates with a language's words; errors
    /// become positioned diagnostics.
    init(files: [(name: String, path: String, text: String)], words: Words, log: inout DiagnosticLog) {
        var syntax: [String: MustacheSyntax] = [:]
        var sources: [String: String] = [:]
        var texts: [String: String] = [:]
        for file in files.sorted(by: { $0.name < $1.name }) {
            sources[file.name] = file.path
            do {
                syntax[file.name] = try MustacheSyntax(file.text)
                texts[file.name] = file.text
            } catch {
                log.error(
                    SourcePosition(path: file.path, line: error.line, column: error.column), "template syntax error: \(error.message)")
            }
        }
        self.syntax = syntax
        self.sources = sources
        self.texts = texts
        self.words = words
        for (name, view) in PageRenderer.templateViews where syntax[name] != nil {
            pages[name] = compile(name, view, log: &log)
        }
    }

    /// Compiles the layouts Markdown pages name in their front matter (other than `page`), for `ContentView`.
    public mutating func compileLayouts(_ names: Set<String>, log: inout DiagnosticLog) {
        for name in names.sorted() where name != "page" && syntax[name] != nil {
            layouts[name] = compile(name, ContentView.self, log: &log)
        }
    }

    private func compile(_ name: String, _ view: any TemplateView.Type, log: inout DiagnosticLog) -> CompiledTemplate? {
        do {
            return try TemplateCompiler(syntax: syntax, words: words).compile(name, root: [PageFrame.self, view])
        } catch {
            let path = sources[error.template] ?? "Templates/\(error.template).mustache"
            log.error(SourcePosition(path: path, line: error.line, column: error.column), error.message)
            return nil
        }
    }

    func compiled(page name: String) -> CompiledTemplate? { pages[name] }
    func compiled(layout name: String) -> CompiledTemplate? { layouts[name] }

    public func has(_ name: String) -> Bool { syntax[name] != nil }
}

extension TemplateLibrary {
    /// Loads the theme's `*.mustache`, then the site's `Templates/` (which wins for a same name).
    static func load(
        theme: Theme, siteTemplates: URL?, displayPath: (URL) -> String, words: Words = .english,
        log: inout DiagnosticLog
    ) -> TemplateLibrary {
        var byName: [String: (name: String, path: String, text: String)] = [:]
        for relative in theme.files(in: "Templates") where relative.hasSuffix(".mustache") {
            let path = "Templates/" + relative
            guard let bytes = theme.bytes(path) else { continue }
            let name = String(relative.dropLast(".mustache".count))
            byName[name] = (name, theme.display(path), String(decoding: bytes, as: UTF8.self))
        }
        if let siteTemplates {
            for file in mustacheFiles(in: siteTemplates) {
                let name = String(file.relative.dropLast(".mustache".count))
                guard let text = try? String(contentsOf: file.url, encoding: .utf8) else {
                    log.error(.file(displayPath(file.url)), "cannot read template (is it UTF-8?)")
                    continue
                }
                byName[name] = (name, displayPath(file.url), text)
            }
        }
        return TemplateLibrary(files: Array(byName.values), words: words, log: &log)
    }

    private static func mustacheFiles(in folder: URL) -> [(url: URL, relative: String)] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [(URL, String)] = []
        for case let relative as String in enumerator where relative.hasSuffix(".mustache") {
            files.append((folder.appendingPathComponent(relative), relative))
        }
        return files.sorted { $0.1 < $1.1 }
    }
}
