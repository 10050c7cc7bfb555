import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Builds a positioned `PlistNode` tree from XMLParser's callbacks.
final class PlistTreeBuilder: NSObject, XMLParserDelegate {
    struct Failure {
        var line: Int, column: Int, code: Int
        /// Set when Waymark itself stopped the parse (too deep), instead of a libxml2 error code.
        var message: String? = nil
    }

    /// As for JSON: deeper trees are refused before they are built (freeing one recurses once per level).
    static let maxDepth = 512

    private struct Frame {
        var element: String
        var line: Int
        var column: Int
        var text = ""
        var items: [PlistNode] = []
        var dictionary = PlistDictionary()
        var pendingKey: (text: String, line: Int, column: Int)?
        /// Unknown elements and everything inside them are left out.
        var ignored = false
    }

    private let path: String
    private let tagPositions: [(line: Int, column: Int)]
    private var nextTag = 0
    private var stack: [Frame] = []
    private(set) var root: PlistNode?
    private(set) var failure: Failure?
    private(set) var log = DiagnosticLog()

    private static let containers: Set<String> = ["plist", "dict", "array"]
    private static let leaves: Set<String> = ["key", "string", "real", "integer", "true", "false", "date", "data"]

    init(path: String, tagPositions: [(line: Int, column: Int)]) {
        self.path = path
        self.tagPositions = tagPositions
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let position: (line: Int, column: Int) =
            nextTag < tagPositions.count
            ? tagPositions[nextTag] : (parser.lineNumber, parser.columnNumber)
        nextTag += 1
        guard stack.count < Self.maxDepth else {
            if failure == nil {
                failure = Failure(
                    line: position.line, column: position.column, code: 0,
                    message: "the property list is nested more than \(Self.maxDepth) levels deep")
            }
            parser.abortParsing()
            return
        }
        var frame = Frame(element: name, line: position.line, column: position.column)
        if stack.last?.ignored == true {
            frame.ignored = true
        } else if !Self.containers.contains(name) && !Self.leaves.contains(name) {
            error(position.line, position.column, "unknown property-list element <\(name)> is ignored")
            frame.ignored = true
        }
        stack.append(frame)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if !stack.isEmpty { stack[stack.count - 1].text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        if !stack.isEmpty { stack[stack.count - 1].text += String(decoding: block, as: UTF8.self) }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard let frame = stack.popLast(), !frame.ignored else { return }
        if frame.element == "key" {
            attachKey(frame)
        } else if frame.element == "plist" {
            if root == nil { root = frame.items.first }
        } else if let node = node(from: frame) {
            attach(node)
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if failure == nil {
            failure = Failure(line: parser.lineNumber, column: parser.columnNumber, code: (parseError as NSError).code)
        }
        parser.abortParsing()
    }

    private func error(_ line: Int, _ column: Int, _ message: String) {
        log.error(SourcePosition(path: path, line: line, column: column), message)
    }

    private func node(from frame: Frame) -> PlistNode? {
        let value: PlistNode.Value
        switch frame.element {
        case "dict":
            if let key = frame.pendingKey { error(key.line, key.column, "key '\(key.text)' has no value") }
            value = .dictionary(frame.dictionary)
        case "array": value = .array(frame.items)
        case "string": value = .string(frame.text)
        case "true", "false": value = .bool(frame.element == "true")
        case "real", "integer": return number(frame)
        default: value = .other(kind: frame.element, text: frame.text)
        }
        return PlistNode(value, line: frame.line, column: frame.column)
    }

    private func number(_ frame: Frame) -> PlistNode? {
        let text = frame.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if frame.element == "integer", let value = Int(text) {
            return PlistNode(.integer(value, text: text), line: frame.line, column: frame.column)
        }
        if frame.element == "real", let value = Double(text), value.isFinite {
            return PlistNode(.real(value, text: text), line: frame.line, column: frame.column)
        }
        error(
            frame.line, frame.column,
            "<\(frame.element)>\(text)</\(frame.element)> is not a valid \(frame.element == "real" ? "number" : "whole number")")
        return nil
    }

    private func attachKey(_ frame: Frame) {
        guard let parent = stack.last, parent.element == "dict", !parent.ignored else {
            if stack.last?.ignored != true { error(frame.line, frame.column, "<key> is only allowed inside a <dict>") }
            return
        }
        if let key = parent.pendingKey { error(key.line, key.column, "key '\(key.text)' has no value") }
        stack[stack.count - 1].pendingKey = (frame.text, frame.line, frame.column)
    }

    private func attach(_ node: PlistNode) {
        guard let parent = stack.last else {
            if root == nil { root = node }  // a bare <dict> or <array> without the <plist> wrapper
            return
        }
        if parent.ignored { return }
        if parent.element == "dict" {
            guard let key = parent.pendingKey else {
                error(node.line, node.column, "a value in a <dict> must follow a <key>")
                return
            }
            stack[stack.count - 1].dictionary.append(.init(key: key.text, keyLine: key.line, keyColumn: key.column, value: node))
            stack[stack.count - 1].pendingKey = nil
        } else {
            stack[stack.count - 1].items.append(node)
        }
    }
}
