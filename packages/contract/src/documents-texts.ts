/**
 * What a document is, in the words people use: the kinds a taxpayer picks when uploading, and a
 * short name for every file question of the organizers (its key is internal, its question's text
 * is an instruction, neither is a title). No zod here: the web and the API both read it.
 */

/** The kinds a taxpayer picks from when uploading a document of their own, in the order offered. */
export const uploadDocumentKinds = {
  w2: "W-2",
  "1099-int": "1099-INT",
  "1099-div": "1099-DIV",
  "1099-b": "1099-B",
  "1099-r": "1099-R",
  "1099-g": "1099-G",
  "1099-nec": "1099-NEC",
  "1099-misc": "1099-MISC",
  "1099-k": "1099-K",
  "ssa-1099": "SSA-1099",
  "schedule-k1": "Schedule K-1",
  "1098": "1098 (mortgage interest)",
  "1098-t": "1098-T",
  "1098-e": "1098-E",
  "1095": "1095 (health coverage)",
  "prior-year-return": "Prior-year return",
  "drivers-license-front": "Driver's license, front",
  "drivers-license-back": "Driver's license, back",
  "other-id": "Other photo ID",
  receipt: "Receipt",
  "bank-statement": "Bank statement",
  other: "Other",
} as const;
export type UploadDocumentKind = keyof typeof uploadDocumentKinds;
export const UPLOAD_DOCUMENT_KIND_KEYS = Object.keys(uploadDocumentKinds) as [
  UploadDocumentKind,
  ...UploadDocumentKind[],
];

/**
 * Each file question of the individual and business organizers, by its key, as a document's name.
 * The spouse's questions read the same: the list says whose a document is beside it.
 */
