import Foundation

/// The file a query is saved to: `Content/geocode/<query>.json`, where the file name is the query, so a reader of the folder sees what was asked.
///
/// A query that cannot be a file name is refused rather than changed, because the build reads the
/// query back from the name and would show something other than what was asked.
enum GeocodeFileName {
    /// Bytes a query may take; with `.json` and the temporary file's additions it stays under 255.
    static let maximumBytes = 200

    /// The query as it is sent: surrounding white space removed.
    static func normalized(_ query: String) -> String {
        query.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `<query>.json` for a normalized query, or why it cannot be a file name.
    static func make(for query: String) throws(GeocodeFailure) -> String {
        guard !query.isEmpty else {
            throw .usage("the query is empty", hint: "give an address, e.g. waymark geocode \"10 Downing St, London\"")
        }
        if let scalar = query.unicodeScalars.first(where: isControl) {
            let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            throw .usage(
                "the query contains the control character \(code), which cannot be part of its file name",
                hint: "type the address on one line without control characters")
        }
        if query.contains("/") {
            throw .usage(
                "the query contains '/', which cannot be part of its file name Content/geocode/<query>.json",
                hint: "write it another way, e.g. \"\(query.replacingOccurrences(of: "/", with: "-"))\"")
        }
        if query.hasPrefix(".") {
            throw .usage(
                "the query starts with '.', which would make Content/geocode/<query>.json a hidden file the build skips",
                hint: "leave out the leading dot")
        }
        if query.utf8.count > maximumBytes {
            throw .usage(
                "the query is \(query.utf8.count) bytes long; a query can be at most \(maximumBytes) bytes, as it is also a file name")
        }
        return query + ".json"
    }

    /// C0 and C1 controls, line and paragraph separators, and the bidirectional overrides that can disguise a name.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
