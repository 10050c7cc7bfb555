import Foundation

/// Loads and parses a JSON file, turning a syntax error into a positioned diagnostic.
public enum JSONFile {
    /// The parsed root, or nil with the error added to `log`.
    public static func parse(bytes: [UInt8], path: String, log: inout DiagnosticLog) -> JSONNode? {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            log.error(
                SourcePosition(path: path, line: error.line, column: error.column),
                "invalid JSON: \(error.message)")
            return nil
        }
    }
}
