/// Reads a feed's answer with the reader the build uses for its kind, and takes it only if the build would read
/// locations from it: not an HTML page, no error, and at least one record that is not left out.
struct FeedCheck {
    let kind: FeedKind
    let config: SiteConfig

    /// The locations in `bytes`, with what the reader reported; `path` names the bytes in the diagnostics.
    func read(_ bytes: [UInt8], path: String) -> ([Location], DiagnosticLog) {
        var log = DiagnosticLog()
        let locations: [Location]
        switch kind {
        case .openbankingATM, .openbankingBranch: locations = OpenBankingReader().read(bytes: bytes, path: path, log: &log)
        case .geojson: locations = GeoJSONLocationsReader(mapping: config.geojson).read(SourceFile(path: path, bytes: bytes), log: &log)
        case .csv: locations = CSVLocationsReader(mapping: config.csv).read(SourceFile(path: path, bytes: bytes), log: &log)
        }
        return (locations, log)
    }

    /// The answer's locations, or why it is not taken.
    func accept(_ bytes: [UInt8], contentType: String?) throws(FeedFailure) -> [Location] {
        let start = bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if contentType?.lowercased().contains("html") == true || start.map({ bytes[$0] == UInt8(ascii: "<") }) == true {
            throw .unusable("the answer is an HTML page, not \(kind.noun) (an error or sign-in page?)")
        }
        let (locations, log) = read(bytes, path: "answer")
        if let error = log.errors.first { throw .unusable("the answer is not \(kind.noun): \(Self.place(error))") }
        guard !locations.isEmpty else {
            let leftOut = log.warnings.filter { $0.message.hasSuffix("left out") }
            guard let first = leftOut.first else { throw .unusable("the answer holds no records") }
            throw .unusable("no record of the answer can be used (\(leftOut.count) problems); the first: \(Self.place(first))")
        }
        let wanted: Location.Kind? = kind == .openbankingATM ? .atm : kind == .openbankingBranch ? .branch : nil
        if let wanted, let other = locations.first(where: { $0.kind != wanted }) {
            let plural = { (kind: Location.Kind) in kind == .atm ? "ATMs" : "branches" }
            throw .unusable("the answer holds \(plural(other.kind)), not \(plural(wanted)) as kind \(kind.rawValue) says")
        }
        return locations
    }

    /// "line 3, column 7: ATM "A1": …": where in the answer, and what.
    private static func place(_ diagnostic: Diagnostic) -> String {
        let named = diagnostic.record.map { "\($0): " } ?? ""
        return "line \(diagnostic.position.line), column \(diagnostic.position.column): \(named)\(diagnostic.message)"
    }
}
