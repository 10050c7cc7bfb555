import Foundation
import Yams

extension SiteConfigReader {
    /// `feeds:`: a list of `url`, `kind` and `file`; an entry with a problem is left out with an error where it is.
    func feeds(_ node: Node, _ fields: inout YAMLFields) -> [FeedSetting] {
        guard case .sequence(let items) = node else {
            fields.error(node, "'feeds' must be a list of feeds, each with url, kind and file, found \(YAMLFields.typeName(node))")
            return []
        }
        var feeds: [FeedSetting] = []
        for item in items {
            guard let feed = feed(item, &fields) else { continue }
            if let twin = feeds.first(where: { $0.file == feed.file }) {
                fields.error(item, "two feeds write \(feed.file); the first is at line \(twin.position.line)")
                continue
            }
            feeds.append(feed)
        }
        return feeds
    }

    private func feed(_ node: Node, _ fields: inout YAMLFields) -> FeedSetting? {
        guard let members = fields.members(node, "a feed") else { return nil }
        var url: String?, kind: FeedKind?, file: String?
        for (key, keyNode, value) in members {
            switch key {
            case "url": url = feedURL(value, &fields)
            case "kind": kind = feedKind(value, &fields)
            case "file": file = feedFile(value, &fields)
            default: fields.warning(keyNode, "unknown feed setting '\(key)' is ignored", hint: "a feed has url, kind and file")
            }
        }
        let missing = ["url", "kind", "file"].filter { key in !members.contains { $0.key == key } }
        if !missing.isEmpty {
            fields.error(node, "this feed has no \(missing.joined(separator: " and "))", hint: "a feed has url, kind and file")
        }
        guard let url, let kind, let file, let valueNode = members.first(where: { $0.key == "file" })?.value else { return nil }
        if let rule = kind.misplaced(file) {
            fields.error(valueNode, "file \(file) is not where the build reads a \(kind.rawValue) feed: \(rule)")
            return nil
        }
        return FeedSetting(url: url, kind: kind, file: file, position: fields.position(node))
    }

    private func feedURL(_ node: Node, _ fields: inout YAMLFields) -> String? {
        guard let text = fields.string(node, "url") else { return nil }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
            fields.error(
                node, "url \"\(text)\" is not an http or https address", hint: "for example https://api.example.com/open-banking/v2.2/atms")
            return nil
        }
        return text
    }

    private func feedKind(_ node: Node, _ fields: inout YAMLFields) -> FeedKind? {
        guard let text = fields.string(node, "kind") else { return nil }
        guard let kind = FeedKind(rawValue: text) else {
            fields.error(
                node, "unknown feed kind \"\(text)\"", hint: "kinds are \(FeedKind.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        return kind
    }

    /// A path under `Content/` that stays there: no `..`, no leading `/`, no hidden name.
    private func feedFile(_ node: Node, _ fields: inout YAMLFields) -> String? {
        guard let text = fields.string(node, "file") else { return nil }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard !text.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0.hasPrefix(".") }) else {
            fields.error(node, "file \"\(text)\" must be a path inside Content/, like openbanking/atms.json")
            return nil
        }
        return text
    }
}
