/// What a page's Save button keeps in the browser (places.js): a branch or ATM, like a place search result.
struct SaveTarget: TemplateView {
    let key: String
    let name: String
    let latitude: String
    let longitude: String
    let href: SafeURL
    /// The address the saved list shows under the name; empty where the name is the address (a geocoding result).
    var address = ""

    static let fields: [TemplateField<Self>] = [
        .init("key") { $0.key }, .init("name") { $0.name }, .init("latitude") { $0.latitude },
        .init("longitude") { $0.longitude }, .init("href") { $0.href }, .init("address") { $0.address },
    ]
}
