extension TemplateLibrary {
    /// A page whose `layout:` names no template is an error at that line, before anything is rendered.
    func checkLayouts(of pages: [ContentPage], log: inout DiagnosticLog) {
        for page in pages where page.layout != "page" && !has(page.layout) {
            log.error(
                page.layoutPosition ?? page.position, "no template '\(page.layout).mustache' for the layout '\(page.layout)'",
                hint: "add Templates/\(page.layout).mustache to the site, or remove the `layout:` line to use the page layout")
        }
    }
}
