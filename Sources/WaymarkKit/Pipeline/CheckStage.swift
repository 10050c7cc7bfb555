/// Checks across records that no single reader can make.
struct CheckStage {
    let data: SiteData

    func run(log: inout DiagnosticLog) {
        // Without the basemap the countries are still checked against their reference capitals;
        // the render stage reports the missing basemap.
        CountryChecker(basemap: try? BundledBasemap.shared.get()).check(data.countries, log: &log)
    }
}
