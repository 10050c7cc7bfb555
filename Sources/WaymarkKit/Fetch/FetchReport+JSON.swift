extension FetchReport {
    /// `{"changed":…,"exitStatus":…,"feeds":[…]}`: each feed with its outcome and its records by id, keys in a fixed order.
    public var json: String {
        var json = JSONWriter.Appender(reservingCapacity: 1024)
        json.beginObject()
        json.member("changed", raw: changed ? "true" : "false")
        json.member("exitStatus", raw: String(exitStatus))
        json.key("feeds")
        json.beginArray()
        for result in results { Self.append(result, to: &json) }
        json.endArray()
        json.endObject()
        return json.text + "\n"
    }

    private static func append(_ result: FeedResult, to json: inout JSONWriter.Appender) {
        json.beginObject()
        json.member("file", result.feed.file)
        json.member("url", result.feed.url)
        json.member("kind", result.feed.kind.rawValue)
        json.member("outcome", name(result.outcome))
        json.member("summary", result.phrase)
        let changes: FeedChanges
        if case .updated(let found) = result.outcome { changes = found } else { changes = FeedChanges() }
        json.key("added")
        json.value(.raw(JSONWriter.array(changes.locations.added.map { .string($0) })))
        json.key("removed")
        json.value(.raw(JSONWriter.array(changes.locations.removed.map { .string($0) })))
        json.key("changed")
        json.beginArray()
        for change in changes.locations.changed { append(change, moved: changes.moved[change.id], to: &json) }
        json.endArray()
        json.endObject()
    }

    private static func append(_ change: LocationChange, moved: Double?, to json: inout JSONWriter.Appender) {
        json.beginObject()
        json.member("id", change.id)
        if let moved { json.member("movedMetres", raw: String(Int(moved.rounded()))) }
        json.key("fields")
        json.beginArray()
        for field in change.fields {
            let values: [(String, JSONWriter.Value)] = [
                ("old", field.old.map { .string($0) } ?? .raw("null")), ("new", field.new.map { .string($0) } ?? .raw("null")),
            ]
            json.value(.raw(JSONWriter.object([("field", .string(field.field.rawValue))] + values)))
        }
        json.endArray()
        json.endObject()
    }

    private static func name(_ outcome: FeedResult.Outcome) -> String {
        switch outcome {
        case .updated: "updated"
        case .sameRecords: "same-records"
        case .notModified: "not-modified"
        case .notDue: "not-due"
        case .failed: "failed"
        }
    }
}
