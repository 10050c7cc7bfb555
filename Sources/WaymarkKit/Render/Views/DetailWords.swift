/// A location's labelled details as a customer reads them: feed identifiers go to a section for staff, and Open
/// Banking's labels become plain words.
enum DetailWords {
    /// The row in the customer's table, nil for a detail only staff need.
    static func forCustomers(_ detail: Location.Detail) -> DetailRow? {
        guard !isForStaff(detail) else { return nil }
        switch detail.label {
        case "Branch type": return DetailRow(label: "Kind of branch", value: detail.value == "Mobile" ? "Mobile branch" : detail.value)
        case "Customer segments": return DetailRow(label: "Serves", value: detail.value)
        case "Other customer segments": return DetailRow(label: "Also serves", value: detail.value)
        default: return DetailRow(label: detail.label, value: detail.value)
        }
    }

    /// The row in the section for staff, nil for a detail customers see.
    static func forStaff(_ detail: Location.Detail) -> DetailRow? {
        isForStaff(detail) ? DetailRow(label: detail.label, value: detail.value) : nil
    }

    /// A feed's own numbers, and the branch type when it says only that the branch is a building.
    private static func isForStaff(_ detail: Location.Detail) -> Bool {
        switch detail.label {
        case "Identification", "Sequence number", "Branch": true
        case "Branch type": detail.value == "Physical"
        default: false
        }
    }
}
