import Mustache

/// A template's view context: a final class over the context's values.
///
/// swift-mustache looks every `{{name}}` up by casting the current object to `MustacheParent`; for a
/// `[String: Any]` that cast goes through a conditional conformance and is slow, for a final class it is not.
final class ViewContext: MustacheParent, @unchecked Sendable {
    let values: [String: Any]

    init(_ values: [String: Any]) { self.values = values }

    func child(named name: String) -> Any? { values[name] }

    /// Converts nested dictionaries and arrays of dictionaries too, once, before rendering.
    static func wrap(_ value: Any) -> Any {
        switch value {
        case let dictionary as [String: Any]:
            return ViewContext(dictionary.mapValues(wrap))
        case let array as [[String: Any]]:
            return array.map { ViewContext($0.mapValues(wrap)) }
        case let array as [Any]:
            return array.map(wrap)
        default:
            return value
        }
    }
}
