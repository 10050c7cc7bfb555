/// A location's labelled details as a customer reads them, in the page's language: feed identifiers go to a section
/// for staff, and Open Banking's field codes and common labels become the catalogue's words (`detail_…`).
struct DetailWords {
    let words: Words

    /// The row in the customer's table, nil for a detail only staff need.
    func forCustomers(_ detail: Location.Detail) -> DetailRow? {
        guard !Self.isForStaff(detail) else { return nil }
        // A mobile branch is a bus, which "Mobile" alone does not say.
        let value = detail.label == "Type" && detail.value == "Mobile" ? "MobileBranch" : detail.value
        return row(Location.Detail(label: detail.label, value: value), label: Self.customerLabels[detail.label])
    }

    /// Feed labels that customers read in other words ("Serves", not "Customer segments").
    private static let customerLabels = ["Type": "KindOfBranch", "CustomerSegment": "Serves", "OtherCustomerSegment": "AlsoServes"]

    /// The row in the section for staff, nil for a detail customers see.
    func forStaff(_ detail: Location.Detail) -> DetailRow? {
        Self.isForStaff(detail) ? row(detail) : nil
    }

    /// The detail's label and value in the page's words, wherever it is shown.
    func row(_ detail: Location.Detail, label: String? = nil) -> DetailRow {
        // A list of codes (the segments a branch serves) is labelled code by code.
        let values = detail.label == "CustomerSegment" ? detail.value.components(separatedBy: ", ") : [detail.value]
        return DetailRow(
            label: words.label(label ?? detail.label, .detail),
            value: values.map { words.label($0, .value) }.joined(separator: ", "))
    }

    /// A feed's own numbers, and the branch type when it says only that the branch is a building.
    private static func isForStaff(_ detail: Location.Detail) -> Bool {
        switch detail.label {
        case "Identification", "SequenceNumber", "Branch": true
        case "Type": detail.value == "Physical"
        default: false
        }
    }
}
