import Foundation

/// Which elements of an extract the maps draw, by their tags: every other tag and element is ignored.
enum OSMTags {
    /// The keys read; a tag with any other key is not even decoded.
    static let keys: Set<String> = [
        "name", "highway", "railway", "waterway", "natural", "water", "landuse", "leisure", "place", "public_transport",
        "area", "type",
    ]

    /// Streets a customer walks or drives along; footpaths, tracks and service roads would bury them in a city centre.
    private static let streets: Set<String> = [
        "motorway", "trunk", "primary", "secondary", "tertiary", "motorway_link", "trunk_link", "primary_link",
        "secondary_link", "tertiary_link", "unclassified", "residential", "living_street", "pedestrian",
    ]
    private static let rails: Set<String> = ["rail", "light_rail", "subway", "tram"]
    private static let waterways: Set<String> = ["river", "canal", "stream", "riverbank", "dock"]
    private static let green: Set<String> = ["park", "garden"]
    private static let greenLand: Set<String> = ["grass", "forest", "recreation_ground", "meadow", "reservoir", "basin"]

    /// The style a way is drawn in and whether it is drawn as a ring (an area: water, a park, a square), or nil when
    /// maps do not draw it; areas only as closed ways.
    static func style(of tags: [String: String], closed: Bool) -> (style: ContextStyle, ring: Bool)? {
        if let highway = tags["highway"] {
            guard streets.contains(highway) else { return nil }
            let ring = closed && highway == "pedestrian" && tags["area"] == "yes"
            // Only the deciding tag: a street with tram tracks tagged on it is drawn as a street.
            return ContextStyle.of(["highway": highway], closed: ring).map { ($0, ring) }
        }
        if let railway = tags["railway"] {
            return rails.contains(railway) ? ContextStyle.of(["railway": railway], closed: false).map { ($0, false) } : nil
        }
        if let waterway = tags["waterway"] {
            guard waterways.contains(waterway) else { return nil }
            let ring = closed && waterway != "river" && waterway != "canal" && waterway != "stream"
            return ContextStyle.of(tags, closed: ring).map { ($0, ring) }
        }
        let area =
            tags["natural"] == "water" || tags["natural"] == "wood" || tags["water"] != nil
            || green.contains(tags["leisure"] ?? "") || greenLand.contains(tags["landuse"] ?? "")
        return area && closed ? ContextStyle.of(tags, closed: true).map { ($0, true) } : nil
    }

    /// The kind of place a named node is on a map, or nil when it is not one.
    static func place(of tags: [String: String]) -> ContextPlace.Kind? {
        guard let name = tags["name"], !name.isEmpty else { return nil }
        switch tags["place"] {
        case "suburb", "quarter", "borough": return .district
        case "neighbourhood": return .neighbourhood
        case "square": return .square
        default: break
        }
        return tags["railway"] == "station" || tags["public_transport"] == "station" ? .station : nil
    }
}
