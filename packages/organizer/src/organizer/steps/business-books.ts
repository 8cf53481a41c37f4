/** Business 10-15: the bookkeeping system, asset sales, income, bank reconciliation and expenses. */

import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { type Phrase, phrase } from "../../phrase";
import { defineStep, file, money, moneyLines, q, text, under, yesNo } from "../build";
import { yes } from "../conditions";

const b = (name: string) => `automatedBookkeeping_${name}`;

export const businessBookkeepingStep = defineStep("business", {
  id: "10",
  title: phrase("organizerBusiness.bookkeeping"),
  lead: phrase("organizerBusiness.whereTheBooksOf"),
  sectionId: OrganizerCategoryId.automatedBookkeepingSystem,
  questions: [
    yesNo(b("HaveAccountingBooksClosedCurrentTaxPeriod"), phrase("organizerBusiness.areTheBooksClosed"), {
      isFile: true,
    }),
    yesNo(b("HaveAccountantOrNeedArefferal"), phrase("organizerBusiness.doYouHaveABookkeeper"), {
      isFile: true,
    }),
    yesNo(b("CanProvideReportsInPdf"), phrase("organizerBusiness.canYouProvideThe"), { isFile: true }),
    ...under(yes(b("CanProvideReportsInPdf")), [
      file(b("IncomeStatementFile"), phrase("organizerBusiness.incomeStatementPDF")),
      file(b("BalanceSheetFile"), phrase("organizerBusiness.balanceSheetPDF")),
      file(b("GeneralLedgerFile"), phrase("organizerBusiness.generalLedgerPDF")),
    ]),
  ],
});

export const businessAccountingSystemStep = defineStep("business", {
  id: "11",
  title: phrase("organizerBusiness.bookkeepingSystem"),
  lead: phrase("organizerBusiness.theAccountingSoftwareThe"),
  sectionId: OrganizerCategoryId.automatedBookkeepingSystem,
  questions: [
    yesNo(b("DoMaintainOnlineCloudBasedAccountingSystem"), phrase("organizerBusiness.doesTheBusinessKeep"), {
      isFile: true,
    }),
    yesNo(b("SentInviteFromMyAccountingSoftware"), phrase("organizerBusiness.haveYouInvitedYour"), {
      isFile: true,
      when: yes(b("DoMaintainOnlineCloudBasedAccountingSystem")),
    }),
    yesNo(b("CanAttacheExcelFiles"), phrase("organizerBusiness.canYouAttachThe")),
    ...under(yes(b("CanAttacheExcelFiles")), [
      file(b("ExcelOfBalanceSheetFile"), phrase("organizerBusiness.balanceSheetExcel")),
      file(b("ExcelOfGeneralLedgerFile"), phrase("organizerBusiness.generalLedgerExcel")),
      file(b("ExcelOfIncomeStatementFile"), phrase("organizerBusiness.incomeStatementExcel")),
    ]),
    yesNo(b("ReportCoversCorrectAccountingPeriod"), phrase("organizerBusiness.doTheReportsCover")),
    yesNo(b("ReportsAreTheSameBasisAsAccountingMethod"), phrase("organizerBusiness.areTheReportsOn"), {
      isFile: true,
    }),
  ],
});

export const businessAssetSalesStep = defineStep("business", {
  id: "12",
  title: phrase("organizerBusiness.assetSales"),
  lead: phrase("organizerBusiness.assetsTheBusinessSold"),
  sectionId: OrganizerCategoryId.businessAssetSalesAndDisposition,
  questions: [
    q("businessAssetSalesAndDisposition", {
      type: AnswerTypeId.json,
      label: phrase("organizerBusiness.assetsSoldOrDisposed"),
      table: {
        addLabel: phrase("organizerBusiness.addAnAsset"),
        columns: [
          { key: "description", label: phrase("organizerBusiness.description"), input: "text" },
          {
            key: "datePurchased",
            label: phrase("organizerBusiness.datePurchased"),
            input: "date",
            rules: ["date"],
          },
          { key: "cost", label: phrase("organizerBusiness.cost"), input: "money", rules: ["money"] },
        ],
      },
    }),
  ],
});

export const businessIncomeStep = defineStep("business", {
  id: "13",
  title: phrase("organizerBusiness.incomeAndCostOf"),
  lead: phrase("organizerBusiness.theYearsSalesAnd"),
  sectionId: OrganizerCategoryId.incomeAndCostOfGoodsSold,
  questions: [
    ...moneyLines("income_", "", [
      ["GrossReceiptsAndSales", phrase("organizerBusiness.grossReceiptsAndSales")],
      ["ReturnsAndAllowances", phrase("organizerBusiness.returnsAndAllowances")],
      ["CostOfGoodsSold", phrase("organizerBusiness.costOfGoodsSold")],
      ["GrossProfit", phrase("organizerBusiness.grossProfit")],
    ]),
    text("income_Description1", phrase("organizerBusiness.otherIncomeDescription")),
    money("income_Amount1", phrase("organizerBusiness.otherIncomeAmount")),
    ...moneyLines("costOfGoodsSold_", "", [
      ["InventoryAtBeginingOfYear", phrase("organizerBusiness.inventoryAtTheBeginning")],
      ["Purchases", phrase("organizerBusiness.purchases")],
      ["CostOfLabor", phrase("organizerBusiness.costOfLabor")],
      ["InventoryAtTheEndOfTheYear", phrase("organizerBusiness.inventoryAtTheEnd")],
    ]),
    text("costOfGoodsSold_Description1", phrase("organizerBusiness.otherCostDescription")),
    money("costOfGoodsSold_Amount1", phrase("organizerBusiness.otherCostAmount")),
  ],
  groups: [
    {
      id: "otherIncome",
      title: phrase("organizerBusiness.otherIncome"),
      addLabel: phrase("organizerBusiness.addOtherIncome"),
      rowNoun: phrase("organizerBusiness.addOtherIncomeRow"),
      keys: ["income_Description1", "income_Amount1"],
    },
    {
      id: "otherCosts",
      title: phrase("organizerBusiness.otherCostsOfGoods"),
      addLabel: phrase("organizerBusiness.addAnotherCost"),
      rowNoun: phrase("organizerBusiness.addAnotherCostRow"),
      keys: ["costOfGoodsSold_Description1", "costOfGoodsSold_Amount1"],
    },
  ],
});

