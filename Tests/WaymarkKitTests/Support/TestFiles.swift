import Foundation

@testable import WaymarkKit

/// Paths and helpers shared by the reader tests.
enum TestFiles {
    /// The repository root, found from this file's own path.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Fixtures/real/<relative>`: real inputs written by others (sources and licences in its SOURCES.md).
    static func real(_ relative: String) -> URL {
        repository.appendingPathComponent("Tests/Fixtures/real/\(relative)")
    }

    static func bytes(_ url: URL) throws -> [UInt8] {
        Array(try Data(contentsOf: url))
    }

    /// The files of a folder with the given extension, sorted by name.
    static func files(in url: URL, withExtension ext: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == ext }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}

/// A diagnostic reduced to what a test compares: severity, line, column and message.
struct Reported: Equatable, CustomStringConvertible {
    var severity: Diagnostic.Severity
    var line: Int
    var column: Int
    var message: String

    init(_ severity: Diagnostic.Severity, _ line: Int, _ column: Int, _ message: String) {
        self.severity = severity
        self.line = line
        self.column = column
        self.message = message
    }

    var description: String { "\(line):\(column): \(severity.rawValue): \(message)" }
}

extension DiagnosticLog {
    var reported: [Reported] {
        all.map { Reported($0.severity, $0.position.line, $0.position.column, $0.message) }
    }
}
