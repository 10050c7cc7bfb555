/// Checks across records that no single reader can make.
struct CheckStage {
    let data: SiteData

    func run(log: inout DiagnosticLog) {
        CountryChecker().check(data.countries, log: &log)
    }
}
