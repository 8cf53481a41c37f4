/** General 1-4: additional yes/no questions, dependents, refund direct deposit, payments received. */

import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { type Phrase, phrase } from "../../phrase";
import { checkbox, date, defineStep, money, type QuestionDraft, q, text, under, yesNo } from "../build";
import { anyYes, yes } from "../conditions";
import { organizerNoteTexts, organizerWarningTexts } from "../notices";

const foreignKeys = [
  "hasSignatureOrIsACoOwnerBankAccountInForeignCountry",
  "hasForeignBankAccount",
  "holdInterestInForeignFinancialAsset",
] as const;

export const additionalQuestionsStep = defineStep("general", {
  id: "1",
  title: phrase("organizerGeneral.additionalQuestions"),
  lead: phrase("organizerGeneral.answerYesToAnything"),
  sectionId: OrganizerCategoryId.additionalQuestions,
  questions: [
    yesNo(foreignKeys[0], phrase("organizerGeneral.didYouHaveSignature")),
    yesNo("receivedInheritanceFromSomeoneInForeignCountry", phrase("organizerGeneral.didYouReceiveA")),
    yesNo(foreignKeys[1], phrase("organizerGeneral.didYouHaveA")),
    yesNo("receivedDistributionFromForeignTrust", phrase("organizerGeneral.didYouReceiveADistribution")),
    yesNo(foreignKeys[2], phrase("organizerGeneral.didYouHoldAn")),
    yesNo(
      "receive_Sell_Exchang_FinancialInterestInVirtualCurrency",
      phrase("organizerGeneral.didYouReceiveSell"),
    ),
    yesNo("investInQualifiedOpportunityFund", phrase("organizerGeneral.didYouInvestIn")),
    yesNo("beenDeniedEarnedIncomeCreditByTheIRS", phrase("organizerGeneral.hasTheIRSEver")),
    yesNo(
      "beenRecertifiedForEarned_Income_ChildTax_AmericanOpportunityCredit",
      phrase("organizerGeneral.haveYouBeenRecertified"),
    ),
    yesNo("bought_Sold_GiftedRealEstateIn", phrase("organizerGeneral.didYouBuySell")),
    yesNo("madeGiftOfMoneyOrPropertyToAnyIndividual", phrase("organizerGeneral.didYouGiveMoney")),
    yesNo("employHouseholdWorkers", phrase("organizerGeneral.didYouEmployHousehold")),
    yesNo("sellPreciousMetalsDuringTheYear", phrase("organizerGeneral.didYouSellPrecious")),
    yesNo("wishToContributeToThePresidentialCampaignFund", phrase("organizerGeneral.doYouWant3")),
  ],
  notices: [
    {
      id: "foreignAccountsPenalty",
      kind: "warning",
      text: organizerWarningTexts.foreignAccounts,
      visibleWhen: anyYes(...foreignKeys),
    },
    {
      id: "giftThreshold",
      kind: "info",
      text: organizerNoteTexts.gifts,
      visibleWhen: yes("madeGiftOfMoneyOrPropertyToAnyIndividual"),
    },
  ],
});

const dependentKeys = [
  "dependantFullName",
  "dependantFirstName",
  "dependantMName",
  "dependantLastName",
  "dependantBirthday1",
  "dependantSocialSecurityNo1",
  "dependantRelation1",
  "dependantMonthsInHome1",
  "isDependantOverTheAgeOfEighteen1",
  "isDependantStudent1",
  "dependantIncome1",
];

