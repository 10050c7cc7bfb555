import Foundation

extension SiteLoader {
    /// The pages of `Content/pages/` and their translations (`help.cy.md` beside `help.md`); a translation of a page
    /// the folder lacks, or in a language the site does not list, is a warning, and it is left out.
    static func readPages(_ files: [File], config: SiteConfig, log: inout DiagnosticLog) -> ([ContentPage], [PageTranslation]) {
        var pages: [ContentPage] = []
        var translations: [PageTranslation] = []
        for file in files {
            guard let text = Self.text(file, log: &log) else { continue }
            if let (slug, language) = translationName(file.path) {
                let reader = PageReader()
                if let page = reader.readTranslation(text: text, path: file.path, slug: slug, language: language, log: &log) {
                    translations.append(page)
                }
            } else if let page = PageReader().read(text: text, path: file.path, log: &log) {
                pages.append(page)
            }
        }
        let slugs = Set(pages.map(\.slug))
        let languages = config.languages.dropFirst().compactMap(LanguageTag.init)
        return (pages, translations.filter { translation in usable(translation, slugs, languages, &log) })
    }

    private static func usable(
        _ translation: PageTranslation, _ slugs: Set<Slug>, _ languages: [LanguageTag], _ log: inout DiagnosticLog
    ) -> Bool {
        let name = (translation.position.path as NSString).lastPathComponent
        guard slugs.contains(translation.slug) else {
            log.warning(
                translation.position, "\(name) translates \(translation.slug.value).md, which the pages do not have; it is left out",
                hint: "a page in another language needs its page in the default language, whose front matter it inherits")
            return false
        }
        guard languages.contains(where: { $0.lookupChain.contains(translation.language) }) else {
            let listed = languages.map(\.description).joined(separator: ", ")
            log.warning(
                translation.position,
                "\(name) is in \(translation.language), which is not one of the site's other languages; it is left out",
                hint: listed.isEmpty ? "list the language under languages: in site.yml" : "the site's other languages are \(listed)")
            return false
        }
        return true
    }

    /// The page and language of a translation's file name (`help.cy.md`: `help`, `cy`); nil for a page's own name.
    static func translationName(_ path: String) -> (Slug, String)? {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        guard let dot = stem.lastIndex(of: "."), let slug = Slug(validating: String(stem[..<dot])),
            let tag = LanguageTag(String(stem[stem.index(after: dot)...]))
        else { return nil }
        return (slug, tag.description)
    }
}
