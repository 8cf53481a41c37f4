/** Business 10-15: the bookkeeping system, asset sales, income, bank reconciliation and expenses. */
import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { defineStep, file, money, moneyLines, q, text, under, yesNo } from "../build";
import { yes } from "../conditions";

const b = (name: string) => `automatedBookkeeping_${name}`;

export const businessBookkeepingStep = defineStep("business", {
  id: "10",
  title: "Bookkeeping",
  lead: "Where the books of the business stand, and its reports.",
  sectionId: OrganizerCategoryId.automatedBookkeepingSystem,
  questions: [
    yesNo(b("HaveAccountingBooksClosedCurrentTaxPeriod"), "Are the books closed for the tax year?", {
      isFile: true,
    }),
    yesNo(b("HaveAccountantOrNeedArefferal"), "Do you have a bookkeeper (or would you like a referral)?", {
      isFile: true,
    }),
    yesNo(b("CanProvideReportsInPdf"), "Can you provide the year's reports as PDFs?", { isFile: true }),
    ...under(yes(b("CanProvideReportsInPdf")), [
      file(b("IncomeStatementFile"), "Income statement (PDF)"),
      file(b("BalanceSheetFile"), "Balance sheet (PDF)"),
      file(b("GeneralLedgerFile"), "General ledger (PDF)"),
    ]),
  ],
});

export const businessAccountingSystemStep = defineStep("business", {
  id: "11",
  title: "Bookkeeping system",
  lead: "The accounting software the business uses, and its reports as spreadsheets.",
  sectionId: OrganizerCategoryId.automatedBookkeepingSystem,
  questions: [
    yesNo(
      b("DoMaintainOnlineCloudBasedAccountingSystem"),
      "Does the business keep its books in online software?",
      {
        isFile: true,
      },
    ),
    yesNo(b("SentInviteFromMyAccountingSoftware"), "Have you invited your professional into that software?", {
      isFile: true,
      when: yes(b("DoMaintainOnlineCloudBasedAccountingSystem")),
    }),
    yesNo(b("CanAttacheExcelFiles"), "Can you attach the reports as Excel files?"),
    ...under(yes(b("CanAttacheExcelFiles")), [
      file(b("ExcelOfBalanceSheetFile"), "Balance sheet (Excel)"),
      file(b("ExcelOfGeneralLedgerFile"), "General ledger (Excel)"),
      file(b("ExcelOfIncomeStatementFile"), "Income statement (Excel)"),
    ]),
    yesNo(b("ReportCoversCorrectAccountingPeriod"), "Do the reports cover the tax year exactly?"),
    yesNo(
      b("ReportsAreTheSameBasisAsAccountingMethod"),
      "Are the reports on the business's accounting method?",
      {
        isFile: true,
      },
    ),
  ],
});

export const businessAssetSalesStep = defineStep("business", {
  id: "12",
  title: "Asset sales",
  lead: "Assets the business sold or disposed of this year.",
  sectionId: OrganizerCategoryId.businessAssetSalesAndDisposition,
  questions: [
    q("businessAssetSalesAndDisposition", {
      type: AnswerTypeId.json,
      label: "Assets sold or disposed of",
      table: {
        addLabel: "Add an asset",
        columns: [
          { key: "description", label: "Description", input: "text" },
          { key: "datePurchased", label: "Date purchased", input: "date", rules: ["date"] },
          { key: "cost", label: "Cost", input: "money", rules: ["money"] },
        ],
      },
    }),
  ],
});

