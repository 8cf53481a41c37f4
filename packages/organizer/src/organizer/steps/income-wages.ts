/** Income 1-3: W-2 forms, self-employment, and the self-employed businesses. */

import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { type Phrase, phrase } from "../../phrase";
import {
  defineStep,
  file,
  money,
  moneyLines,
  type QuestionDraft,
  q,
  text,
  under,
  withWire,
  yesNo,
} from "../build";
import { anyYes, is, yes } from "../conditions";
import { organizerNoteTexts } from "../notices";
import { readValuesQuestion } from "../read-values";

type Prefix = "taxPayer" | "spouse";
const prefixes: readonly Prefix[] = ["taxPayer", "spouse"];

export const w2Step = defineStep("income", {
  id: "1",
  title: phrase("organizerIncome.w2Forms"),
  lead: phrase("organizerIncome.uploadEveryW2"),
  sectionId: OrganizerCategoryId.w2Form,
  questions: prefixes.flatMap((p) => [
    file(`${p}_W2FormFile`, phrase("organizerIncome.uploadYourW2")),
    yesNo(`${p}_DoNotHaveMoreW2Form`, phrase("organizerIncome.noMoreW2")),
    yesNo(`${p}_HaveMoreRemindLater`, phrase("organizerIncome.iHaveMoreRemind")),
    readValuesQuestion("w2", p),
  ]),
});

const person = { taxPayer: "TaxPayer", spouse: "Spouse" } as const;
/** `didTaxPayerEarnIncomeAsASelfEmployedOrSMLLC` / `didSpouseEarnIncomeAsASelfEmployedOrSMLLC`. */
export const earnedSelfEmployed = (p: Prefix) => `did${person[p]}EarnIncomeAsASelfEmployedOrSMLLC`;

export const selfEmployedStep = defineStep("income", {
  id: "2",
  title: phrase("organizerIncome.selfEmployment"),
  lead: phrase("organizerIncome.incomeFromWorkAs"),
  sectionId: OrganizerCategoryId.selfEmployer,
  questions: prefixes.flatMap((p) => {
    const who = person[p];
    const got1099 = `did${who}Receive_1099NEC_Misc_KForms`;
    return [
      yesNo(earnedSelfEmployed(p), phrase("organizerIncome.didYouEarnIncome")),
      ...under(yes(earnedSelfEmployed(p)), [
        yesNo(got1099, phrase("organizerIncome.didYouReceiveForms")),
        file(`${p}SelfEmployedDocument`, phrase("organizerIncome.uploadThe1099Forms"), {
          when: yes(got1099),
        }),
        yesNo(
          `did${who}ReceiveAdditionalIncomeYouDidNotReceive_1099NEC`,
          phrase("organizerIncome.didYouReceiveIncome"),
        ),
      ]),
      readValuesQuestion("1099-nec", p),
    ];
  }),
  notices: [{ id: "form1099Nec", kind: "info", text: organizerNoteTexts.form1099Nec }],
});

/** Expense lines of a self-employed business (Schedule C), in the client's key names. */
export const businessExpenseLines: readonly (readonly [string, Phrase])[] = [
  ["Advertising", phrase("organizerIncome.advertising")],
  ["CommissionsandFees", phrase("organizerIncome.commissionsAndFees")],
  ["ContractLabor", phrase("organizerIncome.contractLabor")],
  ["DuesAndPublications", phrase("organizerIncome.duesAndPublications")],
  ["Meals", phrase("organizerIncome.meals")],
  ["EmployeeBenefitPrograms", phrase("organizerIncome.employeeBenefitPrograms")],
  ["EmployeeHealthBenefitPlans", phrase("organizerIncome.employeeHealthBenefitPlans")],
  ["Equipment", phrase("organizerIncome.equipment")],
  ["Freight", phrase("organizerIncome.freight")],
  ["Gifts", phrase("organizerIncome.gifts")],
  ["InsuranceNotHealth", phrase("organizerIncome.insuranceNotHealth")],
  ["InterestMortgage", phrase("organizerIncome.mortgageInterest")],
  ["InterestOther", phrase("organizerIncome.otherInterest")],
  ["BusinessInternetService", phrase("organizerIncome.internetService")],
  ["LeaseImprovements", phrase("organizerIncome.leaseImprovements")],
  ["LegalProfessional", phrase("organizerIncome.legalAndProfessionalFees")],
  ["Licenses", phrase("organizerIncome.licenses")],
  ["OfficeExpense", phrase("organizerIncome.officeExpenses")],
  ["PensionPlanFees", phrase("organizerIncome.pensionPlanFees")],
  ["RentEquipment", phrase("organizerIncome.rentOfEquipment")],
  ["RentOther", phrase("organizerIncome.otherRent")],
  ["Repairs", phrase("organizerIncome.repairs")],
  ["Supplies", phrase("organizerIncome.supplies")],
  ["TaxesPayroll", phrase("organizerIncome.payrollTaxes")],
  ["TaxesSales", phrase("organizerIncome.salesTaxes")],
  ["TaxesProperty", phrase("organizerIncome.propertyTaxes")],
  ["BusinessTelephone", phrase("organizerIncome.telephone")],
  ["Utilities", phrase("organizerIncome.utilities")],
  ["Wages", phrase("organizerIncome.wages")],
  ["Other", phrase("organizerIncome.otherExpenses")],
];

