/// An ATM of a recorded-shape Open Banking answer.
struct FeedATM {
    var id: String
    var name: String
    var latitude: String
    var longitude: String
    var services = ["CashWithdrawal", "Balance"]

    /// The record as the OBIE ATM API v2.2 writes it (the shape of Tests/Fixtures/real/openbanking/hsbc_uk__atms_*.json).
    var json: String {
        let services = self.services.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
                {
                  "Identification": "\(id)",
                  "SupportedCurrencies": ["GBP"],
                  "ATMServices": [\(services)],
                  "Location": {
                    "Site": { "Name": "\(name)" },
                    "PostalAddress": {
                      "StreetName": "1 High Street", "TownName": "Hereford", "Country": "GB", "PostCode": "HR1 2AQ",
                      "GeoLocation": { "GeographicCoordinates": { "Latitude": "\(latitude)", "Longitude": "\(longitude)" } }
                    }
                  }
                }
            """
    }

    /// A whole answer, `meta` and all, with `records` as the ATM list.
    static func answer(_ records: [String]) -> String {
        """
        {
          "meta": { "LastUpdated": "2026-08-18T10:00:44.517Z", "TotalResults": \(records.count) },
          "data": [ { "Brand": [ { "BrandName": "HSBC UK", "ATM": [
        \(records.joined(separator: ",\n"))
          ] } ] } ]
        }

        """
    }

    static func answer(_ atms: [FeedATM]) -> String { answer(atms.map(\.json)) }
}
