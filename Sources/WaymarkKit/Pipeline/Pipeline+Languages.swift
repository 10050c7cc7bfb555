extension Pipeline {
    /// Runs the stages for each of the site's languages, the default's tree first; a tree with errors ends the run.
    public func run() -> BuildReport {
        var report = buildTree()
        for language in report.languages.dropFirst() where !report.hasErrors {
            var options = self.options
            options.language = language
            options.output = self.options.output.appendingPathComponent(language)
            report.add(Pipeline(options: options).buildTree())
        }
        if !options.write, report.languages.count > 1, !report.hasErrors { checkHreflang(&report) }
        return report
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
