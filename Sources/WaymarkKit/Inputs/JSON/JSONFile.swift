import Foundation

/// Loads and parses a JSON file, turning a syntax error into a positioned diagnostic.
public enum JSONFile {
    /// The parsed root, or nil with the error added to `log`.
    public static func parse(bytes: [UInt8], path: String, log: inout DiagnosticLog) -> JSONNode? {
        do {
            let (root, duplicates) = try JSONParser.parseReportingDuplicates(bytes)
            report(duplicates, path: path, log: &log)
            return root
        } catch {
            log.error(
                SourcePosition(path: path, line: error.line, column: error.column),
                "invalid JSON: \(error.message)")
            return nil
        }
    }

    /// Repeated member names, as warnings at the repeat.
    static func report(_ duplicates: [JSONSyntaxError], path: String, log: inout DiagnosticLog) {
        for duplicate in duplicates {
            log.warning(
                SourcePosition(path: path, line: duplicate.line, column: duplicate.column), duplicate.message,
                hint: "remove one of the two; JSON readers differ on which one they keep")
        }
    }
}
