import Foundation
import Mustache

/// The Mustache templates of a site: the default theme's, with the site's own `Templates/` overriding file by file.
public struct TemplateLibrary: Sendable {
    public let library: MustacheLibrary
    /// Template name to the file it came from, for messages.
    public let sources: [String: String]
    /// Template name to its text, to find where a template writes something.
    public let texts: [String: String]

    /// Parses templates given as name to (path, text); parse errors become positioned diagnostics.
    public init(files: [(name: String, path: String, text: String)], log: inout DiagnosticLog) {
        var library = MustacheLibrary()
        var sources: [String: String] = [:]
        var texts: [String: String] = [:]
        for file in files.sorted(by: { $0.name < $1.name }) {
            do {
                library.register(try MustacheTemplate(string: file.text), named: file.name)
                sources[file.name] = file.path
                texts[file.name] = file.text
            } catch let error as MustacheTemplate.ParserError {
                log.error(
                    SourcePosition(path: file.path, line: error.context.lineNumber, column: error.context.columnNumber),
                    "template syntax error: \(Self.describe(error.error))")
            } catch {
                log.error(.file(file.path), "template error: \(error)")
            }
        }
        self.library = library
        self.sources = sources
        self.texts = texts
    }

    /// Renders a named template; nil when the template does not exist.
    public func render(_ context: [String: Any], template name: String) -> String? {
        library.render(ViewContext.wrap(context), withTemplate: name)
    }

    public func has(_ name: String) -> Bool { library.getTemplate(named: name) != nil }

    static func describe(_ error: Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
        switch error {
        case .sectionCloseNameIncorrect: return "a section is closed with the wrong name"
        case .unfinishedName: return "a tag is not closed with '}}'"
        case .expectedSectionEnd: return "a section is never closed"
        case .invalidSetDelimiter: return "invalid set-delimiter tag"
        case .transformAppliedToInheritanceSection: return "a transform cannot be applied to an inheritance section"
        case .illegalTokenInsideInheritSection: return "only block definitions may appear inside an inheritance section"
        case .textInsideInheritSection: return "text is not allowed inside an inheritance section"
        case .invalidConfigVariableSyntax: return "invalid pragma syntax"
        case .unrecognisedConfigVariable: return "unrecognised pragma"
        @unknown default: return "\(error)"
        }
    }
}

extension TemplateLibrary {
    /// Loads the theme's `*.mustache`, then the site's `Templates/` (which wins for a same name).
    public static func load(
        theme: Theme, siteTemplates: URL?, displayPath: (URL) -> String,
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
        return TemplateLibrary(files: Array(byName.values), log: &log)
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
