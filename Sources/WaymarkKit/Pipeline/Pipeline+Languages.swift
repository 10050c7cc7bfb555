extension Pipeline {
    /// Runs the stages for each of the site's languages, the default's tree first; a tree with errors ends the run.
    /// With `default_language_in_subfolder: true`, every language's tree is a subfolder with its own assets, and the
    /// root holds the language chooser and the host's files; it reads the site to know them, and renders no page.
    public func run() -> BuildReport {
        var root = options
        root.chooserRoot = Self.defaultLanguageInSubfolder(site: options.sitePath)
        root.useCache = options.useCache && !root.chooserRoot
        var report = Pipeline(options: root).buildTree()
        // The root's pages are its default tree's, under `<tag>/`.
        if root.chooserRoot { (report.pages, report.rendered) = (0, 0) }
        let subtrees = root.chooserRoot ? report.languages : Array(report.languages.dropFirst())
        var cacheNote: String?
        for language in subtrees where !report.hasErrors {
            var options = self.options
            options.language = language
            options.output = self.options.output.appendingPathComponent(language)
            let tree = Pipeline(options: options).buildTree()
            cacheNote = cacheNote ?? tree.cacheNote
            report.add(tree, in: language)
        }
        if report.languages.count > 1 { checkWholeOutput(&report) }
        // The root has no cache of its own; the trees' is the one worth naming.
        if root.chooserRoot, options.useCache { report.cacheNote = cacheNote ?? report.cacheNote }
        if !options.write, report.languages.count > 1, !report.hasErrors { checkHreflang(&report) }
        return report
    }

    /// The host's limits on the whole output, every language's tree in it: each tree was measured alone as it was
    /// written, and the trees may fit one by one and not together.
    private func checkWholeOutput(_ report: inout BuildReport) {
        guard let host = report.host, let figures = report.statistics, !report.hasErrors else { return }
        for problem in figures.problems(on: host) {
            let message = Self.wouldNotDeploy(host, problem.message, scope: " with every language's tree")
            report.diagnostics.append(.error(.file(options.output.path), message, hint: problem.hint))
        }
    }

    /// Whether `site.yml` puts every language in a subfolder; its problems are reported by the build that reads it.
    private static func defaultLanguageInSubfolder(site: String) -> Bool {
        let paths = SitePaths(site: site)
        let file = paths.content.appendingPathComponent("site.yml")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
        var log = DiagnosticLog()
        return SiteConfigReader().read(text: text, path: file.path, log: &log).defaultLanguageInSubfolder
    }

    /// Writes the language chooser's files at the root.
    func writeChooser(_ chooser: LanguageChooser, _ writer: OutputWriter, _ log: inout DiagnosticLog) {
        writer.writesOnly = nil
        for (path, text) in chooser.files {
            do { try writer.write(path, text: text) } catch { log.error(error, at: writer.destination.path + "/" + path) }
        }
    }

    /// A check's errors for a broken `hreflang` mesh: the first few problems, and how many more.
    private func checkHreflang(_ report: inout BuildReport) {
        let paths = SitePaths(site: options.sitePath)
        let settings = paths.display(paths.content.appendingPathComponent("site.yml"))
        let problems = report.mesh.problems()
        for problem in problems.prefix(10) {
            report.diagnostics.append(
                .error(
                    .file(settings), "hreflang: " + problem,
                    hint: problem.contains("not an absolute URL")
                        ? "search engines need absolute URLs: set base_url to the site's address, such as https://bank.example/"
                        : nil))
        }
        if problems.count > 10 {
            report.diagnostics.append(.error(.file(settings), "hreflang: \(problems.count - 10) more problems like these"))
        }
    }
}
