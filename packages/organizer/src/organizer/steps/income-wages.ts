/** Income 1-3: W-2 forms, self-employment, and the self-employed businesses. */
import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
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
  title: "W-2 forms",
  lead: "Upload every W-2 you received from an employer.",
  sectionId: OrganizerCategoryId.w2Form,
  questions: prefixes.flatMap((p) => [
    file(`${p}_W2FormFile`, "Upload your W-2 forms"),
    yesNo(`${p}_DoNotHaveMoreW2Form`, "No more W-2 forms"),
    yesNo(`${p}_HaveMoreRemindLater`, "I have more; remind me later"),
    readValuesQuestion("w2", p),
  ]),
});

const person = { taxPayer: "TaxPayer", spouse: "Spouse" } as const;
/** `didTaxPayerEarnIncomeAsASelfEmployedOrSMLLC` / `didSpouseEarnIncomeAsASelfEmployedOrSMLLC`. */
export const earnedSelfEmployed = (p: Prefix) => `did${person[p]}EarnIncomeAsASelfEmployedOrSMLLC`;

export const selfEmployedStep = defineStep("income", {
  id: "2",
  title: "Self-employment",
  lead: "Income from work as a freelancer, contractor, sole proprietor or single-member LLC.",
  sectionId: OrganizerCategoryId.selfEmployer,
  questions: prefixes.flatMap((p) => {
    const who = person[p];
    const got1099 = `did${who}Receive_1099NEC_Misc_KForms`;
    return [
      yesNo(earnedSelfEmployed(p), "Did you earn income as self-employed or through a single-member LLC?"),
      ...under(yes(earnedSelfEmployed(p)), [
        yesNo(got1099, "Did you receive Forms 1099-NEC, 1099-MISC or 1099-K?"),
        file(`${p}SelfEmployedDocument`, "Upload the 1099 forms", { when: yes(got1099) }),
        yesNo(
          `did${who}ReceiveAdditionalIncomeYouDidNotReceive_1099NEC`,
          "Did you receive income no 1099-NEC was sent for?",
        ),
      ]),
      readValuesQuestion("1099-nec", p),
    ];
  }),
  notices: [{ id: "form1099Nec", kind: "info", text: organizerNoteTexts.form1099Nec }],
});

/** Expense lines of a self-employed business (Schedule C), in the client's key names. */
export const businessExpenseLines: readonly (readonly [string, string])[] = [
  ["Advertising", "Advertising"],
  ["CommissionsandFees", "Commissions and fees"],
  ["ContractLabor", "Contract labor"],
  ["DuesAndPublications", "Dues and publications"],
  ["Meals", "Meals"],
  ["EmployeeBenefitPrograms", "Employee benefit programs"],
  ["EmployeeHealthBenefitPlans", "Employee health benefit plans"],
  ["Equipment", "Equipment"],
  ["Freight", "Freight"],
  ["Gifts", "Gifts"],
  ["InsuranceNotHealth", "Insurance (not health)"],
  ["InterestMortgage", "Mortgage interest"],
  ["InterestOther", "Other interest"],
  ["BusinessInternetService", "Internet service"],
  ["LeaseImprovements", "Lease improvements"],
  ["LegalProfessional", "Legal and professional fees"],
  ["Licenses", "Licenses"],
  ["OfficeExpense", "Office expenses"],
  ["PensionPlanFees", "Pension plan fees"],
  ["RentEquipment", "Rent of equipment"],
  ["RentOther", "Other rent"],
  ["Repairs", "Repairs"],
  ["Supplies", "Supplies"],
  ["TaxesPayroll", "Payroll taxes"],
  ["TaxesSales", "Sales taxes"],
  ["TaxesProperty", "Property taxes"],
  ["BusinessTelephone", "Telephone"],
  ["Utilities", "Utilities"],
  ["Wages", "Wages"],
  ["Other", "Other expenses"],
];

function business(p: Prefix): QuestionDraft[] {
  const software = `${p === "spouse" ? "spouse_" : ""}do_you_use_accounting_software_prepare_income_tax`;
  const b = `${p}Business`;
  const questions: QuestionDraft[] = [
    q(software, {
      type: AnswerTypeId.radio,
      label: "Do you keep your books in accounting software?",
      options: [
        { value: "yes", label: "Yes, I can export a profit and loss report" },
        { value: "no", label: "No, I will enter the amounts here" },
      ],
    }),
    file(`${software}_attachment`, "Upload the profit and loss report", { when: is(software, "yes") }),
    text(`${b}Name1`, "Business name"),
    text(`${b}_EmployerIDNumber1`, "Employer ID number (EIN), if any"),
    ...(p === "taxPayer" ? [text(`${b}_productOrService1`, "Main product or service")] : []),
    money(`${b}_SelfEmployedHealthInsuranceCost1`, "Self-employed health insurance paid"),
    money(`${b}_GrossIncome1`, "Gross income"),
    money(`${b}_ReturnsAndAllowances1`, "Returns and allowances"),
    money(`${b}_BeginningInventory1`, "Inventory at the beginning of the year"),
    money(`${b}_AdditionsToInventory1`, "Additions to inventory"),
    money(`${b}_EndingInventory1`, "Inventory at the end of the year"),
    ...moneyLines(`${b}Expense_`, "1", businessExpenseLines),
    // Not sent by the existing client: what the other expenses were.
    text(`${b}Expense_OtherDescription1`, "Other expenses: what they were"),
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
  title: "Self-employment details",
  lead: "Income and expenses of each business; add a business for each one you ran.",
  sectionId: OrganizerCategoryId.vehicleOperatingExpenses,
  when: anyYes(earnedSelfEmployed("taxPayer"), earnedSelfEmployed("spouse")),
  questions: [...business("taxPayer"), ...business("spouse")],
  groups: prefixes.map((p) => ({
    id: `${p}Businesses`,
    title: "Businesses",
    addLabel: "Add a business",
    keys: business(p)
      .map((question) => question.key)
      .filter((key) => key.endsWith("1")),
  })),
});
