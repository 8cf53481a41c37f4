/** Deductions 8-11: HSA distributions, education, foreign accounts, property taxes. */

import { OrganizerCategoryId } from "@taxlane/contract";
import { phrase } from "../../phrase";
import { defineStep, file, money, yesNo } from "../build";
import { anyYes, yes } from "../conditions";
import { organizerWarningTexts } from "../notices";

type Prefix = "taxPayer" | "spouse";
const prefixes: readonly Prefix[] = ["taxPayer", "spouse"];

export const hsaStep = defineStep("deductions", {
  id: "8",
  title: phrase("organizerDeductions.hSADistributions"),
  lead: phrase("organizerDeductions.moneyTakenOutOf"),
  sectionId: OrganizerCategoryId.hSADistributions,
  questions: prefixes.flatMap((p) => [
    yesNo(
      `${p}_HSADistributions_ReceiveAnyHealthSavings`,
      phrase("organizerDeductions.didYouReceiveDistributions"),
    ),
    file(`${p}_HSADistributions_UploadForm1099SA`, phrase("organizerDeductions.uploadForm1099SA"), {
      when: yes(`${p}_HSADistributions_ReceiveAnyHealthSavings`),
    }),
  ]),
});

export const educationalExpensesStep = defineStep("deductions", {
  id: "9",
  title: phrase("organizerDeductions.education"),
  lead: phrase("organizerDeductions.studentLoanInterestAnd"),
  sectionId: OrganizerCategoryId.educationalExpenses,
  questions: prefixes.flatMap((p) => {
    const base = `${p}_EducationalExpenses_`;
    return [
      yesNo(`${base}HasStudentLoanInterestPayments`, phrase("organizerDeductions.didYouPayInterest")),
      file(`${base}UploadForm1098E`, phrase("organizerDeductions.uploadForm1098E"), {
        when: yes(`${base}HasStudentLoanInterestPayments`),
      }),
      yesNo(`${base}HasQualifiedEducationExpenses`, phrase("organizerDeductions.didYouPayTuition")),
      file(`${base}UploadForm1098T`, phrase("organizerDeductions.uploadForm1098T"), {
        when: yes(`${base}HasQualifiedEducationExpenses`),
        rules: ["form1098T"],
        help: phrase("organizerDeductions.form1098TIs"),
      }),
    ];
  }),
});

const foreign = (p: Prefix) => `${p}_ForeignAccounts_HasForeignBankAccounts`;

export const foreignAccountsStep = defineStep("deductions", {
  id: "10",
  title: phrase("organizerDeductions.foreignAccounts"),
  lead: phrase("organizerDeductions.bankAndFinancialAccounts"),
  sectionId: OrganizerCategoryId.foreignAccounts,
  questions: prefixes.flatMap((p) => [
    yesNo(foreign(p), phrase("organizerDeductions.didYouHaveA")),
    file(
      `${p}_ForeignAccounts_UploadForeignBankStatementDocument`,
      phrase("organizerDeductions.uploadTheAccountStatements"),
      {
        when: yes(foreign(p)),
      },
    ),
  ]),
  notices: [
    {
      id: "foreignAccountsPenalty",
      kind: "warning",
      text: organizerWarningTexts.foreignAccounts,
      visibleWhen: anyYes(foreign("taxPayer"), foreign("spouse")),
    },
  ],
});

export const propertyTaxesStep = defineStep("deductions", {
  id: "11",
  title: phrase("organizerDeductions.propertyTaxes"),
  lead: phrase("organizerDeductions.propertyTaxesPaidThrough"),
  sectionId: OrganizerCategoryId.foreignAccounts,
  questions: [
    money("taxPayerMonthlyMortgagePayments", phrase("organizerDeductions.monthlyMortgagePaymentIncluding"), {
      when: yes("taxPayer_HasOwnHome"),
    }),
    money("spouseMonthlyMortgagePayments", phrase("organizerDeductions.monthlyMortgagePaymentIncluding"), {
      when: yes("spouse_HasOwnHome"),
    }),
  ],
});
