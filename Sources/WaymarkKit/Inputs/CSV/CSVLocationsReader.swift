/// Reads `Content/*.csv` (RFC 4180, `,` or `;`, UTF-8 with or without BOM) into locations, streaming:
/// one row at a time, whatever the file's size.
public struct CSVLocationsReader {
    var mapping: SourceMapping

    public init(mapping: SourceMapping = SourceMapping()) { self.mapping = mapping }

    public func read(_ file: SourceFile, log: inout DiagnosticLog) -> [Location] {
        var state = ReadState(path: file.path, mapping: mapping)
        var scanner: CSVScanner?
        let readable = file.chunks { chunk in
            var bytes = chunk[...]
            if scanner == nil {
                if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
                scanner = CSVScanner(delimiter: CSVScanner.delimiter(of: bytes))
                state.delimiter = scanner!.delimiter
            }
            scanner!.feed(bytes) { state.row($0) }
        }
        guard readable else {
            log.error(.file(file.path), "the file cannot be read", hint: "check its permissions")
            return []
        }
        scanner?.finish { state.row($0) }
        for problem in scanner?.problems ?? [] {
            log.error(SourcePosition(path: file.path, line: problem.line, column: problem.column), problem.message, hint: problem.hint)
        }
        log.merge(state.log)
        return state.locations
    }

    /// What reading one file has found so far.
    private struct ReadState {
        let path: String
        let mapping: SourceMapping
        var delimiter: UInt8 = 0x2C
        var header: [String]?
        var columns: [Int: String] = [:]
        var builder = LocationRecordBuilder()
        var locations: [Location] = []
        var log = DiagnosticLog()
        var rows = 0
        /// The header passed a length limit: no row can be read without it.
        var headerTooLong = false

        init(path: String, mapping: SourceMapping) {
            self.path = path
            self.mapping = mapping
        }

        mutating func row(_ record: CSVScanner.Record) {
            guard !headerTooLong else { return }
            if let tooLong = record.tooLong { return leaveOut(record, tooLong) }
            guard let header else {
                warn(record.warnings, named: "the header")
                return start(record)
            }
            rows += 1
            let position = SourcePosition(path: path, line: record.line, column: 1)
            guard record.fields.count == header.count else {
                warn(record.warnings, named: "row \(rows)")
                log.warning(
                    position, "row \(rows) has \(record.fields.count) fields but the header has \(header.count); it is left out",
                    hint: "quote a field that contains `\(delimiter == 0x3B ? ";" : ",")` or a line break")
                return
            }
            var fields = LocationRecord(position: position, label: "row \(rows)")
            for (index, field) in columns {
                let at = record.positions[index]
                fields.values[field] = LocationRecord.Value(
                    text: record.fields[index], position: SourcePosition(path: path, line: at.line, column: at.column))
            }
            warn(record.warnings, named: fields.named)
            if let location = builder.location(fields, log: &log) { locations.append(location) }
        }

        /// A row past a length limit is left out with a warning (one such row does not stop the site); a header past
        /// it is an error, and the file is not read.
        private mutating func leaveOut(_ record: CSVScanner.Record, _ tooLong: CSVScanner.TooLong) {
            if header != nil { rows += 1 }
            let what = header == nil ? "the header" : "row \(rows)"
            var position = SourcePosition(path: path, line: record.line, column: 1)
            var message = "\(what) is longer than \(PageRenderer.grouped(CSVScanner.maxRecordBytes)) bytes"
            var hint: String? = nil
            if case .field(let index, let line, let column) = tooLong {
                position = SourcePosition(path: path, line: line, column: column)
                let name = header.flatMap { index < $0.count ? " \"\($0[index])\"" : nil } ?? ""
                let field = header == nil ? "a field of the header" : "\(what): the field\(name)"
                message = "\(field) is longer than \(PageRenderer.grouped(CSVScanner.maxFieldBytes)) bytes"
                hint = "a field this long is often a quote left open; check the quotes up to here"
            }
            guard header != nil else {
                headerTooLong = true
                return log.error(position, message + "; the file is not read", hint: hint)
            }
            log.warning(position, message + "; the row is left out", hint: hint)
        }

        /// The scanner's warnings about one record, each naming it: in a long file a line number alone is hard to find.
        private mutating func warn(_ warnings: [CSVScanner.Problem], named: String) {
            for problem in warnings {
                let position = SourcePosition(path: path, line: problem.line, column: problem.column)
                log.report(Diagnostic(.warning, position, problem.message, hint: problem.hint, record: named))
            }
        }

        private mutating func start(_ record: CSVScanner.Record) {
            header = record.fields
            columns = LocationFields.resolve(record.fields, mapping: mapping.fields)
            builder = LocationRecordBuilder(timeZone: mapping.timeZone, decimalComma: delimiter == 0x3B)
            for (field, column) in mapping.fields.sorted(by: { $0.key < $1.key }) where !columns.values.contains(field) {
                log.error(
                    SourcePosition(path: path, line: record.line, column: 1),
                    "site.yml maps \(field) to the column \"\(column)\", which this file does not have",
                    hint: "the columns are \(record.fields.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
            for field in ["latitude", "longitude"] where !columns.values.contains(field) && mapping.fields[field] == nil {
                log.error(
                    SourcePosition(path: path, line: record.line, column: 1), "no \(field) column",
                    hint:
                        "name a column \(LocationFields.defaults[field]!.joined(separator: " or ")), or map one under csv: columns: in site.yml"
                )
            }
        }
    }
}
