/** Income 6-7: real-estate rentals and other income documents. */

import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { type Phrase, phrase } from "../../phrase";
import { defineStep, file, money, type QuestionDraft, q, text, under, withWire, yesNo } from "../build";
import { is, not, yes } from "../conditions";
import { readValuesQuestions } from "../read-values";
import type { OrganizerOption } from "../types";

type Prefix = "taxPayer" | "spouse";
const prefixes: readonly Prefix[] = ["taxPayer", "spouse"];
const yesNoText: readonly OrganizerOption[] = [
  { value: "yes", label: phrase("organizerIncome.yes") },
  { value: "no", label: phrase("organizerIncome.no") },
];

const rentalExpenseLines: readonly (readonly [string, Phrase])[] = [
  ["Commissions", phrase("organizerIncome.commissions")],
  ["Insurance", phrase("organizerIncome.insurance")],
  ["Professional", phrase("organizerIncome.professionalFees")],
  ["LegalAndFees", phrase("organizerIncome.legalAndOtherFees")],
  ["ManagementFees", phrase("organizerIncome.managementFees")],
  ["MortgageInterestPaidToBanks", phrase("organizerIncome.mortgageInterestPaidTo")],
  ["OtherInterest", phrase("organizerIncome.otherInterest")],
  ["Repairs", phrase("organizerIncome.repairs")],
  ["SuppliesHardwareEtc", phrase("organizerIncome.suppliesAndHardware")],
  ["TaxesProperty", phrase("organizerIncome.propertyTaxes")],
  ["TaxesPayroll", phrase("organizerIncome.payrollTaxes")],
  ["Utilities", phrase("organizerIncome.utilities")],
  ["Wages", phrase("organizerIncome.wages")],
];

function rentals(p: Prefix): QuestionDraft[] {
  const owns = `${p}RealEstate_OwnAnyMoreRealEstate`;
  const estate = `${p}RealEstate_`;
  const expense = `${p}RealEstateExpenses_`;
  const attachment =
    p === "taxPayer"
      ? `${expense}MortgageInterestPaidToBanks_Attachement`
      : `${expense}MortgageInterestPaidToBanks_Attachements`;
  return [
    q(owns, {
      type: AnswerTypeId.string,
      label: phrase("organizerIncome.doYouOwnReal"),
      input: "radio",
      options: yesNoText,
    }),
    ...under(is(owns, "yes"), [
      text(`${estate}AddressOrDescription1`, phrase("organizerIncome.addressOrDescription")),
      q(`${estate}Type1`, {
        type: AnswerTypeId.string,
        label: phrase("organizerIncome.typeOfProperty"),
        input: "radio",
        options: [
          { value: "singleFamily", label: phrase("organizerIncome.singleFamilyResidence") },
          { value: "multiFamily", label: phrase("organizerIncome.multiFamilyResidence") },
          { value: "vacation", label: phrase("organizerIncome.vacationOrShortTerm") },
          { value: "commercial", label: phrase("organizerIncome.commercial") },
          { value: "land", label: phrase("organizerIncome.land") },
          { value: "other", label: phrase("organizerIncome.other") },
        ],
      }),
      money(`${estate}RentalIncome1`, phrase("organizerIncome.rentalIncome")),
      text(`${estate}PercentOwnership1`, phrase("organizerIncome.percentYouOwn"), { input: "percent" }),
      q(`${estate}IsVocationHome1`, {
        type: AnswerTypeId.string,
        label: phrase("organizerIncome.isItAVacation"),
        input: "radio",
        options: yesNoText,
      }),
      text(`${estate}NumberOfDaysPersonallyUsed1`, phrase("organizerIncome.daysOfPersonalUse"), {
        input: "count",
      }),
      text(`${estate}NumberOfRentalDays1`, phrase("organizerIncome.daysRentedAtFair"), { input: "count" }),
      yesNo(`${expense}Advertising`, phrase("organizerIncome.didYouPayFor")),
      q(`${expense}CleaningAndMaintenance`, {
        type: p === "taxPayer" ? AnswerTypeId.number : AnswerTypeId.string,
        label: phrase("organizerIncome.cleaningAndMaintenance"),
        input: "money",
      }),
      ...rentalExpenseLines.map(([name, label]) => money(`${expense}${name}`, label)),
      withWire(file(attachment, phrase("organizerIncome.uploadForm1098For")), { forSpouse: false }),
      money(
        `${expense}CondoOrHomeownerAssociationDues`,
        phrase("organizerIncome.condoOrHomeownerAssociation"),
      ),
      text(`${expense}ForShortTermRentals`, phrase("organizerIncome.forShortTermRentals"), {
        input: "count",
      }),
    ]),
  ];
}

