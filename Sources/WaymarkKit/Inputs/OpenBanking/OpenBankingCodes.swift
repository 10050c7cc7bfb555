/// Labels for the codes of the UK Open Banking Open Data v2.x code lists that locators filter by: the ATM services
/// (17 codes), the ATM accessibility values (9), the branch services and facilities (28) and the branch
/// accessibility values (10). A code missing here (a later version's) is shown humanized ("NewThing" → "New thing").
enum OpenBankingCodes {
    static let atmServices: [(code: String, label: String)] = [
        ("Balance", "Balance enquiry"), ("BillPayments", "Bill payments"), ("CashDeposits", "Cash deposits"),
        ("CharityDonation", "Charity donations"), ("ChequeBookRequest", "Cheque book requests"),
        ("ChequeDeposits", "Cheque deposits"), ("CashWithdrawal", "Cash withdrawal"), ("EnvelopeDeposit", "Envelope deposits"),
        ("FastCash", "Fast cash"), ("MobileBankingRegistration", "Mobile banking registration"),
        ("MobilePaymentRegistration", "Mobile payment registration"), ("MobilePhoneTopUp", "Mobile phone top-up"),
        ("OrderStatement", "Statement ordering"), ("Other", "Other services"), ("PINActivation", "PIN activation"),
        ("PINChange", "PIN change"), ("PINUnblock", "PIN unblocking"),
    ]

    static let atmAccessibility: [(code: String, label: String)] = [
        ("AudioCashMachine", "Audio cash machine"), ("AutomaticDoors", "Automatic doors"), ("ExternalRamp", "External ramp"),
        ("InductionLoop", "Induction loop"), ("InternalRamp", "Internal ramp"), ("LevelAccess", "Level access"),
        ("LowerLevelCounter", "Lower-level counter"), ("Other", "Other accessibility"), ("WheelchairAccess", "Wheelchair access"),
    ]

    static let branchServices: [(code: String, label: String)] = [
        ("AssistedServiceCounter", "Assisted service counter"), ("ExternalATM", "External ATM"),
        ("AccountVerificationService", "Account verification"), ("BusinessCounter", "Business counter"),
        ("BureauDeChange", "Bureau de change"), ("BusinessDepositTerminal", "Business deposit terminal"),
        ("BusinessITSupport", "Business IT support"), ("CardIssuanceFacility", "Card issuance"),
        ("CollectionLockers", "Collection lockers"), ("CounterServices", "Counter services"),
        ("ExternalQuickServicePoint", "External quick service point"), ("InternalQuickServicePoint", "Internal quick service point"),
        ("InternalATM", "Internal ATM"), ("LodgementDevice", "Lodgement device"), ("MortgageAdvisor", "Mortgage advisor"),
        ("MeetingRooms", "Meeting rooms"), ("NightSafe", "Night safe"), ("OnlineBankingPoint", "Online banking point"),
        ("OnDemandCurrency", "Currency on demand"), ("Other", "Other services"), ("Parking", "Parking"),
        ("PremierCounter", "Premier counter"), ("QuickDeposit", "Quick deposit"), ("SaturdayCounterService", "Saturday counter service"),
        ("StatementPrinter", "Statement printer"), ("SelfServiceAccountOpening", "Self-service account opening"),
        ("VideoBanking", "Video banking"), ("WiFi", "Wi-Fi"),
    ]

    static let branchAccessibility: [(code: String, label: String)] =
        atmAccessibility + [("HelpingHandUnit", "Helping hand unit")]

    /// The services' codes (ATM and branch) with their labels.
    static let serviceLabels = Dictionary((atmServices + branchServices).map { ($0.code, $0.label) }) { first, _ in first }
    /// The accessibility codes (ATM and branch) with their labels.
    static let accessibilityLabels = Dictionary(branchAccessibility.map { ($0.code, $0.label) }) { first, _ in first }
}
