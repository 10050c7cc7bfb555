/// The codes of the UK Open Banking Open Data v2.x code lists that locators filter by: the ATM services (17 codes),
/// the ATM accessibility values (9), the branch services and facilities (28) and the branch accessibility values
/// (10). A record keeps these codes, which the catalogues label (`service_…`, `accessibility_…`); a code missing
/// here (a later version's) is kept humanized ("NewThing" → "New thing").
enum OpenBankingCodes {
    static let atmServices = [
        "Balance", "BillPayments", "CashDeposits", "CharityDonation", "ChequeBookRequest", "ChequeDeposits",
        "CashWithdrawal", "EnvelopeDeposit", "FastCash", "MobileBankingRegistration", "MobilePaymentRegistration",
        "MobilePhoneTopUp", "OrderStatement", "Other", "PINActivation", "PINChange", "PINUnblock",
    ]

    static let atmAccessibility = [
        "AudioCashMachine", "AutomaticDoors", "ExternalRamp", "InductionLoop", "InternalRamp", "LevelAccess",
        "LowerLevelCounter", "Other", "WheelchairAccess",
    ]

    static let branchServices = [
        "AssistedServiceCounter", "ExternalATM", "AccountVerificationService", "BusinessCounter", "BureauDeChange",
        "BusinessDepositTerminal", "BusinessITSupport", "CardIssuanceFacility", "CollectionLockers", "CounterServices",
        "ExternalQuickServicePoint", "InternalQuickServicePoint", "InternalATM", "LodgementDevice", "MortgageAdvisor",
        "MeetingRooms", "NightSafe", "OnlineBankingPoint", "OnDemandCurrency", "Other", "Parking", "PremierCounter",
        "QuickDeposit", "SaturdayCounterService", "StatementPrinter", "SelfServiceAccountOpening", "VideoBanking", "WiFi",
    ]

    static let branchAccessibility = atmAccessibility + ["HelpingHandUnit"]

    /// The services' codes, ATM and branch.
    static let services = Set(atmServices + branchServices)
    /// The accessibility codes, ATM and branch.
    static let accessibility = Set(branchAccessibility)
}
