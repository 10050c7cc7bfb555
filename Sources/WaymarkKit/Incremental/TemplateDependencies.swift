/// Which template files a page's template uses: itself, the parents it extends (`{{<base}}`) and the partials it
/// includes (`{{>partials/map}}`), transitively; so editing a template re-renders exactly the pages that use it.
struct TemplateDependencies {
    private let texts: [String: String]
    private var digests: [String: Digest] = [:]

    init(texts: [String: String]) {
        self.texts = texts
        for name in texts.keys { digests[name] = digest(of: name) }
    }

    /// The digest of the template's text and of every template it uses; an unknown name digests as missing.
    func digest(for name: String) -> Digest { digests[name] ?? Digester.digest { $0.add("missing template " + name) } }

    private func digest(of name: String) -> Digest {
        Digester.digest { d in
            for used in closure(of: name).sorted() {
                d.add(used)
                d.add(texts[used] ?? "\u{0}")
            }
        }
    }

    private func closure(of name: String) -> Set<String> {
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let text = texts[next] else { continue }
            pending += Self.references(in: text)
        }
        return seen
    }

    /// The names after `{{>` and `{{<` in a template's text.
    static func references(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            rest = rest[open.upperBound...].drop { $0 == " " }
            guard let sigil = rest.first, sigil == ">" || sigil == "<" else { continue }
            let name = rest.dropFirst().drop { $0 == " " }.prefix { $0 != "}" && $0 != " " }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }
}
