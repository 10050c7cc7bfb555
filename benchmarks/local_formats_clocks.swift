// The cost of making one language's 1,440 clock strings as LocalFormats does (results in benchmarks/results/local-formats-*.md).
import Foundation
let start = Date()
for tag in ["en-GB", "en-US", "fr", "de", "es", "cy", "ar", "ar-SA", "ja", "nl"] {
    let loc = Locale(identifier: tag)
    var cal = Calendar(identifier: .gregorian); cal.timeZone = TimeZone(identifier: "UTC")!; cal.locale = loc
    let clock = Date.FormatStyle(locale: loc, calendar: cal, timeZone: TimeZone(identifier: "UTC")!).hour().minute()
    let clocks = (0..<1440).map { Date(timeIntervalSince1970: Double($0 * 60)).formatted(clock) }
    precondition(clocks.count == 1440)
}
print("10 locales x 1440 times:", Date().timeIntervalSince(start), "s")
