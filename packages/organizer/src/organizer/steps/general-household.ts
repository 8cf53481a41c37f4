/** General 1-4: additional yes/no questions, dependents, refund direct deposit, payments received. */
import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
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
  title: "Additional questions",
  lead: "Answer yes to anything that happened during the year.",
  sectionId: OrganizerCategoryId.additionalQuestions,
  questions: [
    yesNo(
      foreignKeys[0],
      "Did you have signature authority over, or co-own, a bank account in a foreign country?",
    ),
    yesNo(
      "receivedInheritanceFromSomeoneInForeignCountry",
      "Did you receive a gift or inheritance from someone in a foreign country?",
    ),
    yesNo(foreignKeys[1], "Did you have a foreign bank account?"),
    yesNo("receivedDistributionFromForeignTrust", "Did you receive a distribution from a foreign trust?"),
    yesNo(foreignKeys[2], "Did you hold an interest in a foreign financial asset?"),
    yesNo(
      "receive_Sell_Exchang_FinancialInterestInVirtualCurrency",
      "Did you receive, sell or exchange virtual currency?",
    ),
    yesNo("investInQualifiedOpportunityFund", "Did you invest in a qualified opportunity fund?"),
    yesNo("beenDeniedEarnedIncomeCreditByTheIRS", "Has the IRS ever denied you the earned income credit?"),
    yesNo(
      "beenRecertifiedForEarned_Income_ChildTax_AmericanOpportunityCredit",
      "Have you been recertified for the earned income, child tax or American opportunity credit?",
    ),
    yesNo("bought_Sold_GiftedRealEstateIn", "Did you buy, sell or give away real estate?"),
    yesNo("madeGiftOfMoneyOrPropertyToAnyIndividual", "Did you give money or property to any one person?"),
    yesNo("employHouseholdWorkers", "Did you employ household workers (nanny, housekeeper, gardener)?"),
    yesNo("sellPreciousMetalsDuringTheYear", "Did you sell precious metals?"),
    yesNo(
      "wishToContributeToThePresidentialCampaignFund",
      "Do you want $3 to go to the Presidential Election Campaign Fund?",
    ),
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
  title: "Dependents",
  lead: "Children and relatives you supported; add a dependent for each one.",
  sectionId: OrganizerCategoryId.dependents,
  questions: [
    yesNo("hasDependants", "Do you have dependents?"),
    ...under(yes("hasDependants"), [
      text("dependantFullName", "Full name", { derived: true }),
      text("dependantFirstName", "First name", {
        input: "name",
        rules: ["required"],
        help: organizerNoteTexts.namesMatchSsa,
      }),
      text("dependantMName", "Middle initial", { rules: ["middleInitial"] }),
      text("dependantLastName", "Last name", { input: "name", rules: ["required"] }),
      date("dependantBirthday1", "Birthday", { rules: ["required"] }),
      text("dependantSocialSecurityNo1", "Social security number or ITIN", {
        input: "taxId",
        sensitive: "taxId",
        rules: ["required"],
      }),
      q("dependantRelation1", {
        type: AnswerTypeId.number,
        label: "Relationship to you",
        input: "radio",
        options: [
          { value: 1, label: "Son or daughter" },
          { value: 2, label: "Stepchild" },
          { value: 3, label: "Foster child" },
          { value: 4, label: "Brother or sister" },
          { value: 5, label: "Parent" },
          { value: 6, label: "Grandchild" },
          { value: 7, label: "Other relative" },
        ],
      }),
      text("dependantMonthsInHome1", "Months lived in your home", {
        input: "count",
        rules: ["monthsOfYear"],
      }),
      yesNo("isDependantOverTheAgeOfEighteen1", "Over the age of 18?"),
      yesNo("isDependantStudent1", "Full-time student?"),
      money("dependantIncome1", "Dependent's income"),
    ]),
  ],
  groups: [{ id: "dependents", title: "Dependents", addLabel: "Add a dependent", keys: dependentKeys }],
  notices: [{ id: "qualifyingDependents", kind: "info", text: organizerNoteTexts.dependents }],
});

function bankAccount(p: "" | "spouse"): QuestionDraft[] {
  const key = (name: string) => (p === "" ? name.charAt(0).toLowerCase() + name.slice(1) : `spouse${name}`);
  return [
    text(key("BankName"), "Bank name"),
    text(key("BankRoutingNumber"), "Routing number", { input: "routingNumber", sensitive: "routingNumber" }),
    text(key("AccountNumber"), "Account number", { input: "accountNumber", sensitive: "accountNumber" }),
    q(key("AccountType1"), {
      type: AnswerTypeId.radio,
      label: "Account type",
      options: [
        { value: "checking", label: "Checking" },
        { value: "savings", label: "Savings" },
      ],
    }),
    money(key("AccountAllocation1"), "Amount of the refund to this account", {
      help: "Leave empty to deposit the whole refund here.",
    }),
  ];
}

export const directDepositStep = defineStep("general", {
  id: "3",
  title: "Refund direct deposit",
  lead: "Where your refund goes; split it over accounts if you like.",
  sectionId: OrganizerCategoryId.refoundDirectDeposit,
  questions: [...bankAccount(""), ...bankAccount("spouse")],
  groups: (["", "spouse"] as const).map((p) => ({
    id: p === "" ? "refundAccounts" : "spouseRefundAccounts",
    title: "Bank accounts",
    addLabel: "Add an account",
    keys: bankAccount(p).map((question) => question.key),
  })),
});

/** Payments and accounts of the year, with the follow-up questions of general/6. */
export const receivedPaymentFlags: readonly (readonly [string, string])[] = [
  ["EIPReceived", "Economic impact payment (EIP 3)"],
  ["IRSLetterReceived", "Advance child tax credit payments (IRS letter 6419)"],
  ["CoverdellEducationAccount", "Coverdell education savings account"],
  ["Sec529TuitionPlan", "529 qualified tuition plan"],
  ["HSA", "Health savings account (HSA)"],
  ["Child", "Adoption, special-needs child or educator expenses"],
];

export const receivedPaymentsStep = defineStep("general", {
  id: "4",
  title: "Received payments",
  lead: "Tick every payment you received and every account you had during the year.",
  sectionId: OrganizerCategoryId.additionalQuestions,
  questions: (["taxPayer", "spouse"] as const).flatMap((p) =>
    receivedPaymentFlags.map(([name, label]) => checkbox(`${p}${name}`, label)),
  ),
});
