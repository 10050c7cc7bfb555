import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Parses a property list into a positioned tree, turning syntax errors into diagnostics.
///
/// XML plists are read with Foundation's XMLParser (PropertyListSerialization gives no positions);
/// binary plists (`bplist00`) go through PropertyListSerialization and every value is placed at 1:1.
public enum PlistFile {
    /// The root value, or nil with the errors added to `log`.
    public static func parse(bytes: [UInt8], path: String, log: inout DiagnosticLog) -> PlistNode? {
        if bytes.starts(with: Array("bplist".utf8)) { return parseBinary(bytes, path: path, log: &log) }
        if let entity = XMLTagScanner.firstEntityDeclaration(bytes) {
            log.error(
                SourcePosition(path: path, line: entity.line, column: entity.column),
                "the property list declares its own entity '&\(entity.name);', which Waymark does not expand",
                hint: "write the text itself instead of the entity reference")
            return nil
        }
        if let encoding = XMLTagScanner.foreignEncoding(bytes) {
            log.error(
                SourcePosition(path: path, line: encoding.line, column: encoding.column),
                "the property list is in \(encoding.name); Waymark reads property lists in UTF-8 only",
                hint: "save the file as UTF-8 (and declare encoding=\"UTF-8\")")
            return nil
        }
        if let instruction = XMLTagScanner.firstProcessingInstruction(bytes) {
            log.error(
                SourcePosition(path: path, line: instruction.line, column: instruction.column),
                "the property list has a processing instruction <?\(instruction.name) …?>, which Waymark does not read",
                hint: "remove it; only the <?xml …?> declaration may start the file")
            return nil
        }
        let builder = PlistTreeBuilder(path: path, tagPositions: XMLTagScanner.startTags(bytes))
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        _ = parser.parse()
        parser.delegate = nil
        if let failure = builder.failure {
            log.error(
                SourcePosition(path: path, line: max(1, failure.line), column: max(1, failure.column)),
                failure.message ?? "invalid XML: \(describe(failure.code))",
                hint: (22...27).contains(failure.code) ? "write & as &amp; and < as &lt; inside text" : nil)
            return nil
        }
        log.merge(builder.log)
        guard let root = builder.root else {
            if builder.log.all.isEmpty {
                log.error(.file(path), "the property list is empty; expected <plist> with a <dict> or an <array>")
            }
            return nil
        }
        return root
    }

    /// Messages for libxml2's error numbers, which XMLParser passes on as the error code on every platform.
    private static func describe(_ code: Int) -> String {
        switch code {
        case 4: "the file is empty"
        case 5: "the file ends before every element is closed, or has more after the root element"
        case 9, 6, 7, 8: "the file contains a character that XML does not allow"
        case 22, 23, 26, 27: "an entity reference (&…;) is unknown or malformed"
        case 38...42: "an attribute is malformed"
        case 72, 73: "a tag is not closed with '>'"
        case 76: "an end tag does not match the element it closes"
        case 77: "the file ends inside a tag"
        default: "the XML is not well-formed (libxml2 error \(code))"
        }
    }

    /// Binary plists carry no line numbers, so every value of one is reported at 1:1.
    private static func parseBinary(_ bytes: [UInt8], path: String, log: inout DiagnosticLog) -> PlistNode? {
        do {
            let object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
            if let node = node(from: object, depth: 0) { return node }
            log.error(.file(path), "the binary property list holds values Waymark cannot read, or is nested too deeply")
        } catch {
            log.error(.file(path), "invalid binary property list: \(error.localizedDescription)")
        }
        return nil
    }

    private static func node(from object: Any, depth: Int) -> PlistNode? {
        guard depth < 256 else { return nil }
        let value: PlistNode.Value
        switch object {
        case let text as String: value = .string(text)
        case let number as NSNumber: value = numberValue(number)
        case let dictionary as [String: Any]:
            var result = PlistDictionary()
            for key in dictionary.keys.sorted() {
                guard let child = dictionary[key], let node = node(from: child, depth: depth + 1) else { return nil }
                result.append(.init(key: key, keyLine: 1, keyColumn: 1, value: node))
            }
            value = .dictionary(result)
        case let array as [Any]:
            var items: [PlistNode] = []
            for item in array {
                guard let node = node(from: item, depth: depth + 1) else { return nil }
                items.append(node)
            }
            value = .array(items)
        case let date as Date: value = .other(kind: "date", text: "\(date)")
        case let data as Data: value = .other(kind: "data", text: data.base64EncodedString())
        default: return nil
        }
        return PlistNode(value, line: 1, column: 1)
    }

    private static func numberValue(_ number: NSNumber) -> PlistNode.Value {
        let type = String(cString: number.objCType)
        if type == "c" || type == "B" { return .bool(number.boolValue) }
        if type == "d" || type == "f" { return .real(number.doubleValue, text: "\(number.doubleValue)") }
        return .integer(number.intValue, text: "\(number.intValue)")
    }
}
