/// A streaming RFC 4180 scanner: bytes go in chunk by chunk, records come out with the line and column
/// of each field, so a file of any size is read in bounded memory.
///
/// Quoted fields may hold delimiters, doubled quotes and line breaks; lines end in LF or CRLF.
struct CSVScanner {
    struct Record {
        var fields: [String]
        /// Where each field starts (1-based line and column, columns counted in characters).
        var positions: [(line: Int, column: Int)]
        var line: Int
        /// Set when a field or the whole record passed its limit: the record is not read further, and is left out.
        var tooLong: TooLong?
        /// Oddities read past in this record (a quote inside an unquoted field), for warnings that name it.
        var warnings: [Problem] = []
    }

    enum TooLong: Equatable {
        /// The field starting here has more than `maxFieldBytes`.
        case field(index: Int, line: Int, column: Int)
        /// The record has more than `maxRecordBytes`.
        case record
    }

    /// The most bytes one field may have: a description runs to a few thousand, and a field is copied into every
    /// page that shows it.
    static let maxFieldBytes = 65_536
    /// The most bytes one record (a row with its delimiters) may have.
    static let maxRecordBytes = 1_048_576

    struct Problem: Equatable {
        var line: Int
        var column: Int
        var message: String
        var hint: String?
    }

    private enum State { case fieldStart, unquoted, quoted, quoteInQuoted }

    let delimiter: UInt8
    private(set) var problems: [Problem] = []
    private var state = State.fieldStart
    private var field: [UInt8] = []
    private var record = Record(fields: [], positions: [], line: 1)
    private var line = 1
    private var column = 0
    private var quoteLine = 0, quoteColumn = 0
    private var afterCR = false
    private var recordBytes = 0
    /// Whether the field being read already has a warning for a quote inside it (one a field is enough).
    private var quoteWarned = false

    init(delimiter: UInt8) { self.delimiter = delimiter }

    mutating func feed(_ bytes: some Sequence<UInt8>, _ emit: (Record) -> Void) {
        for byte in bytes { step(byte, emit) }
    }

    /// Ends the input: the last record without a line break, or an unclosed quote (that record is dropped).
    mutating func finish(_ emit: (Record) -> Void) {
        if state == .quoted {
            state = .fieldStart
            record.fields = []
            problems.append(
                Problem(
                    line: quoteLine, column: quoteColumn, message: "the quoted field is never closed",
                    hint: "end it with `\"`; a quote inside a quoted field is written `\"\"`"))
        }
        if state != .fieldStart || !record.fields.isEmpty { endRecord(emit) }
    }

    private mutating func step(_ byte: UInt8, _ emit: (Record) -> Void) {
        if afterCR {
            afterCR = false
            if byte == 0x0A { return }
        }
        if byte & 0xC0 != 0x80 { column += 1 }
        recordBytes += 1
        if recordBytes > Self.maxRecordBytes, record.tooLong == nil { record.tooLong = .record }
        switch state {
        case .fieldStart:
            // A quoted field's position is that of its first character, after the quote.
            if record.tooLong == nil { record.positions.append((line, byte == 0x22 ? column + 1 : column)) }
            if byte == 0x22 {
                state = .quoted
                (quoteLine, quoteColumn) = (line, column)
            } else {
                state = .unquoted
                unquoted(byte, emit)
            }
        case .unquoted: unquoted(byte, emit)
        case .quoted:
            if byte == 0x22 { state = .quoteInQuoted } else { appendQuoted(byte) }
        case .quoteInQuoted:
            if byte == 0x22 {
                keep(byte)
                state = .quoted
            } else if byte == delimiter || byte == 0x0A || byte == 0x0D {
                state = .unquoted
                unquoted(byte, emit)
            } else {
                problems.append(
                    Problem(
                        line: line, column: column, message: "text after the closing quote of a field",
                        hint: "a quote inside a quoted field is written `\"\"`"))
                keep(byte)
                state = .unquoted
            }
        }
    }

    private mutating func appendQuoted(_ byte: UInt8) {
        keep(byte)
        if byte == 0x0A {
            line += 1
            column = 0
        }
    }

    private mutating func unquoted(_ byte: UInt8, _ emit: (Record) -> Void) {
        switch byte {
        case delimiter:
            endField()
            state = .fieldStart
        case 0x0A, 0x0D:
            afterCR = byte == 0x0D
            endRecord(emit)
            line += 1
            column = 0
        case 0x22:
            // Read literally, as spreadsheet programs and Python's csv module do: `Bank "Süd"` is a name, not an error.
            keep(byte)
            guard !quoteWarned else { return }
            quoteWarned = true
            record.warnings.append(
                Problem(
                    line: line, column: column, message: "a quote inside an unquoted field; it is read as it is",
                    hint: "to be sure, quote the whole field and double the quote: `\"a \"\"b\"\" c\"`"))
        default: keep(byte)
        }
    }

    /// Adds a byte to the field, unless the field or the record is already too long.
    private mutating func keep(_ byte: UInt8) {
        guard record.tooLong == nil else { return }
        guard field.count < Self.maxFieldBytes else {
            let start = record.positions[record.positions.count - 1]
            record.tooLong = .field(index: record.positions.count - 1, line: start.line, column: start.column)
            field = []
            return
        }
        field.append(byte)
    }

    private mutating func endField() {
        // A field that has no byte (the file ends after a delimiter) starts where its first byte would be.
        if record.positions.count == record.fields.count { record.positions.append((line, column + 1)) }
        guard record.tooLong == nil else {
            quoteWarned = false
            return field.removeAll(keepingCapacity: true)
        }
        if String(validating: field, as: UTF8.self) == nil, let start = record.positions.last {
            problems.append(
                Problem(line: start.line, column: start.column, message: "the field is not valid UTF-8", hint: "save the file as UTF-8"))
        }
        record.fields.append(String(decoding: field, as: UTF8.self))
        field.removeAll(keepingCapacity: true)
        quoteWarned = false
    }

    private mutating func endRecord(_ emit: (Record) -> Void) {
        endField()
        state = .fieldStart
        if !(record.fields.count == 1 && record.fields[0].isEmpty) { emit(record) }
        record = Record(fields: [], positions: [], line: line + 1)
        recordBytes = 0
    }

    /// `;` when the first line has more semicolons than commas outside quotes, else `,`.
    static func delimiter(of start: some Sequence<UInt8>) -> UInt8 {
        var commas = 0, semicolons = 0, quoted = false
        for byte in start {
            if byte == 0x22 { quoted.toggle() }
            if quoted { continue }
            if byte == 0x0A || byte == 0x0D { break }
            if byte == 0x2C { commas += 1 }
            if byte == 0x3B { semicolons += 1 }
        }
        return semicolons > commas ? 0x3B : 0x2C
    }
}
