/// The theme's words in one language, every key resolved: the language's own string, else the default language's.
struct Words: Sendable {
    let language: LanguageTag
    let entries: [String: Catalogue.Entry]
    /// Each label kind's keys by the code they name, in lower case without separators (`pinchange`:
    /// `service_pin_change`), made once so that `label` finds a code's key without splitting the code into words.
    let codeKeys: [LabelKind: [String: String]]

    init(language: LanguageTag, entries: [String: Catalogue.Entry]) {
        self.language = language
        self.entries = entries
        codeKeys = Self.codeKeys(entries)
    }

    /// Whether the key has a string, and whether it has plural forms.
    func kind(of key: String) -> (exists: Bool, isPlural: Bool) {
        guard let entry = entries[key] else { return (false, false) }
        return (true, entry.isPlural)
    }

    /// A plain string with its placeholders filled; the key itself when there is none (a template's unknown word
    /// is an error before any page renders).
    func text(_ key: String, _ values: [String: String] = [:]) -> String {
        Catalogue.fill(entries[key]?.forms[.other] ?? key, values)
    }

    /// The form for `count` (by the language's CLDR rules) with `{count}` and the other placeholders filled.
    func text(_ key: String, count: Int, _ values: [String: String] = [:]) -> String {
        guard let entry = entries[key] else { return key }
        return Catalogue.fill(
            form(entry, PluralOperands(count)), values.merging(["count": PageRenderer.grouped(count)]) { given, _ in given })
    }

    /// The form for a number that may have decimals, `plain` as CLDR reads it ("4.2", "1.0": not the same form as
    /// "1" in every language), with `{count}` as `shown` writes it in the language's digits ("٤٫٢").
    func text(_ key: String, plain: String, shown: String) -> String {
        guard let entry = entries[key], let operands = PluralOperands(plain) else { return key }
        return Catalogue.fill(form(entry, operands), ["count": shown])
    }

    private func form(_ entry: Catalogue.Entry, _ operands: PluralOperands) -> String {
        entry.forms[PluralRules.category(operands, language.language)] ?? entry.forms[.other] ?? ""
    }
}

extension Words {
    /// Resolves a language's catalogues (the theme's, then the site's, which wins key by key) against the default
    /// language's words: a key it lacks falls back, with one warning; a placeholder that neither the default nor the
    /// theme's English (`theme`, which every template's fields are written for) has is an error.
    static func resolve(
        _ layers: [Catalogue], over fallback: Words?, theme: Words? = nil, language: LanguageTag, log: inout DiagnosticLog
    ) -> Words {
        var entries: [String: Catalogue.Entry] = [:]
        for layer in layers { entries.merge(layer.entries) { _, site in site } }
        guard let fallback else { return Words(language: language, entries: entries) }
        for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
            guard let reference = fallback.entries[key] else { continue }
            let known = Set([reference, theme?.entries[key]].compactMap { $0 }.flatMap { $0.forms.values.flatMap(Catalogue.placeholders) })
            for text in entry.forms.values.sorted() {
                for name in Catalogue.placeholders(text) where !known.contains(name) {
                    log.error(
                        entry.position, "'{\(name)}' in '\(key)' is not a placeholder of the \(fallback.language) string",
                        hint: known.isEmpty
                            ? "the \(fallback.language) string has no placeholders"
                            : "use one of "
                                + known.sorted().map { "{\($0)}" }.joined(separator: ", "))
                }
            }
        }
        let path = layers.last?.path ?? "Content/i18n/\(language).yml"
        for (key, entry) in fallback.entries.sorted(by: { $0.key < $1.key }) where entries[key] == nil {
            log.warning(
                .file(path), "no \(language) string for '\(key)': the \(fallback.language) one is shown",
                hint: "add '\(key)' to Content/i18n/\(language).yml")
            entries[key] = entry
        }
        return Words(language: language, entries: entries)
    }
}