const r = (name: string) => `bankReconcilation_${name}`;

export const businessBankStep = defineStep("business", {
  id: "14",
  title: phrase("organizerBusiness.bankReconciliation"),
  lead: phrase("organizerBusiness.theBalanceOfThe"),
  sectionId: OrganizerCategoryId.bankReconcilation,
  questions: [
    money(r("BalanceAtTheBeginingOfTheTaxYear"), phrase("organizerBusiness.balanceAtTheBeginning"), {
      isFile: true,
    }),
    money(r("BalanceAtTheEndOfTheTaxYear"), phrase("organizerBusiness.balanceAtTheEnd"), { isFile: true }),
    file(r("BankStatementsFile"), phrase("organizerBusiness.bankStatementsPDF"), {
      help: phrase("organizerBusiness.theStatementsOfThe"),
    }),
  ],
});

/** Expense lines, in the existing client's key names; commissions alone are sent without the file flag. */
const expenseLines: readonly (readonly [string, Phrase])[] = [
  ["Advertising", phrase("organizerBusiness.advertising")],
  ["AutomobileExpenses", phrase("organizerBusiness.automobileExpenses")],
  ["BadDebts", phrase("organizerBusiness.badDebts")],
  ["BusinessMeals", phrase("organizerBusiness.businessMeals")],
  ["AmountOfTotalMealsNOTProvidedByRestaurants", phrase("organizerBusiness.mealsNotProvidedBy")],
  ["CommissionsAndFees", phrase("organizerBusiness.commissionsAndFees")],
  ["ContractLabor", phrase("organizerBusiness.contractLabor")],
  ["DuesAndPublications", phrase("organizerBusiness.duesAndPublications")],
  ["EmployeeBenefitPlans", phrase("organizerBusiness.employeeBenefitPlans")],
  ["EmployeeHealthCarePlans", phrase("organizerBusiness.employeeHealthCarePlans")],
  ["Entertainment", phrase("organizerBusiness.entertainment")],
  ["Equipment200OrLessPerItem", phrase("organizerBusiness.equipment200OrLess")],
  ["Freight", phrase("organizerBusiness.freight")],
  ["EquipmentMoreThan200PerItem", phrase("organizerBusiness.equipmentMoreThan200")],
  ["Gifts", phrase("organizerBusiness.gifts")],
  ["Insurance", phrase("organizerBusiness.insurance")],
  ["InterestMortgage", phrase("organizerBusiness.interestMortgage")],
  ["InterestOther", phrase("organizerBusiness.interestOther")],
  ["InternetService", phrase("organizerBusiness.internetService")],
  ["LeaseImprovements", phrase("organizerBusiness.leaseImprovements")],
  ["LegalProfessional", phrase("organizerBusiness.legalAndProfessionalFees")],
  ["Licenses", phrase("organizerBusiness.licenses")],
  ["OfficeExpense", phrase("organizerBusiness.officeExpense")],
  ["PensionPlanFees", phrase("organizerBusiness.pensionPlanFees")],
  ["RentEquipment", phrase("organizerBusiness.rentEquipment")],
  ["RentOther", phrase("organizerBusiness.rentOther")],
  ["Repairs", phrase("organizerBusiness.repairs")],
  ["Supplies", phrase("organizerBusiness.supplies")],
  ["TaxesPayroll", phrase("organizerBusiness.taxesPayroll")],
  ["TaxesSales", phrase("organizerBusiness.taxesSales")],
  ["TaxesProperty", phrase("organizerBusiness.taxesProperty")],
  ["Telephone", phrase("organizerBusiness.telephone")],
  ["Utilities", phrase("organizerBusiness.utilities")],
  ["W2Wages", phrase("organizerBusiness.w2Wages")],
];

export const businessExpensesStep = defineStep("business", {
  id: "15",
  title: phrase("organizerBusiness.expenses"),
  lead: phrase("organizerBusiness.theYearsExpensesOf"),
  sectionId: OrganizerCategoryId.expenses,
  questions: [
    ...expenseLines.map(([name, label]) =>
      money(`expenses_${name}`, label, { isFile: name !== "CommissionsAndFees" }),
    ),
    text("expenses_Other_Description1", phrase("organizerBusiness.otherExpenseDescription"), {
      isFile: true,
    }),
    money("expenses_Other_Amount1", phrase("organizerBusiness.otherExpenseAmount"), { isFile: true }),
  ],
  groups: [
    {
      id: "otherExpenses",
      title: phrase("organizerBusiness.otherExpenses"),
      addLabel: phrase("organizerBusiness.addAnotherExpense"),
      rowNoun: phrase("organizerBusiness.addAnotherExpenseRow"),
      keys: ["expenses_Other_Description1", "expenses_Other_Amount1"],
    },
  ],
});
