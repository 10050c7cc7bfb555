import Foundation

/// Decides whether an HTTP answer is a response worth saving: JSON, readable by the build, and not an API error.
struct GeocodeResponseCheck: Sendable {
    /// What was found in a usable answer.
    struct Accepted: Sendable, Equatable {
        var status: String
        var resultCount: Int
        var warnings: [String]
    }

    let request: GeocodeRequest

    init(request: GeocodeRequest) {
        self.request = request
    }

    /// Accepts the answer, or says exactly why it must not be saved.
    func check(status: Int, contentType: String?, body: [UInt8]) throws(GeocodeFailure) -> Accepted {
        let path = "the answer from \(request.host)"
        var log = DiagnosticLog()
        let root = JSONFile.parse(bytes: body, path: path, log: &log)
        guard (200...299).contains(status) else {
            throw .http(status: status, detail: (root.flatMap { Self.apiDetail($0) } ?? Self.excerpt(body, request)).map(request.redact))
        }
        guard let root else {
            throw .notJSON(
                contentType: contentType.map { request.redact($0) }, bytes: body.count, excerpt: Self.excerpt(body, request) ?? "")
        }
        guard let query = GeocodeReader().read(root: root, path: path, log: &log), !log.hasErrors else {
            let reason = log.errors.first.map { "\($0.message) at line \($0.position.line), column \($0.position.column)" }
            throw .notAResponse(request.redact(reason ?? "it has no status"))
        }
        if query.status.isError {
            throw .apiError(status: query.status.rawValue, message: query.errorMessage.flatMap { $0.isEmpty ? nil : request.redact($0) })
        }
        if let key = request.key, [key, Escape.queryValue(key)].contains(where: { body.contains(subsequence: Array($0.utf8)) }) {
            throw .containsKey
        }
        return Accepted(status: query.status.rawValue, resultCount: query.results.count, warnings: log.warnings.map(\.message))
    }

    /// "OVER_QUERY_LIMIT: Please wait." from a JSON error body, when it has a status.
    static func apiDetail(_ root: JSONNode) -> String? {
        guard case .object(let object) = root.value, case .string(let status)? = object["status"]?.value else { return nil }
        if case .string(let message)? = object["error_message"]?.value, !message.isEmpty { return "\(status): \(message)" }
        return status
    }

    /// The first printable characters of a body, for a message; nil when there is nothing to show.
    static func excerpt(_ body: [UInt8], _ request: GeocodeRequest) -> String? {
        // Redact before cutting, so a key cut in half at the end cannot show.
        let head = body.prefix(200 + 3 * (request.key?.utf8.count ?? 0))
        var out = ""
        for character in request.redact(String(decoding: head, as: UTF8.self)) {
            if out.count >= 60 {
                out += "…"
                break
            }
            let isControl = character.unicodeScalars.contains { $0.properties.generalCategory == .control }
            out.append(character.isWhitespace ? " " : isControl ? "?" : character)
        }
        let trimmed = out.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs somewhere in the bytes.
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return false }
        for start in 0...(count - needle.count) where self[start] == needle[0] {
            if self[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
