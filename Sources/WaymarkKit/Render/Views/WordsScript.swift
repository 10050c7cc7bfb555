/// A language tree's words for the browser's scripts, in one script of the tree's own: `words.js` with the words that
/// differ from English before it (`window.waymarkWordData`). Every page links to it, so the words are loaded once and
/// cached, not carried by each page. A tree whose words are all English has none, and links to `words.js` itself.
struct WordsScript: Sendable, Equatable {
    /// Where the tree has it: `assets/words-cy.<hash>.js`, named by its content so that a new word is a new file.
    let path: String
    let text: String

    /// `source` is the `words.js` the site uses (its own `Public/assets/words.js`, else the theme's).
    init?(words: Words, language: String, source: [UInt8]) {
        guard let json = words.scriptJSON(ScriptWords.all) else { return nil }
        text = "window.waymarkWordData = " + json + ";\n" + String(decoding: source, as: UTF8.self)
        path = "assets/words-\(language).\(Digest.of(text.utf8).hex(8)).js"
    }

    /// Whether a path of the output is a tree's words script, which no other tree shares (`SharedFiles`).
    static func isOne(_ path: some StringProtocol) -> Bool { path.hasPrefix("assets/words-") }
}
