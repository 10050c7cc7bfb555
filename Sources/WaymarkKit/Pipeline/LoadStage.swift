import Foundation

/// Reads every input of the site into `SiteData`.
struct LoadStage {
    let paths: SitePaths

    func load(log: inout DiagnosticLog) -> SiteData {
        var data = SiteData(config: SiteConfig())
        let branches = paths.content.appendingPathComponent("branches.json")
        if let bytes = try? Data(contentsOf: branches) {
            let output = BranchesReader().read(bytes: Array(bytes), path: paths.display(branches), log: &log)
            data.locations = output.locations
            data.bankName = output.bankName
        }
        return data
    }
}

/// Checks across records that no single reader can make.
struct CheckStage {
    let data: SiteData

    func run(log: inout DiagnosticLog) {}
}
