import Yams

/// Reads a notice of `Content/notices/`: Markdown with YAML front matter naming its title, dates, topics and places.
///
/// ```yaml
/// title: Soho branch closed for refurbishment
/// date: 2026-11-20
/// expires: 2027-01-11
/// topics: [closure]
/// locations: [london-soho]
/// ```
struct NoticeReader {
    init() {}

    static let keys = ["title", "date", "expires", "topics", "locations", "cities", "countries", "all"]

    func read(text: String, path: String, log: inout DiagnosticLog) -> Notice? {
        let text = text.contains("\r\n") ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
        let slug = PageReader.slug(path: path, log: &log)
        guard let split = FrontMatter.split(text), let frontMatter = split.frontMatter else {
            log.error(
                .file(path), "the notice has no front matter; it needs at least a title and a date",
                hint: "start the file with a `---` line, then `title: …` and `date: YYYY-MM-DD`, then a closing `---` line")
            return nil
        }
        let errorsBefore = log.errors.count
        var fields = YAMLFields(path: path, lineOffset: 1)
        var notice = Fields()
        if let root = YAMLFile.parse(frontMatter, path: path, lineOffset: 1, log: &log) {
            readFields(root, into: &notice, &fields)
        }
        log.merge(fields.log)
        guard log.errors.count == errorsBefore, let slug else { return nil }
        guard let title = notice.title, let date = notice.date else {
            let missing = notice.title == nil ? "title" : "date"
            log.error(
                .file(path), "the notice is missing the required field '\(missing)'",
                hint: "add a line `\(missing): …` between the `---` lines")
            return nil
        }
        let bodyLine = Self.lineCount(text) - Self.lineCount(split.body) + 1
        return Notice(
            slug: slug, title: title, date: date, expires: notice.expires, topics: notice.topics, locations: notice.locations,
            cities: notice.cities, countries: notice.countries, all: notice.all, markdown: split.body, position: .file(path),
            bodyLine: bodyLine, translations: notice.translations)
    }

    private static func lineCount(_ text: String) -> Int { text.utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } }

    private struct Fields {
        var title: String?
        var date: CalendarDay?
        var expires: CalendarDay?
        var topics: [Slug] = []
        var locations: [Notice.Named] = []
        var cities: [Notice.Named] = []
        var countries: [Notice.Named] = []
        var all = false
        var expiresNode: Node?
        var translations: [Notice.Translation] = []
    }

    private func readFields(_ root: Node, into notice: inout Fields, _ fields: inout YAMLFields) {
        guard !YAMLFields.isNull(root) else { return }
        for (key, keyNode, value) in fields.members(root, "the front matter") ?? [] where !YAMLFields.isNull(value) {
            switch key {
            case "title": notice.title = fields.string(value, key)
            case "date": notice.date = Self.day(value, key, &fields)
            case "expires":
                notice.expires = Self.day(value, key, &fields)
                notice.expiresNode = value
            case "topics": notice.topics = Self.list(value, key, &fields).compactMap { Self.topic($0, &fields) }
            case "locations": notice.locations = Self.list(value, key, &fields)
            case "cities": notice.cities = Self.list(value, key, &fields)
            case "countries":
                notice.countries = Self.list(value, key, &fields).map { Notice.Named(value: $0.value.uppercased(), position: $0.position) }
            case "all": fields.bool(value, key).map { notice.all = $0 }
            default:
                if let translation = Self.translation(key, value, keyNode, &fields) {
                    notice.translations.append(translation)
                } else {
                    fields.warning(
                        keyNode, "unknown front matter key '\(key)' is ignored",
                        hint: "keys are \(Self.keys.joined(separator: ", ")), and title@cy, text@cy for the notice in Welsh")
                }
            }
        }
        if let date = notice.date, let expires = notice.expires, expires <= date, let node = notice.expiresNode {
            fields.error(
                node, "the notice expires on \(expires.iso), not after its date \(date.iso)",
                hint: "expires is the first day it is no longer shown")
        }
    }

    /// `title@cy: …` or `text@cy: …` (Markdown): the notice's title or text in another language; nil for another key.
    private static func translation(_ key: String, _ value: Node, _ keyNode: Node, _ fields: inout YAMLFields) -> Notice.Translation? {
        let parts = key.split(separator: "@", maxSplits: 1)
        guard parts.count == 2, let field = Notice.Translation.Field(rawValue: String(parts[0])), let tag = LanguageTag(String(parts[1]))
        else { return nil }
        guard let text = fields.string(value, key) else { return nil }
        return Notice.Translation(
            field: field, language: tag.description, value: field == .title ? CleanText.line(text) : text,
            position: fields.position(keyNode))
    }

    /// A `YYYY-MM-DD` day; anything else is an error at the value.
    private static func day(_ node: Node, _ key: String, _ fields: inout YAMLFields) -> CalendarDay? {
        guard let text = fields.string(node, key) else { return nil }
        if let day = CalendarDay.parse(text) { return day }
        fields.error(node, "'\(key)' \"\(text)\" is not a date", hint: "write dates as YYYY-MM-DD, e.g. 2026-12-01")
        return nil
    }

    /// A list of texts, each with its position; one text alone is a list of one.
    private static func list(_ node: Node, _ key: String, _ fields: inout YAMLFields) -> [Notice.Named] {
        let items: [Node]
        if case .sequence(let sequence) = node { items = Array(sequence) } else { items = [node] }
        return items.compactMap { item in fields.string(item, key).map { Notice.Named(value: $0, position: fields.position(item)) } }
    }

    private static func topic(_ named: Notice.Named, _ fields: inout YAMLFields) -> Slug? {
        if let slug = Slug(validating: named.value) { return slug }
        fields.log.error(
            named.position, "the topic \"\(named.value)\" cannot be a page address; use lower-case letters, digits and single hyphens",
            hint: "write it as \(Slug(making: named.value, fallback: "topic").value)")
        return nil
    }
}
