/** Deductions 1-3: home, home mortgage interest, taxes paid. */
import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { date, defineStep, money, type QuestionDraft, q, text, under, withWire, yesNo } from "../build";
import { is, MARRIED_FILING_SEPARATELY, not, yes } from "../conditions";
import { organizerNoteTexts } from "../notices";
import { readValuesQuestion } from "../read-values";

type Prefix = "taxPayer" | "spouse";

export const homeStep = defineStep("deductions", {
  id: "1",
  title: "Home",
  lead: "Owning a home opens deductions for mortgage interest and property taxes.",
  sectionId: OrganizerCategoryId.home,
  questions: [
    yesNo("taxPayer_HasOwnHome", "Did you own your home in 2021?"),
    yesNo("spouse_HasOwnHome", "Did you own your home in 2021?"),
  ],
});

function mortgage(p: Prefix): QuestionDraft[] {
  const pays = `${p}_PayHomeMortgageinterest`;
  const got1098 = `${p}_Reseive1098Form`;
  const paidTo = `${p}_MortgageInterest_PaidTo_`;
  return [
    yesNo(pays, "Did you pay home mortgage interest?", { when: yes(`${p}_HasOwnHome`) }),
    yesNo(got1098, "Did you receive Form 1098 from your lender?", { when: yes(pays) }),
    ...(p === "taxPayer"
      ? [q(`${p}_Form1098Upload`, { type: AnswerTypeId.file, label: "Upload Form 1098", when: yes(got1098) })]
      : []),
    ...under(yes(pays), [
      text(`${paidTo}PayeeName`, "Paid to (lender's name)"),
      money(`${paidTo}Amount`, "Interest paid"),
      yesNo(`${paidTo}SecondHome`, "Is this loan for a second home?"),
      yesNo(`${paidTo}EquityLoan`, "Is this a home equity loan?"),
      yesNo(`${paidTo}CheckIfHomeQualified`, "Was the loan used to buy, build or improve the home?"),
      text(`${p}_MortgageInterest_HasOriginalHomeLoan`, "Original home loan: date and amount"),
      text(`${paidTo}RefinanceAnyLoans`, "Refinanced loans: date, amount and purpose"),
      text(`${paidTo}Name1`, "Co-owner's name", { input: "name" }),
      text(`${paidTo}SSN1`, "Co-owner's social security number", { input: "taxId", sensitive: "taxId" }),
      text(`${paidTo}Address1`, "Co-owner's address"),
    ]),
  ];
}

export const mortgageInterestStep = defineStep("deductions", {
  id: "2",
  title: "Home mortgage interest",
  lead: "Mortgage interest on your main and second home can be deducted.",
  sectionId: OrganizerCategoryId.homeMortgageInterest,
  questions: [
    ...mortgage("taxPayer"),
    readValuesQuestion("1098", "taxPayer"),
    ...mortgage("spouse"),
    readValuesQuestion("1098", "spouse"),
  ],
  groups: ["taxPayer", "spouse"].map((p) => ({
    id: `${p}MortgageCoOwners`,
    title: "Co-owners of the home",
    addLabel: "Add a co-owner",
    keys: [
      `${p}_MortgageInterest_PaidTo_Name1`,
      `${p}_MortgageInterest_PaidTo_SSN1`,
      `${p}_MortgageInterest_PaidTo_Address1`,
    ],
  })),
});

const PROPERTY_TAX = "doYou_pay_property_tax_directly";

/** Rows of a taxes-paid table: type, amount and date, filed under taxes paid. */
function taxRow(prefix: string, typeLabel: string): QuestionDraft[] {
  return [
    text(`${prefix}_Type1`, typeLabel),
    money(`${prefix}_Amount1`, "Amount paid"),
    date(`${prefix}_Date1`, "Date paid"),
  ].map((question) => withWire(question, { forSpouse: false }));
}

export const taxesPaidStep = defineStep("deductions", {
  id: "3",
  title: "Taxes paid",
  lead: "Real estate, personal property and vehicle license taxes you paid in 2021.",
  sectionId: OrganizerCategoryId.taxesPaid,
  questions: [
    q(PROPERTY_TAX, {
      type: AnswerTypeId.radio,
      label: "Do you pay your property taxes directly?",
      options: [
        { value: "direct", label: "Yes, I pay them directly" },
        { value: "escrow", label: "No, my lender pays them from escrow" },
        { value: "none", label: "I don't pay property taxes" },
      ],
    }),
    money("taxesPaid_realestateProperty", "Real estate property taxes paid", {
      when: is(PROPERTY_TAX, "direct", "escrow"),
    }),
    money("taxesPaid_personalProperty", "Personal property taxes paid"),
    ...taxRow("taxesPaid_VehicleLicenseFees", "Vehicle (license fees based on value)"),
    ...taxRow("taxesPaid_PersonalProperty", "Kind of personal property"),
  ],
  groups: [
    {
      id: "vehicleLicenseFees",
      title: "Vehicle license fees",
      addLabel: "Add a vehicle",
      keys: [
        "taxesPaid_VehicleLicenseFees_Type1",
        "taxesPaid_VehicleLicenseFees_Amount1",
        "taxesPaid_VehicleLicenseFees_Date1",
      ],
    },
    {
      id: "personalPropertyTaxes",
      title: "Personal property taxes",
      addLabel: "Add a property tax payment",
      keys: [
        "taxesPaid_PersonalProperty_Type1",
        "taxesPaid_PersonalProperty_Amount1",
        "taxesPaid_PersonalProperty_Date1",
      ],
    },
  ],
  notices: [
    {
      id: "saltCap",
      kind: "info",
      text: organizerNoteTexts.saltCap,
      visibleWhen: not(MARRIED_FILING_SEPARATELY),
    },
    {
      id: "saltCapSeparate",
      kind: "info",
      text: organizerNoteTexts.saltCapSeparate,
      visibleWhen: MARRIED_FILING_SEPARATELY,
    },
  ],
});
