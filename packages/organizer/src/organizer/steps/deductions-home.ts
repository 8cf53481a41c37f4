/** Deductions 1-3: home, home mortgage interest, taxes paid. */

import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { type Phrase, phrase } from "../../phrase";
import { date, defineStep, money, type QuestionDraft, q, text, under, withWire, yesNo } from "../build";
import { is, MARRIED_FILING_SEPARATELY, not, yes } from "../conditions";
import { organizerNoteTexts } from "../notices";
import { readValuesQuestion } from "../read-values";

type Prefix = "taxPayer" | "spouse";

export const homeStep = defineStep("deductions", {
  id: "1",
  title: phrase("organizerDeductions.home"),
  lead: phrase("organizerDeductions.owningAHomeOpens"),
  sectionId: OrganizerCategoryId.home,
  questions: [
    yesNo("taxPayer_HasOwnHome", phrase("organizerDeductions.didYouOwnYour")),
    yesNo("spouse_HasOwnHome", phrase("organizerDeductions.didYouOwnYour")),
  ],
});

function mortgage(p: Prefix): QuestionDraft[] {
  const pays = `${p}_PayHomeMortgageinterest`;
  const got1098 = `${p}_Reseive1098Form`;
  const paidTo = `${p}_MortgageInterest_PaidTo_`;
  return [
    yesNo(pays, phrase("organizerDeductions.didYouPayHome"), { when: yes(`${p}_HasOwnHome`) }),
    yesNo(got1098, phrase("organizerDeductions.didYouReceiveForm"), { when: yes(pays) }),
    ...(p === "taxPayer"
      ? [
          q(`${p}_Form1098Upload`, {
            type: AnswerTypeId.file,
            label: phrase("organizerDeductions.uploadForm1098"),
            when: yes(got1098),
          }),
        ]
      : []),
    ...under(yes(pays), [
      text(`${paidTo}PayeeName`, phrase("organizerDeductions.paidToLendersName")),
      money(`${paidTo}Amount`, phrase("organizerDeductions.interestPaid")),
      yesNo(`${paidTo}SecondHome`, phrase("organizerDeductions.isThisLoanFor")),
      yesNo(`${paidTo}EquityLoan`, phrase("organizerDeductions.isThisAHome")),
      yesNo(`${paidTo}CheckIfHomeQualified`, phrase("organizerDeductions.wasTheLoanUsed")),
      text(`${p}_MortgageInterest_HasOriginalHomeLoan`, phrase("organizerDeductions.originalHomeLoanDate")),
      text(`${paidTo}RefinanceAnyLoans`, phrase("organizerDeductions.refinancedLoansDateAmount")),
      text(`${paidTo}Name1`, phrase("organizerDeductions.coOwnersName"), { input: "name" }),
      text(`${paidTo}SSN1`, phrase("organizerDeductions.coOwnersSocialSecurity"), {
        input: "taxId",
        sensitive: "taxId",
      }),
      text(`${paidTo}Address1`, phrase("organizerDeductions.coOwnersAddress")),
    ]),
  ];
}

export const mortgageInterestStep = defineStep("deductions", {
  id: "2",
  title: phrase("organizerDeductions.homeMortgageInterest"),
  lead: phrase("organizerDeductions.mortgageInterestOnYour"),
  sectionId: OrganizerCategoryId.homeMortgageInterest,
  questions: [
    ...mortgage("taxPayer"),
    readValuesQuestion("1098", "taxPayer"),
    ...mortgage("spouse"),
    readValuesQuestion("1098", "spouse"),
  ],
  groups: ["taxPayer", "spouse"].map((p) => ({
    id: `${p}MortgageCoOwners`,
    title: phrase("organizerDeductions.coOwnersOfThe"),
    addLabel: phrase("organizerDeductions.addACoOwner"),
    rowNoun: phrase("organizerDeductions.addACoOwnerRow"),
    keys: [
      `${p}_MortgageInterest_PaidTo_Name1`,
      `${p}_MortgageInterest_PaidTo_SSN1`,
      `${p}_MortgageInterest_PaidTo_Address1`,
    ],
  })),
});

const PROPERTY_TAX = "doYou_pay_property_tax_directly";

/** Rows of a taxes-paid table: type, amount and date, filed under taxes paid. */
function taxRow(prefix: string, typeLabel: Phrase): QuestionDraft[] {
  return [
    text(`${prefix}_Type1`, typeLabel),
    money(`${prefix}_Amount1`, phrase("organizerDeductions.amountPaid")),
    date(`${prefix}_Date1`, phrase("organizerDeductions.datePaid")),
  ].map((question) => withWire(question, { forSpouse: false }));
}

export const taxesPaidStep = defineStep("deductions", {
  id: "3",
  title: phrase("organizerDeductions.taxesPaid"),
  lead: phrase("organizerDeductions.realEstatePersonalProperty"),
  sectionId: OrganizerCategoryId.taxesPaid,
  questions: [
    q(PROPERTY_TAX, {
      type: AnswerTypeId.radio,
      label: phrase("organizerDeductions.doYouPayYour"),
      options: [
        { value: "direct", label: phrase("organizerDeductions.yesIPayThem") },
        { value: "escrow", label: phrase("organizerDeductions.noMyLenderPays") },
        { value: "none", label: phrase("organizerDeductions.iDontPayProperty") },
      ],
    }),
    money("taxesPaid_realestateProperty", phrase("organizerDeductions.realEstatePropertyTaxes"), {
      when: is(PROPERTY_TAX, "direct", "escrow"),
    }),
    money("taxesPaid_personalProperty", phrase("organizerDeductions.personalPropertyTaxesPaid")),
    ...taxRow("taxesPaid_VehicleLicenseFees", phrase("organizerDeductions.vehicleLicenseFeesBased")),
    ...taxRow("taxesPaid_PersonalProperty", phrase("organizerDeductions.kindOfPersonalProperty")),
  ],
  groups: [
    {
      id: "vehicleLicenseFees",
      title: phrase("organizerDeductions.vehicleLicenseFees"),
      addLabel: phrase("organizerDeductions.addAVehicle"),
      rowNoun: phrase("organizerDeductions.addAVehicleRow"),
      keys: [
        "taxesPaid_VehicleLicenseFees_Type1",
        "taxesPaid_VehicleLicenseFees_Amount1",
        "taxesPaid_VehicleLicenseFees_Date1",
      ],
    },
    {
      id: "personalPropertyTaxes",
      title: phrase("organizerDeductions.personalPropertyTaxes"),
      addLabel: phrase("organizerDeductions.addAPropertyTax"),
      rowNoun: phrase("organizerDeductions.addAPropertyTaxRow"),
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
