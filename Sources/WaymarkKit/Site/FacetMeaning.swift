/// A service or accessibility value's meaning: the group and label it is filtered under, and the other spellings
/// that mean the same (`facets:` in site.yml adds to `FacetMeaning.defaults`).
struct FacetMeaning: Sendable, Hashable {
    let group: FacetIndex.Group
    let label: String
    let also: [String]

    init(group: FacetIndex.Group, label: String, also: [String]) {
        self.group = group
        self.label = label
        self.also = also
    }

    /// The spellings feeds commonly give for one thing, and the values that are about access wherever a feed
    /// lists them.
    static let defaults = [
        FacetMeaning(group: .services, label: "Wi-Fi", also: ["Free Wi-Fi", "WiFi", "Free WiFi"]),
        FacetMeaning(group: .services, label: "Mortgage advice", also: ["Mortgage advisor", "Mortgage adviser"]),
        FacetMeaning(group: .accessibility, label: "Hearing loop", also: ["Induction loop", "Audio induction loop"]),
        FacetMeaning(group: .accessibility, label: "Step-free access", also: ["Step free access", "Level access"]),
        FacetMeaning(group: .accessibility, label: "Wheelchair access", also: ["Wheelchair accessible"]),
    ]

    /// Each spelling's slug with the meaning it has; the site's own meanings win over the defaults.
    static func table(_ site: [FacetMeaning]) -> [String: FacetMeaning] {
        var table: [String: FacetMeaning] = [:]
        for meaning in defaults + site {
            for spelling in [meaning.label] + meaning.also {
                table[Slug(making: spelling, fallback: "facet").value] = meaning
            }
        }
        return table
    }
}
