/// A country with its capital, as read from `countries.plist`.
public struct Country: Sendable, Hashable {
    /// The name as the data writes it ("theGambia").
    public var name: String
    /// The display name: the current ISO name when the data's name is outdated or malformed
    /// ("theGambia", "Swaziland"), else the data's name as written ("England", "Russia").
    var displayName: String
    /// ISO 3166-1 alpha-2 code, upper case, when the name could be matched.
    var isoCode: String?
    var capital: String
    var coordinate: Coordinate
    /// The `flag` file name from the data ("Afghanistan.png"); may be empty.
    var flagFile: String
    var slug: Slug
    var position: SourcePosition
    /// Where the latitude was written, for messages about the coordinate; nil when not known.
    var coordinatePosition: SourcePosition?
    /// Where the capital was written, for a spelling suggestion; nil when not known.
    var capitalPosition: SourcePosition?

    init(
        name: String, displayName: String, isoCode: String?, capital: String, coordinate: Coordinate,
        flagFile: String, slug: Slug, position: SourcePosition, coordinatePosition: SourcePosition? = nil,
        capitalPosition: SourcePosition? = nil
    ) {
        self.name = name
        self.displayName = displayName
        self.isoCode = isoCode
        self.capital = capital
        self.coordinate = coordinate
        self.flagFile = flagFile
        self.slug = slug
        self.position = position
        self.coordinatePosition = coordinatePosition
        self.capitalPosition = capitalPosition
    }
}
