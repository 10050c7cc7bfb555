extension SiteDiff {
    /// The summary, then every changed, added and removed page and file, one per line.
    public var text: String {
        var out = summary + "\n"
        for list in lists {
            out += "\n\(list.title) (\(list.names.count)):\n"
            for name in list.names { out += "  \(TerminalText.escaped(name))\n" }
        }
        return out
    }
}
