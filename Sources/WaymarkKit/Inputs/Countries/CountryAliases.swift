/// Country names that the ISO table does not spell, with the code they mean.
///
/// `rename` aliases are outdated or malformed names: the country is shown under its current name
/// ("Swaziland" as Eswatini). The others are names people use on purpose and are kept as written
/// ("England" stays England, with GB as its code and London as its capital).
enum CountryAliases {
    struct Alias: Sendable {
        var alpha2: String
        var rename: Bool
        var capital: (name: String, coordinate: Coordinate)?
    }

    /// Keyed by `CountryNameMatcher.key`.
    static let table: [String: Alias] = {
        var table: [String: Alias] = [:]
        for (names, code) in renamed {
            for name in names { table[CountryNameMatcher.key(name)] = Alias(alpha2: code, rename: true) }
        }
        for (names, code) in kept {
            for name in names { table[CountryNameMatcher.key(name)] = Alias(alpha2: code, rename: false) }
        }
        for (name, capital, latitude, longitude) in ukNations {
            table[CountryNameMatcher.key(name)] = Alias(
                alpha2: "GB", rename: false,
                capital: (capital, Coordinate(latitude: latitude, longitude: longitude)))
        }
        return table
    }()

    private static let renamed: [([String], String)] = [
        (["theGambia"], "GM"),
        (["Ivory Coast"], "CI"),
        (["Swaziland"], "SZ"),
        (["Macedonia", "Republic of Macedonia", "FYROM", "Former Yugoslav Republic of Macedonia"], "MK"),
        (["East Timor"], "TL"),
        (["Burma", "Myanmar (Burma)"], "MM"),
        (["Czech Republic"], "CZ"),
        (["Cape Verde"], "CV"),
        (["Turkey"], "TR"),
        (["Zaire"], "CD"),
        (["Holland"], "NL"),
    ]

    private static let kept: [([String], String)] = [
        (["UK", "Great Britain", "Britain"], "GB"),
        (["Bonaire", "Sint Eustatius", "Saba", "Caribbean Netherlands"], "BQ"),
        (["State of Palestine", "Palestinian Territories", "Palestinian Territory"], "PS"),
        (["Russia"], "RU"),
        (["Republic of Korea", "Korea, South", "Korea South"], "KR"),
        (["DPRK", "Democratic People's Republic of Korea", "Korea, North", "Korea North"], "KP"),
        (["Vatican", "Vatican City", "Holy See"], "VA"),
        (["Lao PDR", "Lao People's Democratic Republic"], "LA"),
        (["Brunei"], "BN"),
        (["Republic of the Congo", "Congo-Brazzaville", "Congo Republic", "Congo (Brazzaville)"], "CG"),
        (["DR Congo", "DRC", "Congo-Kinshasa", "Democratic Republic of Congo", "Congo (Kinshasa)", "Congo, Democratic Republic"], "CD"),
        (["Micronesia"], "FM"),
        (["USA", "US", "United States of America", "America"], "US"),
        (["UAE"], "AE"),
        (["Macau"], "MO"),
        (["St Kitts and Nevis", "Saint Kitts & Nevis"], "KN"),
        (["St Lucia"], "LC"),
        (["St Vincent and the Grenadines", "Saint Vincent & the Grenadines"], "VC"),
        (["Kyrgyz Republic"], "KG"),
        (["Slovak Republic"], "SK"),
        (["Falkland Islands"], "FK"),
        (["US Virgin Islands", "U.S. Virgin Islands"], "VI"),
        (["Pitcairn Islands"], "PN"),
        (["Sint Maarten"], "SX"),
        (["Saint Martin"], "MF"),
        (["Republic of Ireland"], "IE"),
    ]

    /// The UK's nations, each with its own capital (coordinates: Natural Earth populated places, public domain).
    private static let ukNations: [(String, String, Double, Double)] = [
        ("England", "London", 51.5019, -0.1187),
        ("Scotland", "Edinburgh", 55.9483, -3.2191),
        ("Wales", "Cardiff", 51.4826, -3.1676),
        ("Northern Ireland", "Belfast", 54.5942, -5.9282),
    ]
}
