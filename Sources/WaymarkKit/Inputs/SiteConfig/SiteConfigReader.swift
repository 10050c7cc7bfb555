import Yams

/// Reads `Content/site.yml` into the site's settings; a key that is absent keeps its default.
public struct SiteConfigReader {
    public init() {}

    public func read(text: String, path: String, log: inout DiagnosticLog) -> SiteConfig {
        var config = SiteConfig()
        guard let root = YAMLFile.parse(text, path: path, log: &log), !YAMLFields.isNull(root) else { return config }
        var fields = YAMLFields(path: path, lineOffset: 0)
        defer { log.merge(fields.log) }
        var subfolder: Node?
        for (key, keyNode, value) in fields.members(root, "site.yml") ?? [] where !YAMLFields.isNull(value) {
            if let (setting, tag) = Self.translatable(key) {
                config.translations += texts(setting, tag: tag, keyNode: keyNode, value: value, &fields)
                continue
            }
            switch key {
            case "base_url": baseURL(value, &fields).map { config.baseURL = $0 }
            case "language": language(value, &fields).map { config.language = $0 }
            case "languages": config.languages = languages(value, &fields)
            case "contact_email": contactEmail(value, &fields).map { config.contactEmail = $0 }
            case "page_size": wholeNumber(value, key, in: 1...10_000, &fields).map { config.pageSize = $0 }
            case "list_pages": wholeNumber(value, key, in: 1...100_000, &fields).map { config.listPages = $0 }
            case "host": host(value, &fields).map { config.host = $0 }
            case "default_language_in_subfolder": subfolder = inSubfolder(keyNode, value, &config, &fields)
            case "offline": fields.bool(value, key).map { config.offline = $0 }
            case "hours_page": fields.bool(value, key).map { config.hoursPage = $0 }
            case "city_pages": fields.bool(value, key).map { config.cityPages = $0 }
            case "closed_page_days": wholeNumber(value, key, in: 0...3650, &fields).map { config.closedPageDays = $0 }
            case "csv": config.csv = sourceMapping(value, key, names: "columns", &fields)
            case "geojson": config.geojson = sourceMapping(value, key, names: "properties", &fields)
            case "layers": config.layerStyles = layerStyles(value, &fields)
            case "osm_extracts": config.osmExtracts = osmExtracts(value, &fields)
            case "facets": config.facetMeanings = facetMeanings(value, &fields)
            case "feeds": config.feeds = feeds(value, &fields)
            case "hour_sets": config.hourSetLabels = hourSetLabels(value, &fields)
            default:
                fields.warning(
                    keyNode, "unknown setting '\(key)' is ignored",
                    hint: "settings are \(Self.keys.joined(separator: ", "))")
            }
        }
        if let first = config.languages.first { config.language = first }
        if let subfolder, config.defaultLanguageInSubfolder, config.languages.count < 2 {
            config.defaultLanguageInSubfolder = false
            fields.warning(
                subfolder, "default_language_in_subfolder is ignored: the site is built in one language",
                hint: "list the site's languages under languages:, such as [en, cy]")
        }
        resolve(&config, &fields)
        return config
    }

    static let keys = [
        "title", "base_url", "language", "languages", "default_language_in_subfolder", "contact_email", "page_size", "list_pages",
        "attribution", "description",
        "geocode_attribution", "host", "offline", "hours_page", "city_pages", "closed_page_days", "csv", "geojson",
        "layers", "osm_extracts", "facets", "feeds", "hour_sets",
    ]

    /// A BCP 47 tag, written in its customary case.
    private func language(_ node: Node, _ fields: inout YAMLFields) -> String? {
        guard let text = fields.string(node, "language") else { return nil }
        guard let tag = LanguageTag(text) else {
            fields.error(node, "unknown language tag \"\(text)\"", hint: "a BCP 47 tag, such as en, cy, fr-CA or pt-BR")
            return nil
        }
        return tag.description
    }

    /// `languages: [en, cy]`: BCP 47 tags, each once, the default first.
    private func languages(_ node: Node, _ fields: inout YAMLFields) -> [String] {
        guard case .sequence(let items) = node, !items.isEmpty else {
            fields.error(node, "languages must be a list of language tags, such as [en, cy]")
            return []
        }
        var tags: [String] = []
        for item in items {
            guard let tag = language(item, &fields) else { continue }
            if tags.contains(tag) {
                fields.error(item, "'\(tag)' is listed twice in languages")
                continue
            }
            tags.append(tag)
        }
        return tags
    }

    /// `default_language_in_subfolder: true`; the key's node, for a warning on a site of one language.
    private func inSubfolder(_ keyNode: Node, _ node: Node, _ config: inout SiteConfig, _ fields: inout YAMLFields) -> Node {
        guard case .scalar = node, YAMLFields.has(node, .bool), let value = node.bool else {
            fields.error(
                node, "'default_language_in_subfolder' must be true or false, found \(YAMLFields.typeName(node))",
                hint: "true puts the default language's pages under /<tag>/ too, with a language chooser at /")
            return keyNode
        }
        config.defaultLanguageInSubfolder = value
        return keyNode
    }

    private func host(_ node: Node, _ fields: inout YAMLFields) -> HostProfile? {
        guard let text = fields.string(node, "host") else { return nil }
        guard let host = HostProfile(rawValue: text) else {
            fields.error(
                node, "unknown host \"\(text)\"", hint: "hosts are \(HostProfile.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        return host
    }

    /// An absolute http(s) URL or a path from the server root, always ending in `/`.
    private func baseURL(_ node: Node, _ fields: inout YAMLFields) -> String? {
        guard let text = fields.string(node, "base_url") else { return nil }
        if let problem = BaseURLRule.problem(text) {
            fields.error(node, "base_url \(problem)", hint: "for example https://example.com/ or /")
            return nil
        }
        return BaseURLRule.normalized(text)
    }

    private func contactEmail(_ node: Node, _ fields: inout YAMLFields) -> String? {
        guard let text = fields.string(node, "contact_email") else { return nil }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        // Only characters a mailto: link carries as they are: a quote or bracket would be refused there later.
        let plain = text.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F && !"\"<>()[]\\,;:'`".unicodeScalars.contains($0) }
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), plain else {
            fields.error(node, "contact_email \"\(text)\" is not an e-mail address", hint: "for example help@example.com")
            return nil
        }
        return text
    }

    /// A whole number of `key` within `range` (`page_size`, `list_pages`).
    private func wholeNumber(_ node: Node, _ key: String, in range: ClosedRange<Int>, _ fields: inout YAMLFields) -> Int? {
        guard let value = fields.int(node, key) else { return nil }
        guard range.contains(value) else {
            fields.error(node, "\(key) \(value) must be between \(range.lowerBound) and \(range.upperBound)")
            return nil
        }
        return value
    }
}
