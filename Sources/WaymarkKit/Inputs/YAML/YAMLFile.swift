import Yams

/// Parses YAML with Yams, turning its errors into diagnostics at the file's own line and column.
enum YAMLFile {
    /// The root node, nil for an empty document or after an error (added to `log`).
    ///
    /// `lineOffset` is added to Yams' 1-based lines, for YAML that starts further down a file (front matter).
    static func parse(_ text: String, path: String, lineOffset: Int = 0, log: inout DiagnosticLog) -> Node? {
        if let line = lineTooDeep(text) {
            log.error(
                SourcePosition(path: path, line: line + lineOffset, column: 1),
                "the YAML is nested more than \(maxDepth) levels deep")
            return nil
        }
        do {
            let root = try Yams.compose(yaml: text)
            if let root, text.contains("*"), expands(root, beyond: maxNodes(text)) {
                log.error(
                    SourcePosition(path: path, line: 1 + lineOffset, column: 1),
                    "the YAML's aliases (*name) expand to more than \(maxNodes(text)) values",
                    hint: "an alias repeats its anchor's whole value; write the values out instead of nesting aliases")
                return nil
            }
            return root
        } catch let error as YamlError {
            let (mark, message) = describe(error)
            let position = SourcePosition(path: path, line: (mark?.line ?? 1) + lineOffset, column: mark?.column ?? 1)
            log.error(position, "invalid YAML: \(message)")
        } catch {
            log.error(SourcePosition(path: path, line: 1 + lineOffset, column: 1), "invalid YAML: \(error)")
        }
        return nil
    }

    static let maxDepth = 200

    /// Without aliases a document has fewer values than bytes; aliases may repeat a value, but not without bound
    /// (a few hundred bytes of nested aliases expand to billions of values: the "billion laughs").
    static func maxNodes(_ text: String) -> Int { 10_000 + 10 * text.utf8.count }

    /// Whether the tree, with every alias expanded, has more than `limit` values; stops counting at the limit.
    static func expands(_ root: Node, beyond limit: Int) -> Bool {
        var count = 0
        var pending = [root]
        while let node = pending.popLast() {
            count += 1
            if count > limit { return true }
            switch node {
            case .scalar: break
            case .sequence(let sequence): pending.append(contentsOf: sequence)
            case .mapping(let mapping):
                for (key, value) in mapping {
                    pending.append(key)
                    pending.append(value)
                }
            }
        }
        return false
    }

    /// The line where nesting may pass `maxDepth`, found before Yams runs: its composer recurses once
    /// per level and a few thousand `[` would overflow the stack. The estimate only errs upwards:
    /// open flow brackets, plus each line's indentation and `- `/`? ` prefixes.
    private static func lineTooDeep(_ text: String) -> Int? {
        var flow = 0
        var line = 1
        var atLineStart = true
        var prefix = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\n"): line += 1; atLineStart = true; prefix = 0; continue
            case UInt8(ascii: "["), UInt8(ascii: "{"): flow += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): flow = max(0, flow - 1)
            default: break
            }
            if atLineStart {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "\t") {
                    prefix += 1
                } else {
                    atLineStart = false
                }
            }
            if flow + prefix > maxDepth { return line }
        }
        return nil
    }

    /// Yams marks are already 1-based (it adds one to libyaml's 0-based marks).
    private static func describe(_ error: YamlError) -> (Mark?, String) {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            guard let context else { return (mark, problem) }
            return (mark, "\(problem) (\(context.text) at line \(context.mark.line))")
        case .reader(let problem, _, _, _):
            return (nil, problem)
        default:
            return (nil, "\(error)")
        }
    }
}