const organizerFileKinds: Readonly<Record<string, string>> = {
  // Income
  taxPayer_W2FormFile: "W-2",
  spouse_W2FormFile: "W-2",
  taxPayerSelfEmployedDocument: "Self-employment 1099s",
  spouseSelfEmployedDocument: "Self-employment 1099s",
  do_you_use_accounting_software_prepare_income_tax_attachment: "Profit and loss report",
  spouse_do_you_use_accounting_software_prepare_income_tax_attachment: "Profit and loss report",
  taxPayerRealEstateExpenses_MortgageInterestPaidToBanks_Attachement: "Rental mortgage interest (1098)",
  spouseRealEstateExpenses_MortgageInterestPaidToBanks_Attachements: "Rental mortgage interest (1098)",
  taxPayer_1099INTOrDIVFormDocument: "1099-INT or 1099-DIV",
  spouse_1099INTOrDIVFormDocument: "1099-INT or 1099-DIV",
  taxPayerRealEstate_ProvideAny1099ks: "1099-K",
  spouseRealEstate_ProvideAny1099ks: "1099-K",
  taxPayer_1099BFormDocument: "1099-B",
  spouse_1099BFormDocument: "1099-B",
  taxPayer_1099RFormDocument: "1099-R",
  spouse_1099RFormDocument: "1099-R",
  taxPayer_1099SSAFormDocument: "SSA-1099",
  spouse_1099SSAFormDocument: "SSA-1099",
  taxPayer_1099GFormDocument: "1099-G",
  spouse_1099GFormDocument: "1099-G",
  taxPayer_ScheduleK1FormDocument: "Schedule K-1",
  spouse_ScheduleK1FormDocument: "Schedule K-1",
  taxPayer_1099SFormDocument: "1099-S",
  spouse_1099SFormDocument: "1099-S",
  taxPayer_DoNotReceivedYet1099SFormDocument: "1099-S",
  spouse_DoNotReceivedYet1099SFormDocument: "1099-S",
  taxPayer_W2GFormDocument: "W-2G",
  spouse_W2GFormDocument: "W-2G",
  taxPayer_HaveVirtualOrCryptoCurrencyTransactions_Document: "Crypto transactions",
  spouse_HaveVirtualOrCryptoCurrencyTransactions_Document: "Crypto transactions",
  taxPayer_ReceiveAnyOtherTypeOfIncome_Document: "Other income",
  spouse_ReceiveAnyOtherTypeOfIncome_Document: "Other income",
  // Deductions
  taxPayer_Form1098Upload: "1098 (mortgage interest)",
  taxPayer_CashCharitableContributions_ReceivedThankYouLetterOrReceiptFile: "Donation receipt",
  spouse_CashCharitableContributions_ReceivedThankYouLetterOrReceiptFile: "Donation receipt",
  taxPayer_NonCashCharitableContributions_ReceivedRecieptFromOrganisationFile: "Donation receipt",
  taxPayer_NonCashCharitableContributions_Spouce_ReceivedRecieptFromOrganisationFile: "Donation receipt",
  taxPayer_NonCashCharitableContributions_ItemizedListOf_GoodsContributionFile: "List of donated goods",
  taxPayer_NonCashCharitableContributions_Spouce_ItemizedListOf_GoodsContributionFile:
    "List of donated goods",
  taxPayer_HealthCoverege_UploadForm1095ABC: "1095 (health coverage)",
  spouse_HealthCoverege_UploadForm1095ABC: "1095 (health coverage)",
  taxPayer_HSADistributions_UploadForm1099SA: "1099-SA",
  spouse_HSADistributions_UploadForm1099SA: "1099-SA",
  taxPayer_EducationalExpenses_UploadForm1098E: "1098-E",
  spouse_EducationalExpenses_UploadForm1098E: "1098-E",
  taxPayer_EducationalExpenses_UploadForm1098T: "1098-T",
  spouse_EducationalExpenses_UploadForm1098T: "1098-T",
  taxPayer_ForeignAccounts_UploadForeignBankStatementDocument: "Foreign bank statement",
  spouse_ForeignAccounts_UploadForeignBankStatementDocument: "Foreign bank statement",
  // Identity, prior return and payments
  taxPayerImagesOfDriversLicense: "Driver's license, front",
  spouseImagesOfDriversLicense: "Driver's license, front",
  spouseImagesOfDriversLicense_NoFlow: "Driver's license, front",
  taxPayerAlternateFormOfIDVerification: "Other photo ID",
  spouseAlternateFormOfIDVerification_NoFlow: "Other photo ID",
  previousTaxReturnFileUpload: "Prior-year return",
  onlinePaymentConfirmationAttachment: "Estimated payment confirmations",
  taxPayerIRSFile: "IRS letter 6419",
  spouseIRSFile: "IRS letter 6419",
  taxPayerCoverdellEducationAccountFile: "Coverdell account statement",
  spouseCoverdellEducationAccountFile: "Coverdell account statement",
  taxPayerSec529TuitionPlan_1099_QFile: "1099-Q",
  spouseSec529TuitionPlan_1099_QFile: "1099-Q",
  taxPayerHSA_1099_SAFile: "1099-SA",
  spouseHSA_1099_SAFile: "1099-SA",
  // Business: the entity
  businessEntity_PreviousTaxDocument: "Prior-year return",
  businessEntity_SCorporationElectionLetterFile: "S corporation election letter",
  businessEntity_FullName: "Entity contact details",
  businessEntity_City: "Entity contact details",
  businessEntity_State: "Entity contact details",
  businessEntity_Email: "Entity contact details",
  businessEntity_Phone: "Entity contact details",
  businessEntity_StateIdNumberOfIncorporation: "Incorporation papers",
  businessEntity_HaveSCorporationElectionLetter: "S corporation election letter",
  businessEntity_PrincipalBusinessActivity: "Business activity details",
  businessEntity_PrincipalProductOrService: "Business activity details",
  businessEntity_StartDate: "Business start papers",
  businessEntity_BusinessCode: "Business activity details",
  businessEntity_MethodOfAccounting: "Accounting method details",
  businessEntity_MethodOfAccounting_Describe: "Accounting method details",
  pincipalShareholders_ProvideDetailsFile: "Owners' details",
  additionalInfo_IsTheFirstYearOfTheEntitysExistence: "Formation papers",
  additionalInfo_IncomeStatementForTheYear: "Income statement",
  additionalInfo_IfHasEmployeeProvideForms941AndW2s: "Forms 941 and W-2s",
  additionalInfo_If1099NECProvideFormW9AndAmounts: "W-9s and 1099-NEC amounts",
  additionalInfo_IfWithdrawalsProvideDetails: "Owner withdrawals",
  additionalInfo_PartnersResidentsOfDifferentStateDetails: "Out-of-state partners",
  // Business: the books
  automatedBookkeeping_DoMaintainOnlineCloudBasedAccountingSystem: "Accounting system report",
  automatedBookkeeping_SentInviteFromMyAccountingSoftware: "Accounting system report",
  automatedBookkeeping_ReportsAreTheSameBasisAsAccountingMethod: "Accounting system report",
  automatedBookkeeping_HaveAccountingBooksClosedCurrentTaxPeriod: "Closed books",
  automatedBookkeeping_HaveAccountantOrNeedArefferal: "Bookkeeper's report",
  automatedBookkeeping_CanProvideReportsInPdf: "Financial reports",
  automatedBookkeeping_IncomeStatementFile: "Income statement",
  automatedBookkeeping_BalanceSheetFile: "Balance sheet",
  automatedBookkeeping_GeneralLedgerFile: "General ledger",
  automatedBookkeeping_ExcelOfIncomeStatementFile: "Income statement (spreadsheet)",
  automatedBookkeeping_ExcelOfBalanceSheetFile: "Balance sheet (spreadsheet)",
  automatedBookkeeping_ExcelOfGeneralLedgerFile: "General ledger (spreadsheet)",
  bankReconcilation_BalanceAtTheBeginingOfTheTaxYear: "Bank statement, start of year",
  bankReconcilation_BalanceAtTheEndOfTheTaxYear: "Bank statement, end of year",
  bankReconcilation_BankStatementsFile: "Bank statements",
  // Business: expenses, each with its receipts
  expenses_Advertising: "Advertising receipts",
  expenses_AutomobileExpenses: "Vehicle expense receipts",
  expenses_BadDebts: "Bad debt records",
  expenses_BusinessMeals: "Meal receipts",
  expenses_AmountOfTotalMealsNOTProvidedByRestaurants: "Meal receipts",
  expenses_ContractLabor: "Contract labor records",
  expenses_DuesAndPublications: "Dues and subscription receipts",
  expenses_EmployeeBenefitPlans: "Employee benefit records",
  expenses_EmployeeHealthCarePlans: "Employee health plan records",
  expenses_Entertainment: "Entertainment receipts",
  expenses_Equipment200OrLessPerItem: "Equipment receipts",
  expenses_EquipmentMoreThan200PerItem: "Equipment receipts",
  expenses_Freight: "Freight receipts",
  expenses_Gifts: "Gift receipts",
  expenses_Insurance: "Insurance statements",
  expenses_InterestMortgage: "Mortgage interest statement",
  expenses_InterestOther: "Interest statements",
  expenses_InternetService: "Internet bills",
  expenses_LeaseImprovements: "Lease improvement receipts",
  expenses_LegalProfessional: "Legal and professional fees",
  expenses_Licenses: "License receipts",
  expenses_OfficeExpense: "Office expense receipts",
  expenses_PensionPlanFees: "Pension plan fees",
  expenses_RentEquipment: "Equipment rent receipts",
  expenses_RentOther: "Rent receipts",
  expenses_Repairs: "Repair receipts",
  expenses_Supplies: "Supply receipts",
  expenses_TaxesPayroll: "Payroll tax records",
  expenses_TaxesSales: "Sales tax records",
  expenses_TaxesProperty: "Property tax bills",
  expenses_Telephone: "Phone bills",
  expenses_Utilities: "Utility bills",
  expenses_W2Wages: "Payroll records",
  expenses_Other_Description1: "Other expense receipts",
  expenses_Other_Amount1: "Other expense receipts",
};

const uploadKindLabels: Readonly<Record<string, string>> = uploadDocumentKinds;

/**
 * A document's name from its kind: an upload's kind or an organizer file question's key. A key
 * neither list knows (a question added later) gives `fallback`, the file's name; a repeated row's
 * key (`expenses_Other_Amount2`) reads as its first row's.
 */
export function documentKindLabel(key: string, fallback: string): string {
  // A repeated row's key ends in its row's number; its first row's key ends in 1.
  const firstRow = key.replace(/\d+$/, "1");
  for (const candidate of [key, firstRow]) {
    if (Object.hasOwn(uploadKindLabels, candidate)) return uploadKindLabels[candidate] ?? fallback;
    if (Object.hasOwn(organizerFileKinds, candidate)) return organizerFileKinds[candidate] ?? fallback;
  }
  return fallback;
}

/** Every organizer file question the list above names, for the test that keeps it whole. */
export const namedOrganizerFileKeys: readonly string[] = Object.keys(organizerFileKinds);