export const businessIncomeStep = defineStep("business", {
  id: "13",
  title: "Income and cost of goods sold",
  lead: "The year's sales and what the goods sold cost.",
  sectionId: OrganizerCategoryId.incomeAndCostOfGoodsSold,
  questions: [
    ...moneyLines("income_", "", [
      ["GrossReceiptsAndSales", "Gross receipts and sales"],
      ["ReturnsAndAllowances", "Returns and allowances"],
      ["CostOfGoodsSold", "Cost of goods sold"],
      ["GrossProfit", "Gross profit"],
    ]),
    text("income_Description1", "Other income: description"),
    money("income_Amount1", "Other income: amount"),
    ...moneyLines("costOfGoodsSold_", "", [
      ["InventoryAtBeginingOfYear", "Inventory at the beginning of the year"],
      ["Purchases", "Purchases"],
      ["CostOfLabor", "Cost of labor"],
      ["InventoryAtTheEndOfTheYear", "Inventory at the end of the year"],
    ]),
    text("costOfGoodsSold_Description1", "Other cost: description"),
    money("costOfGoodsSold_Amount1", "Other cost: amount"),
  ],
  groups: [
    {
      id: "otherIncome",
      title: "Other income",
      addLabel: "Add other income",
      keys: ["income_Description1", "income_Amount1"],
    },
    {
      id: "otherCosts",
      title: "Other costs of goods sold",
      addLabel: "Add another cost",
      keys: ["costOfGoodsSold_Description1", "costOfGoodsSold_Amount1"],
    },
  ],
});

const r = (name: string) => `bankReconcilation_${name}`;

export const businessBankStep = defineStep("business", {
  id: "14",
  title: "Bank reconciliation",
  lead: "The balance of the business's bank accounts at the start and end of the tax year.",
  sectionId: OrganizerCategoryId.bankReconcilation,
  questions: [
    money(r("BalanceAtTheBeginingOfTheTaxYear"), "Balance at the beginning of the tax year", {
      isFile: true,
    }),
    money(r("BalanceAtTheEndOfTheTaxYear"), "Balance at the end of the tax year", { isFile: true }),
    file(r("BankStatementsFile"), "Bank statements (PDF)", {
      help: "The statements of the first and last month of the tax year.",
    }),
  ],
});

/** Expense lines, in the existing client's key names; commissions alone are sent without the file flag. */
const expenseLines: readonly (readonly [string, string])[] = [
  ["Advertising", "Advertising"],
  ["AutomobileExpenses", "Automobile expenses"],
  ["BadDebts", "Bad debts"],
  ["BusinessMeals", "Business meals"],
  ["AmountOfTotalMealsNOTProvidedByRestaurants", "Meals not provided by restaurants"],
  ["CommissionsAndFees", "Commissions and fees"],
  ["ContractLabor", "Contract labor"],
  ["DuesAndPublications", "Dues and publications"],
  ["EmployeeBenefitPlans", "Employee benefit plans"],
  ["EmployeeHealthCarePlans", "Employee health care plans"],
  ["Entertainment", "Entertainment"],
  ["Equipment200OrLessPerItem", "Equipment ($200 or less an item)"],
  ["Freight", "Freight"],
  ["EquipmentMoreThan200PerItem", "Equipment (more than $200 an item)"],
  ["Gifts", "Gifts"],
  ["Insurance", "Insurance"],
  ["InterestMortgage", "Interest: mortgage"],
  ["InterestOther", "Interest: other"],
  ["InternetService", "Internet service"],
  ["LeaseImprovements", "Lease improvements"],
  ["LegalProfessional", "Legal and professional fees"],
  ["Licenses", "Licenses"],
  ["OfficeExpense", "Office expense"],
  ["PensionPlanFees", "Pension plan fees"],
  ["RentEquipment", "Rent: equipment"],
  ["RentOther", "Rent: other"],
  ["Repairs", "Repairs"],
  ["Supplies", "Supplies"],
  ["TaxesPayroll", "Taxes: payroll"],
  ["TaxesSales", "Taxes: sales"],
  ["TaxesProperty", "Taxes: property"],
  ["Telephone", "Telephone"],
  ["Utilities", "Utilities"],
  ["W2Wages", "W-2 wages"],
];

export const businessExpensesStep = defineStep("business", {
  id: "15",
  title: "Expenses",
  lead: "The year's expenses of the business by category.",
  sectionId: OrganizerCategoryId.expenses,
  questions: [
    ...expenseLines.map(([name, label]) =>
      money(`expenses_${name}`, label, { isFile: name !== "CommissionsAndFees" }),
    ),
    text("expenses_Other_Description1", "Other expense: description", { isFile: true }),
    money("expenses_Other_Amount1", "Other expense: amount", { isFile: true }),
  ],
  groups: [
    {
      id: "otherExpenses",
      title: "Other expenses",
      addLabel: "Add another expense",
      keys: ["expenses_Other_Description1", "expenses_Other_Amount1"],
    },
  ],
});
