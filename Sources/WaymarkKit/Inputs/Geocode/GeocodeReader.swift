/// Reads one saved Google Geocoding API response, `Content/geocode/<query>.json`.
struct GeocodeReader {
    init() {}

    /// The query named by the file, with the API's answer; nil (with an error) when the file is unusable.
    ///
    /// An error status is not an error of the site: it is reported as a warning and the page shows it.
    func read(bytes: [UInt8], path: String, log: inout DiagnosticLog) -> GeocodeQuery? {
        guard let root = JSONFile.parse(bytes: bytes, path: path, log: &log) else { return nil }
        return read(root: root, path: path, log: &log)
    }

    /// Reads an already parsed response (from JSON, or from YAML by `read(yamlText:path:log:)`).
    func read(root: JSONNode, path: String, log: inout DiagnosticLog) -> GeocodeQuery? {
        var fields = JSONFields(path: path)
        defer { log.merge(fields.log) }
        guard let object = fields.object(root, "a geocoding response") else { return nil }
        guard let statusNode = fields.required("status", in: object, of: root, "the geocoding response"),
            let statusText = fields.string(statusNode, "status")
        else { return nil }
        let status = GeocodeQuery.Status(statusText)
        let errorMessage = fields.optionalString("error_message", in: object)
        var results: [GeocodeQuery.Result] = []
        var written = 0
        if let list = object["results"], !fields.isNull(list), let items = fields.array(list, "'results'") {
            written = items.count
            results = items.compactMap { readResult($0, &fields) }
        }
        // The count as written, not as kept: a result dropped for an error is reported by its own error.
        checkStatus(status, statusNode, errorMessage: errorMessage, resultCount: written, &fields)
        let query = Self.query(fromPath: path)
        return GeocodeQuery(
            query: query, slug: Slug(making: query, fallback: "query"), status: status,
            errorMessage: errorMessage, results: results, position: fields.position(root))
    }

    /// The file name without its folder and without `.json` (or `.yml`, `.yaml`).
    static func query(fromPath path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        for suffix in [".json", ".yml", ".yaml"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    private func checkStatus(
        _ status: GeocodeQuery.Status, _ node: JSONNode, errorMessage: String?, resultCount: Int,
        _ fields: inout JSONFields
    ) {
        switch status {
        case .ok where resultCount == 0:
            fields.warning(node, "the status is OK but the response has no results; the page will show \"No results\"")
        case .zeroResults where resultCount > 0:
            fields.warning(
                node,
                "the status is ZERO_RESULTS but the response has \(resultCount) result\(resultCount == 1 ? "" : "s"); they are shown anyway"
            )
        case .other(let text):
            fields.warning(
                node, "unknown status \"\(text)\"; the page will show it as an error" + Self.suffix(errorMessage),
                hint: "known statuses are OK, ZERO_RESULTS, OVER_QUERY_LIMIT, REQUEST_DENIED, INVALID_REQUEST and UNKNOWN_ERROR")
        case _ where status.isError:
            fields.warning(
                node,
                "the API answered \(status.rawValue)" + Self.suffix(errorMessage) + "; the page says only that no results could be loaded",
                hint: "run `waymark geocode` for this query again to replace the saved response")
        default:
            break
        }
    }

    private static func suffix(_ errorMessage: String?) -> String {
        guard let errorMessage, !errorMessage.isEmpty else { return " (no error_message)" }
        return ": \"\(errorMessage)\""
    }

    private func readResult(_ node: JSONNode, _ fields: inout JSONFields) -> GeocodeQuery.Result? {
        guard let object = fields.object(node, "a result") else { return nil }
        let errorsBefore = fields.log.errors.count
        let what = "this result"
        let address = fields.requiredString("formatted_address", in: object, of: node, what)
        var coordinate: Coordinate?
        var locationType: String?
        var viewport: (southWest: Coordinate, northEast: Coordinate)?
        if let geometryNode = fields.required("geometry", in: object, of: node, what),
            let geometry = fields.object(geometryNode, "'geometry'")
        {
            if let location = fields.required("location", in: geometry, of: geometryNode, "'geometry'") {
                coordinate = readLatLng(location, "'location'", &fields)
            }
            locationType = fields.optionalString("location_type", in: geometry)
            viewport = geometry["viewport"].flatMap { readBox($0, "'viewport'", &fields) }
        }
        let placeID = fields.optionalString("place_id", in: object)
        let types = object["types"].map { fields.strings($0, "types") } ?? []
        let partialMatch = fields.optionalBool("partial_match", in: object) ?? false
        guard fields.log.errors.count == errorsBefore, let address, let coordinate else { return nil }
        return GeocodeQuery.Result(
            formattedAddress: address, coordinate: coordinate, viewport: viewport, placeID: placeID,
            types: types, partialMatch: partialMatch, locationType: locationType)
    }

    private func readBox(_ node: JSONNode, _ what: String, _ fields: inout JSONFields) -> (southWest: Coordinate, northEast: Coordinate)? {
        guard let object = fields.object(node, what),
            let southWest = fields.required("southwest", in: object, of: node, what),
            let northEast = fields.required("northeast", in: object, of: node, what),
            let sw = readLatLng(southWest, "'southwest'", &fields),
            let ne = readLatLng(northEast, "'northeast'", &fields)
        else { return nil }
        return (sw, ne)
    }

    private func readLatLng(_ node: JSONNode, _ what: String, _ fields: inout JSONFields) -> Coordinate? {
        guard let object = fields.object(node, what),
            let lat = fields.required("lat", in: object, of: node, what),
            let lng = fields.required("lng", in: object, of: node, what)
        else { return nil }
        return fields.coordinate(latitude: lat, longitude: lng)
    }
}