function business(p: Prefix): QuestionDraft[] {
  const software = `${p === "spouse" ? "spouse_" : ""}do_you_use_accounting_software_prepare_income_tax`;
  const b = `${p}Business`;
  const questions: QuestionDraft[] = [
    q(software, {
      type: AnswerTypeId.radio,
      label: phrase("organizerIncome.doYouKeepYour"),
      options: [
        { value: "yes", label: phrase("organizerIncome.yesICanExport") },
        { value: "no", label: phrase("organizerIncome.noIWillEnter") },
      ],
    }),
    file(`${software}_attachment`, phrase("organizerIncome.uploadTheProfitAnd"), {
      when: is(software, "yes"),
    }),
    text(`${b}Name1`, phrase("organizerIncome.businessName")),
    text(`${b}_EmployerIDNumber1`, phrase("organizerIncome.employerIDNumberEIN")),
    ...(p === "taxPayer"
      ? [text(`${b}_productOrService1`, phrase("organizerIncome.mainProductOrService"))]
      : []),
    money(`${b}_SelfEmployedHealthInsuranceCost1`, phrase("organizerIncome.selfEmployedHealthInsurance")),
    money(`${b}_GrossIncome1`, phrase("organizerIncome.grossIncome")),
    money(`${b}_ReturnsAndAllowances1`, phrase("organizerIncome.returnsAndAllowances")),
    money(`${b}_BeginningInventory1`, phrase("organizerIncome.inventoryAtTheBeginning")),
    money(`${b}_AdditionsToInventory1`, phrase("organizerIncome.additionsToInventory")),
    money(`${b}_EndingInventory1`, phrase("organizerIncome.inventoryAtTheEnd")),
    ...moneyLines(`${b}Expense_`, "1", businessExpenseLines),
    // Not sent by the existing client: what the other expenses were.
    text(`${b}Expense_OtherDescription1`, phrase("organizerIncome.otherExpensesWhatThey")),
  ];
  // The existing client sends the spouse's accounting-software answers with forSpouse false.
  return under(
    yes(earnedSelfEmployed(p)),
    questions.map((question) =>
      question.key.startsWith(software) ? withWire(question, { forSpouse: false }) : question,
    ),
  );
}

export const selfEmploymentDetailsStep = defineStep("income", {
  id: "3",
  title: phrase("organizerIncome.selfEmploymentDetails"),
  lead: phrase("organizerIncome.incomeAndExpensesOf"),
  sectionId: OrganizerCategoryId.vehicleOperatingExpenses,
  when: anyYes(earnedSelfEmployed("taxPayer"), earnedSelfEmployed("spouse")),
  questions: [...business("taxPayer"), ...business("spouse")],
  groups: prefixes.map((p) => ({
    id: `${p}Businesses`,
    title: phrase("organizerIncome.businesses"),
    addLabel: phrase("organizerIncome.addABusiness"),
    rowNoun: phrase("organizerIncome.addABusinessRow"),
    keys: business(p)
      .map((question) => question.key)
      .filter((key) => key.endsWith("1")),
  })),
});