export const rentalStep = defineStep("income", {
  id: "6",
  title: phrase("organizerIncome.realEstateRentalIncome"),
  lead: phrase("organizerIncome.eachPropertyYouRented"),
  sectionId: OrganizerCategoryId.realEstateRental,
  questions: [...rentals("taxPayer"), ...rentals("spouse")],
  groups: prefixes.map((p) => ({
    id: `${p}RentalProperties`,
    title: phrase("organizerIncome.rentalProperties"),
    addLabel: phrase("organizerIncome.addAProperty"),
    rowNoun: phrase("organizerIncome.addAPropertyRow"),
    keys: rentals(p)
      .map((question) => question.key)
      .filter((key) => key.endsWith("1")),
  })),
});

interface IncomeForm {
  /** The form's part of the key, e.g. "1099R" in `taxPayer_1099RFormDocument`. */
  form: string;
  label: Phrase;
  /** Offers "I don't have any" / "not received yet but expect soon". */
  dontHave: boolean;
  notYet: boolean;
}

const incomeForms: readonly IncomeForm[] = [
  {
    form: "1099INTOrDIV",
    label: phrase("organizerIncome.forms1099INTAnd"),
    dontHave: false,
    notYet: false,
  },
  { form: "1099B", label: phrase("organizerIncome.form1099BBrokerage"), dontHave: true, notYet: false },
  { form: "1099R", label: phrase("organizerIncome.form1099RRetirement"), dontHave: true, notYet: true },
  { form: "1099SSA", label: phrase("organizerIncome.formSSA1099Social"), dontHave: true, notYet: true },
  { form: "1099G", label: phrase("organizerIncome.form1099GUnemployment"), dontHave: true, notYet: true },
  { form: "ScheduleK1", label: phrase("organizerIncome.schedulesK1"), dontHave: true, notYet: true },
  { form: "1099S", label: phrase("organizerIncome.form1099SSale"), dontHave: true, notYet: true },
  { form: "W2G", label: phrase("organizerIncome.formW2GGambling"), dontHave: true, notYet: true },
];

/** The existing client sends its "not received yet" of Form 1099-S as a file answer. */
const notYetAsFile = new Set(["1099S"]);

function incomeDocuments(p: Prefix): QuestionDraft[] {
  const forms = incomeForms.flatMap(({ form, label, dontHave, notYet }) => {
    const upload = `${p}_${form}FormDocument`;
    const none = `${p}_DoNotHave${form}FormDocument`;
    const later = `${p}_DoNotReceivedYet${form}FormDocument`;
    const questions: QuestionDraft[] = [];
    if (dontHave) questions.push(yesNo(none, phrase("organizerIncome.iDontHaveAny")));
    if (notYet) {
      questions.push(
        notYetAsFile.has(form)
          ? file(later, phrase("organizerIncome.notReceivedYetBut"))
          : yesNo(later, phrase("organizerIncome.notReceivedYetButExpected")),
      );
    }
    const uploadQuestion = file(
      upload,
      () => t("organizerIncome.uploadForm", { form: label() }),
      dontHave ? { when: not(yes(none)) } : {},
    );
    return [uploadQuestion, ...questions];
  });
  const crypto = `${p}_HaveVirtualOrCryptoCurrencyTransactions`;
  const other = `${p}_ReceiveAnyOtherTypeOfIncome`;
  const extras = [
    file(`${p}RealEstate_ProvideAny1099ks`, phrase("organizerIncome.uploadAnyForms1099")),
    yesNo(crypto, phrase("organizerIncome.didYouReceiveSell")),
    withWire(
      file(`${crypto}_Document`, phrase("organizerIncome.uploadTheVirtualCurrency"), { when: yes(crypto) }),
      {
        forSpouse: true,
      },
    ),
    yesNo(other, phrase("organizerIncome.didYouReceiveAny")),
    withWire(
      file(`${other}_Document`, phrase("organizerIncome.uploadTheDocumentsOf"), { when: yes(other) }),
      {
        forSpouse: true,
      },
    ),
  ];
  return [...forms, ...extras];
}

export const otherIncomeStep = defineStep("income", {
  id: "7",
  title: phrase("organizerIncome.otherIncome"),
  lead: phrase("organizerIncome.interestDividendsBrokerageRetirement"),
  sectionId: OrganizerCategoryId.income,
  questions: [
    ...incomeDocuments("taxPayer"),
    ...readValuesQuestions(["1099-int", "1099-div", "1099-r"], "taxPayer"),
    ...incomeDocuments("spouse"),
    ...readValuesQuestions(["1099-int", "1099-div", "1099-r"], "spouse"),
  ],
});