export const dependentsStep = defineStep("general", {
  id: "2",
  title: phrase("organizerGeneral.dependents"),
  lead: phrase("organizerGeneral.childrenAndRelativesYou"),
  sectionId: OrganizerCategoryId.dependents,
  questions: [
    yesNo("hasDependants", phrase("organizerGeneral.doYouHaveDependents")),
    ...under(yes("hasDependants"), [
      text("dependantFullName", phrase("organizerGeneral.fullName"), { derived: true }),
      text("dependantFirstName", phrase("organizerGeneral.firstName"), {
        input: "name",
        rules: ["required"],
        help: organizerNoteTexts.namesMatchSsa,
      }),
      text("dependantMName", phrase("organizerGeneral.middleInitial"), { rules: ["middleInitial"] }),
      text("dependantLastName", phrase("organizerGeneral.lastName"), { input: "name", rules: ["required"] }),
      date("dependantBirthday1", phrase("organizerGeneral.birthday"), { rules: ["required"] }),
      text("dependantSocialSecurityNo1", phrase("organizerGeneral.socialSecurityNumberOr"), {
        input: "taxId",
        sensitive: "taxId",
        rules: ["required"],
      }),
      q("dependantRelation1", {
        type: AnswerTypeId.number,
        label: phrase("organizerGeneral.relationshipToYou"),
        input: "radio",
        options: [
          { value: 1, label: phrase("organizerGeneral.sonOrDaughter") },
          { value: 2, label: phrase("organizerGeneral.stepchild") },
          { value: 3, label: phrase("organizerGeneral.fosterChild") },
          { value: 4, label: phrase("organizerGeneral.brotherOrSister") },
          { value: 5, label: phrase("organizerGeneral.parent") },
          { value: 6, label: phrase("organizerGeneral.grandchild") },
          { value: 7, label: phrase("organizerGeneral.otherRelative") },
        ],
      }),
      text("dependantMonthsInHome1", phrase("organizerGeneral.monthsLivedInYour"), {
        input: "count",
        rules: ["monthsOfYear"],
      }),
      yesNo("isDependantOverTheAgeOfEighteen1", phrase("organizerGeneral.overTheAgeOf")),
      yesNo("isDependantStudent1", phrase("organizerGeneral.fullTimeStudent")),
      money("dependantIncome1", phrase("organizerGeneral.dependentsIncome")),
    ]),
  ],
  groups: [
    {
      id: "dependents",
      title: phrase("organizerGeneral.dependents"),
      addLabel: phrase("organizerGeneral.addADependent"),
      rowNoun: phrase("organizerGeneral.addADependentRow"),
      keys: dependentKeys,
    },
  ],
  notices: [{ id: "qualifyingDependents", kind: "info", text: organizerNoteTexts.dependents }],
});

function bankAccount(p: "" | "spouse"): QuestionDraft[] {
  const key = (name: string) => (p === "" ? name.charAt(0).toLowerCase() + name.slice(1) : `spouse${name}`);
  return [
    text(key("BankName"), phrase("organizerGeneral.bankName")),
    text(key("BankRoutingNumber"), phrase("organizerGeneral.routingNumber"), {
      input: "routingNumber",
      sensitive: "routingNumber",
    }),
    text(key("AccountNumber"), phrase("organizerGeneral.accountNumber"), {
      input: "accountNumber",
      sensitive: "accountNumber",
    }),
    q(key("AccountType1"), {
      type: AnswerTypeId.radio,
      label: phrase("organizerGeneral.accountType"),
      options: [
        { value: "checking", label: phrase("organizerGeneral.checking") },
        { value: "savings", label: phrase("organizerGeneral.savings") },
      ],
    }),
    money(key("AccountAllocation1"), phrase("organizerGeneral.amountOfTheRefund"), {
      help: phrase("organizerGeneral.leaveEmptyToDeposit"),
    }),
  ];
}

export const directDepositStep = defineStep("general", {
  id: "3",
  title: phrase("organizerGeneral.refundDirectDeposit"),
  lead: phrase("organizerGeneral.whereYourRefundGoes"),
  sectionId: OrganizerCategoryId.refoundDirectDeposit,
  questions: [...bankAccount(""), ...bankAccount("spouse")],
  groups: (["", "spouse"] as const).map((p) => ({
    id: p === "" ? "refundAccounts" : "spouseRefundAccounts",
    title: phrase("organizerGeneral.bankAccounts"),
    addLabel: phrase("organizerGeneral.addAnAccount"),
    rowNoun: phrase("organizerGeneral.addAnAccountRow"),
    keys: bankAccount(p).map((question) => question.key),
  })),
});

/** Payments and accounts of the year, with the follow-up questions of general/6. */
export const receivedPaymentFlags: readonly (readonly [string, Phrase])[] = [
  ["EIPReceived", phrase("organizerGeneral.economicImpactPaymentEIP")],
  ["IRSLetterReceived", phrase("organizerGeneral.advanceChildTaxCreditPayments")],
  ["CoverdellEducationAccount", phrase("organizerGeneral.coverdellEducationSavingsAccount")],
  ["Sec529TuitionPlan", phrase("organizerGeneral.n529QualifiedTuitionPlan")],
  ["HSA", phrase("organizerGeneral.healthSavingsAccountHSA")],
  ["Child", phrase("organizerGeneral.adoptionSpecialNeedsChild")],
];

export const receivedPaymentsStep = defineStep("general", {
  id: "4",
  title: phrase("organizerGeneral.receivedPayments"),
  lead: phrase("organizerGeneral.tickEveryPaymentYou"),
  sectionId: OrganizerCategoryId.additionalQuestions,
  questions: (["taxPayer", "spouse"] as const).flatMap((p) =>
    receivedPaymentFlags.map(([name, label]) => checkbox(`${p}${name}`, label)),
  ),
});
