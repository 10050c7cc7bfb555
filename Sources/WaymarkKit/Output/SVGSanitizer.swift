import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A flag SVG from the site's data redrawn from its parsed elements, keeping only what draws a picture: the elements
/// and attributes of `SVGAllowList`, links only to `#fragment` or an embedded PNG, JPEG, GIF or WebP, and style
/// sheets without outside references. Scripts, event handlers, `<foreignObject>`, animation, links to other documents
/// and editor leftovers are left out, comments, processing instructions and namespace declarations too (the root
/// gets SVG's and XLink's). Attributes are written in name order with double quotes, escaped by `Escape.html`; text
/// and element order are kept.
///
/// A file that is not UTF-8, not well-formed XML, declares entities, or is not an `<svg>` cannot be redrawn and is
/// refused.
enum SVGSanitizer {
    /// Why a file was refused, and where.
    struct Refusal: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// What was left out, by the position of its element's start tag.
    struct Removal: Equatable {
        var line: Int
        var column: Int
        var what: String
    }

    static func sanitized(_ bytes: [UInt8]) -> Result<(svg: String, removed: [Removal]), Refusal> {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return .failure(Refusal(line: 1, column: 1, message: "the file is not UTF-8 text"))
        }
        if let entity = XMLTagScanner.firstEntityDeclaration(bytes) {
            return .failure(Refusal(line: entity.line, column: entity.column, message: "the file declares the entity '\(entity.name)'"))
        }
        let redrawer = SVGRedrawer(tags: XMLTagScanner.startTags(bytes))
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.delegate = redrawer
        guard parser.parse() else {
            return .failure(
                Refusal(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber), message: "the file is not well-formed XML"))
        }
        guard redrawer.rootName == "svg" else {
            return .failure(Refusal(line: 1, column: 1, message: "the file's root element is not <svg>"))
        }
        return .success((redrawer.out, redrawer.removed))
    }
}

/// Writes the allowed part of a document again as XMLParser reads it.
private final class SVGRedrawer: NSObject, XMLParserDelegate {
    private let tags: [(line: Int, column: Int)]
    private var tagIndex = 0
    private(set) var out = ""
    private(set) var removed: [SVGSanitizer.Removal] = []
    private(set) var rootName: String?
    /// Open elements kept, and whether each one's start tag still waits for its `>`.
    private var open: [(name: String, pending: Bool)] = []
    /// How deep inside an element left out the parser is (0: not inside one).
    private var skipping = 0
    private var styleText = ""
    private var stylePosition = (line: 1, column: 1)
    private static let svg = "http://www.w3.org/2000/svg"
    private static let xlink = "http://www.w3.org/1999/xlink"

    init(tags: [(line: Int, column: Int)]) {
        self.tags = tags
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let position = tagIndex < tags.count ? tags[tagIndex] : (line: 1, column: 1)
        tagIndex += 1
        if rootName == nil { rootName = name }
        guard skipping == 0 else { return skipping += 1 }
        guard SVGAllowList.elements.contains(name) else {
            removed.append(.init(line: position.line, column: position.column, what: "<\(name)>"))
            skipping = 1
            return
        }
        closePendingTag()
        let isRoot = out.isEmpty
        out += "<" + name
        // The root names the two namespaces an SVG uses; any other declaration is left out with its attribute.
        if isRoot { out += " xmlns=\"\(Self.svg)\" xmlns:xlink=\"\(Self.xlink)\"" }
        if name == "style" { stylePosition = position }
        for (attribute, value) in attributes.sorted(by: { $0.key < $1.key }) where !attribute.hasPrefix("xmlns") {
            guard SVGAllowList.allows(attribute, value) else {
                removed.append(.init(line: position.line, column: position.column, what: "\(attribute)=\"\(value.prefix(40))\""))
                continue
            }
            out += " " + attribute + "=\"" + Escape.html(value) + "\""
        }
        open.append((name, true))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard skipping == 0 else { return skipping -= 1 }
        if open.last?.name == "style" { writeStyle() }
        guard let element = open.popLast() else { return }
        out += element.pending ? "/>" : "</\(element.name)>"
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text(string) }

    func parser(_ parser: XMLParser, foundCDATA block: Data) { text(String(decoding: block, as: UTF8.self)) }

    private func text(_ string: String) {
        guard skipping == 0, !open.isEmpty else { return }
        if open.last?.name == "style" { return styleText += string }
        closePendingTag()
        out += Escape.html(string)
    }

    /// A style sheet is kept only when it refers to nothing outside the file.
    private func writeStyle() {
        defer { styleText = "" }
        guard !styleText.isEmpty else { return }
        guard SVGAllowList.isSelfContained(css: styleText) else {
            removed.append(.init(line: stylePosition.line, column: stylePosition.column, what: "a <style> sheet with an outside reference"))
            return
        }
        closePendingTag()
        out += Escape.html(styleText)
    }

    private func closePendingTag() {
        guard let last = open.last, last.pending else { return }
        open[open.count - 1].pending = false
        out += ">"
    }
}
