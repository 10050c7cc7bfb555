import Yams

/// Reads a Markdown page of `Content/pages/` with its YAML front matter between `---` lines.
///
/// The Markdown body is kept as text; rendering it is the renderer's job.
public struct PageReader {
    public init() {}

    public func read(text: String, path: String, log: inout DiagnosticLog) -> ContentPage? {
        let slug = Self.slug(path: path, log: &log)
        guard let (page, body, bodyLine) = parse(text, path: path, requireTitle: true, log: &log), let slug,
            let title = page.title
        else { return nil }
        let content = ContentPage(
            slug: slug, title: title, description: page.description, layout: page.layout, form: page.form,
            allowsHTML: page.unsafe, weight: page.weight, markdown: body, position: .file(path),
            bodyLine: bodyLine, layoutPosition: page.layoutPosition)
        PipeTableLint.warn(content, log: &log)
        return content
    }

    /// A page in another language (`help.cy.md`): its body, and its title and description where it gives them.
    func readTranslation(text: String, path: String, slug: Slug, language: String, log: inout DiagnosticLog) -> PageTranslation? {
        guard let (page, body, bodyLine) = parse(text, path: path, requireTitle: false, log: &log) else { return nil }
        return PageTranslation(
            slug: slug, language: language, title: page.title, description: page.description.isEmpty ? nil : page.description,
            markdown: body, position: .file(path), bodyLine: bodyLine)
    }

    /// The front matter's fields, the body and the line it starts on; nil, with errors, when the page cannot be read.
    private func parse(_ text: String, path: String, requireTitle: Bool, log: inout DiagnosticLog) -> (Fields, String, Int)? {
        // "\r\n" is one Character in Swift, so Windows line endings would hide every "\n" the reader looks for.
        let text = text.contains("\r\n") ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
        let start = SourcePosition.file(path)
        guard let split = FrontMatter.split(text) else {
            log.error(
                start, "the page has no front matter; it needs at least a title",
                hint: "start the file with a `---` line, then `title: …`, then a closing `---` line")
            return nil
        }
        guard let frontMatter = split.frontMatter else {
            log.error(
                start, "the front matter that starts here has no closing `---`",
                hint: "Did you forget the closing `---` of the front matter?")
            return nil
        }
        let errorsBefore = log.errors.count
        let root = YAMLFile.parse(frontMatter, path: path, lineOffset: 1, log: &log)
        var fields = YAMLFields(path: path, lineOffset: 1)
        let page = readFields(root, requireTitle: requireTitle && log.errors.count == errorsBefore, &fields)
        log.merge(fields.log)
        guard log.errors.count == errorsBefore else { return nil }
        return (page, split.body, Self.lineCount(text) - Self.lineCount(split.body) + 1)
    }

    private static func lineCount(_ text: String) -> Int { text.utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } }

    private struct Fields {
        var title: String?
        var description = ""
        var layout = "page"
        var layoutPosition: SourcePosition?
        var form: String?
        var weight = 0
        var unsafe = false
    }

    static let keys = ["title", "description", "layout", "form", "weight", "unsafe"]

    private func readFields(_ root: Node?, requireTitle: Bool, _ fields: inout YAMLFields) -> Fields {
        var page = Fields()
        if let root, !YAMLFields.isNull(root) {
            for (key, keyNode, value) in fields.members(root, "the front matter") ?? [] where !YAMLFields.isNull(value) {
                switch key {
                case "title": page.title = fields.string(value, key)
                case "description": fields.string(value, key).map { page.description = $0 }
                case "layout":
                    fields.string(value, key).map { page.layout = $0 }
                    page.layoutPosition = fields.position(value)
                case "form": page.form = fields.string(value, key)
                case "weight": fields.int(value, key).map { page.weight = $0 }
                case "unsafe": fields.bool(value, key).map { page.unsafe = $0 }
                default:
                    fields.warning(
                        keyNode, "unknown front matter key '\(key)' is ignored",
                        hint: "keys are \(Self.keys.joined(separator: ", "))")
                }
            }
        }
        if page.title == nil, requireTitle, fields.log.errors.isEmpty {
            fields.log.error(
                SourcePosition.file(fields.path), "the front matter is missing the required field 'title'",
                hint: "add a line `title: …` between the `---` lines")
        }
        return page
    }

    /// The page's slug from its file name ("about.md" is `about`); a name that is not one is an error.
    static func slug(path: String, log: inout DiagnosticLog) -> Slug? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
        if let slug = Slug(validating: stem) { return slug }
        log.error(
            .file(path), "the file name \"\(name)\" cannot be a page address; use lower-case letters, digits and single hyphens",
            hint: "rename it to \"\(Slug(making: stem, fallback: "page").value).md\"")
        return nil
    }
}

/// Splits a page into its front matter and body.
enum FrontMatter {
    /// nil when the text does not start with `---`; `frontMatter` nil when there is no closing line.
    static func split(_ text: String) -> (frontMatter: String?, body: String)? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = first.dropFirst() }
        guard let first = lines.first, isFence(first) else { return nil }
        guard let close = lines.dropFirst().firstIndex(where: { isFence($0) || trimmed($0) == "..." }) else {
            return (nil, text)
        }
        let yaml = lines[1..<close].joined(separator: "\n")
        let body = lines[(close + 1)...].joined(separator: "\n")
        return (yaml, body)
    }

    private static func isFence(_ line: Substring) -> Bool { trimmed(line) == "---" }

    private static func trimmed(_ line: Substring) -> Substring {
        var line = line
        while let last = line.last, last == "\r" || last == " " || last == "\t" { line = line.dropLast() }
        return line
    }
}
