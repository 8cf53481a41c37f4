/** Deductions 8-11: HSA distributions, education, foreign accounts, property taxes. */
import { OrganizerCategoryId } from "@taxlane/contract";
import { defineStep, file, money, yesNo } from "../build";
import { anyYes, yes } from "../conditions";
import { organizerWarningTexts } from "../notices";

type Prefix = "taxPayer" | "spouse";
const prefixes: readonly Prefix[] = ["taxPayer", "spouse"];

export const hsaStep = defineStep("deductions", {
  id: "8",
  title: "HSA distributions",
  lead: "Money taken out of a health savings account.",
  sectionId: OrganizerCategoryId.hSADistributions,
  questions: prefixes.flatMap((p) => [
    yesNo(
      `${p}_HSADistributions_ReceiveAnyHealthSavings`,
      "Did you receive distributions from a health savings account?",
    ),
    file(`${p}_HSADistributions_UploadForm1099SA`, "Upload Form 1099-SA", {
      when: yes(`${p}_HSADistributions_ReceiveAnyHealthSavings`),
    }),
  ]),
});

export const educationalExpensesStep = defineStep("deductions", {
  id: "9",
  title: "Education",
  lead: "Student loan interest and tuition can lower your tax.",
  sectionId: OrganizerCategoryId.educationalExpenses,
  questions: prefixes.flatMap((p) => {
    const base = `${p}_EducationalExpenses_`;
    return [
      yesNo(`${base}HasStudentLoanInterestPayments`, "Did you pay interest on a student loan?"),
      file(`${base}UploadForm1098E`, "Upload Form 1098-E", {
        when: yes(`${base}HasStudentLoanInterestPayments`),
      }),
      yesNo(
        `${base}HasQualifiedEducationExpenses`,
        "Did you pay tuition or fees for college or vocational school?",
      ),
      file(`${base}UploadForm1098T`, "Upload Form 1098-T", {
        when: yes(`${base}HasQualifiedEducationExpenses`),
        rules: ["form1098T"],
        help: "Form 1098-T is mandatory to claim an education credit.",
      }),
    ];
  }),
});

const foreign = (p: Prefix) => `${p}_ForeignAccounts_HasForeignBankAccounts`;

export const foreignAccountsStep = defineStep("deductions", {
  id: "10",
  title: "Foreign accounts",
  lead: "Bank and financial accounts outside the United States.",
  sectionId: OrganizerCategoryId.foreignAccounts,
  questions: prefixes.flatMap((p) => [
    yesNo(foreign(p), "Did you have a bank or financial account in a foreign country?"),
    file(`${p}_ForeignAccounts_UploadForeignBankStatementDocument`, "Upload the account statements", {
      when: yes(foreign(p)),
    }),
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
  title: "Property taxes",
  lead: "Property taxes paid through your monthly mortgage payment.",
  sectionId: OrganizerCategoryId.foreignAccounts,
  questions: [
    money("taxPayerMonthlyMortgagePayments", "Monthly mortgage payment, including property taxes", {
      when: yes("taxPayer_HasOwnHome"),
    }),
    money("spouseMonthlyMortgagePayments", "Monthly mortgage payment, including property taxes", {
      when: yes("spouse_HasOwnHome"),
    }),
  ],
});
