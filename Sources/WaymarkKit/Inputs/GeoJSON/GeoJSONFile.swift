/// The part of reading a GeoJSON file that every reader shares: its bytes, parsed with the members of
/// `features` handed to `feature` one at a time (a BOM is skipped by `JSONParser`).
enum GeoJSONFile {
    /// The root object with `features` left empty, or nil after an error in `log` (the file cannot be read, or is
    /// not JSON: then it is left out whole).
    static func features(of file: SourceFile, log: inout DiagnosticLog, _ feature: (JSONNode) -> Void) -> JSONNode? {
        var bytes: [UInt8] = []
        guard file.chunks({ bytes += $0 }) else {
            log.error(.file(file.path), "the file cannot be read", hint: "check its permissions")
            return nil
        }
        do {
            return try JSONParser.parse(bytes, streamingElementsOf: "features", feature)
        } catch {
            log.error(SourcePosition(path: file.path, line: error.line, column: error.column), "invalid JSON: \(error.message)")
            return nil
        }
    }

    /// Whether the document is a FeatureCollection, whose streamed `features` are its features.
    static func isCollection(_ root: JSONNode) -> Bool {
        guard case .object(let object) = root.value, case .string("FeatureCollection")? = object["type"]?.value else { return false }
        return true
    }
}
