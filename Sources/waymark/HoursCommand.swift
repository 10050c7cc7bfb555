import ArgumentParser
import Foundation
import WaymarkKit

struct HoursCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hours",
        abstract: "Evaluate an OpenStreetMap opening_hours value: list when it is open in a time range.",
        discussion: """
            Times are local YYYY-MM-DDTHH:MM in --timezone. Sunrise, sunset, dawn and dusk stand for 06:00, 18:00, \
            05:30 and 18:30; public holidays (PH) are those of --holidays, \
            school holidays (SH) are not known: times a holiday not known could change are "unknown". \
            Values are read as opening_hours.js reads them, with a warning for each correction (`10-12` is read as \
            `10:00-12:00`); --strict refuses them. Exit status: 0 valid; 1 invalid value (the error is on stderr); 2 usage.
            """)

    @Argument(help: "The opening_hours value, e.g. \"Mo-Fr 09:00-17:00; Sa 10:00-13:00\".")
    var expression: String

    @Option(help: "Start of the range, local YYYY-MM-DDTHH:MM (default: now).")
    var from: String?

    @Option(help: "End of the range, local YYYY-MM-DDTHH:MM (default: a week after --from).")
    var to: String?

    @Option(help: "The IANA time zone of the times.")
    var timezone: String = "UTC"

    @Option(help: "Public holidays for PH, as YYYY-MM-DD,YYYY-MM-DD,… (default: not known).")
    var holidays: String?

    @Flag(help: "Print JSON: {value, corrections: [{column, written, read}], intervals: [{from, to, state, comment}]}.")
    var json = false

    @Flag(help: "Refuse what is read with a correction (`10-12` for `10:00-12:00`, `Montag` for `Mo`).")
    var strict = false

    func run() throws {
        do throws(WaymarkError) {
            var query = try OSMHoursQuery(expression: expression, from: from, to: to, timeZone: timezone)
            if let holidays { try query.setPublicHolidays(holidays) }
            query.strict = strict
            var notes: [Diagnostic] = []
            let (hours, intervals) = try query.run(notes: &notes)
            Console.print(notes)
            if json { Console.json(OSMHoursQuery.json(hours, intervals) + "\n") } else { Console.say(query.text(intervals)) }
        } catch {
            switch error {
            case .invalidInput(let diagnostics):
                Console.print(diagnostics)
                throw ExitCode(1)
            default:
                throw ValidationError(error.description.replacingOccurrences(of: "error: ", with: ""))
            }
        }
    }
}
