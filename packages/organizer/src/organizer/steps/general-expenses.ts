/** General 5-7: education expenses, amounts of the payments received, child and dependent care. */

import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { type Phrase, phrase } from "../../phrase";
import { defineStep, file, money, moneyLines, type QuestionDraft, q, text, under, yesNo } from "../build";
import { yes } from "../conditions";
import { organizerNoteTexts } from "../notices";

const hasEducation = "hasEducationExpensesForYouOrDependents";

const studentLines: readonly (readonly [string, Phrase])[] = [
  ["PostSecondaryTuitionAfterFourYears", phrase("organizerGeneral.tuitionAfterTheFirst")],
  ["PostSecondaryTuitionFirstFourYears", phrase("organizerGeneral.tuitionInTheFirst")],
  ["EnrollmentFeesAndCourseMaterials", phrase("organizerGeneral.enrollmentFeesAndCourse")],
  ["JobRelatedTuitionAndFees", phrase("organizerGeneral.jobRelatedTuitionAnd")],
  ["JobRelatedSeminarFees", phrase("organizerGeneral.jobRelatedSeminarFees")],
  ["JobRelatedBooksAndSupplies", phrase("organizerGeneral.jobRelatedBooksAnd")],
  ["EducationPlans_TuitionK12thGrade", phrase("organizerGeneral.paidFromA529")],
  ["EducationPlans_TuitionPostSecondary", phrase("organizerGeneral.paidFromA529Or")],
  ["EducationPlans_BooksAndSupplies", phrase("organizerGeneral.paidFromA529OrCoverdell")],
  ["EducationPlans_RoomAndBoard", phrase("organizerGeneral.paidFromA529OrCoverdellPlan")],
];

const studentQuestions: QuestionDraft[] = [
  text("studentName1", phrase("organizerGeneral.studentsName"), { input: "name" }),
  q("studentStatus1", {
    type: AnswerTypeId.number,
    label: phrase("organizerGeneral.levelOfStudy"),
    input: "radio",
    options: [
      { value: 1, label: phrase("organizerGeneral.collegeFirstFourYears") },
      { value: 2, label: phrase("organizerGeneral.collegeAfterFourYears") },
      { value: 3, label: phrase("organizerGeneral.kindergartenTo12thGrade") },
      { value: 4, label: phrase("organizerGeneral.jobRelatedCourses") },
    ],
  }),
  yesNo("isStudentFullTime1", phrase("organizerGeneral.fullTimeStudent")),
  ...moneyLines("student_", "1", studentLines),
];

export const educationExpensesStep = defineStep("general", {
  id: "5",
  title: phrase("organizerGeneral.educationExpenses"),
  lead: phrase("organizerGeneral.tuitionFeesBooksRoom"),
  sectionId: OrganizerCategoryId.educationExpenses,
  questions: [
    yesNo(hasEducation, phrase("organizerGeneral.didYouPayEducation")),
    ...under(yes(hasEducation), [
      yesNo("hasForm1098TFromTheEducationInstitution", phrase("organizerGeneral.didYouReceiveForm"), {
        rules: ["form1098T"],
        help: phrase("organizerGeneral.form1098TIs"),
      }),
      q("studentsCountToPay", {
        type: AnswerTypeId.number,
        label: phrase("organizerGeneral.numberOfStudents"),
      }),
      q("1098_upload_file", {
        type: AnswerTypeId.number,
        label: phrase("organizerGeneral.numberOfForms1098"),
      }),
      ...studentQuestions,
    ]),
  ],
  groups: [
    {
      id: "students",
      title: phrase("organizerGeneral.students"),
      addLabel: phrase("organizerGeneral.addAStudent"),
      rowNoun: phrase("organizerGeneral.addAStudentRow"),
      keys: studentQuestions.map((question) => question.key),
    },
  ],
});

const flag = (p: string, name: string) => `${p}${name}`;

function paymentAmounts(p: "taxPayer" | "spouse"): QuestionDraft[] {
  return [
    ...under(yes(flag(p, "EIPReceived")), [
      money(`${p}EIPAmount`, phrase("organizerGeneral.economicImpactPaymentReceived")),
    ]),
    ...under(yes(flag(p, "IRSLetterReceived")), [
      money(`${p}IRSAmount`, phrase("organizerGeneral.advanceChildTaxCredit")),
      file(`${p}IRSFile`, phrase("organizerGeneral.uploadIRSLetter6419")),
    ]),
    ...under(yes(flag(p, "CoverdellEducationAccount")), [
      file(`${p}CoverdellEducationAccountFile`, phrase("organizerGeneral.uploadTheCoverdellAccount")),
    ]),
    ...under(yes(flag(p, "Sec529TuitionPlan")), [
      money(`${p}Sec529TuitionPlan_Contribution`, phrase("organizerGeneral.n529PlanContributions")),
      money(`${p}Sec529TuitionPlan_Distribution`, phrase("organizerGeneral.n529PlanDistributions")),
      file(`${p}Sec529TuitionPlan_1099_QFile`, phrase("organizerGeneral.uploadForm1099Q")),
    ]),
    ...under(yes(flag(p, "HSA")), [
      money(`${p}HSA_ContributionOtherThenViaEmployer`, phrase("organizerGeneral.hSAContributionsNotMade")),
      money(`${p}HSA_Distribution`, phrase("organizerGeneral.hSADistributions")),
      file(`${p}HSA_1099_SAFile`, phrase("organizerGeneral.uploadForm1099SA")),
    ]),
    ...under(yes(flag(p, "Child")), [
      money(`${p}Child_AdoptionExpenses`, phrase("organizerGeneral.adoptionExpenses")),
      yesNo(`${p}Child_SpecialNeedsChild`, phrase("organizerGeneral.isTheAdoptedChild")),
      money(`${p}Child_EducatorExpenses`, phrase("organizerGeneral.educatorExpensesTeachersK")),
    ]),
  ];
}

export const paymentAmountsStep = defineStep("general", {
  id: "6",
  title: phrase("organizerGeneral.receivedPaymentsAmounts"),
  lead: phrase("organizerGeneral.amountsAndFormsOf"),
  sectionId: OrganizerCategoryId.additionalQuestions,
  questions: [...paymentAmounts("taxPayer"), ...paymentAmounts("spouse")],
});

const hasCare = "hasChildOrDependentCareExpenses";

export const dependentCareStep = defineStep("general", {
  id: "7",
  title: phrase("organizerGeneral.childAndDependentCare"),
  lead: phrase("organizerGeneral.carePaidForSo"),
  sectionId: OrganizerCategoryId.childOrDependentCareExpenses,
  questions: [
    yesNo(hasCare, phrase("organizerGeneral.didYouPayFor")),
    ...under(yes(hasCare), [
      text("numberOfDependentChildrenUnderThirteen", phrase("organizerGeneral.numberOfChildrenUnder"), {
        input: "count",
      }),
      yesNo("doesEmployerProvidesDependentCareServices", phrase("organizerGeneral.doesYourEmployerProvide")),
      q("childOrDependentCareExpensesTableInfo", {
        type: AnswerTypeId.json,
        label: phrase("organizerGeneral.careProviders"),
        sensitive: "taxId",
        table: {
          addLabel: phrase("organizerGeneral.addACareProvider"),
          columns: [
            { key: "paidTo", label: phrase("organizerGeneral.paidTo"), input: "text" },
            { key: "address", label: phrase("organizerGeneral.address"), input: "text" },
            { key: "phone", label: phrase("organizerGeneral.phone"), input: "phone", rules: ["phone"] },
            {
              key: "providerTaxId",
              label: phrase("organizerGeneral.providersSSNOrEIN"),
              input: "text",
              sensitive: "taxId",
            },
            { key: "childName", label: phrase("organizerGeneral.child"), input: "name", rules: ["name"] },
            { key: "amount", label: phrase("organizerGeneral.amountPaid"), input: "money", rules: ["money"] },
          ],
        },
      }),
    ]),
  ],
  notices: [{ id: "dependentCareAge", kind: "info", text: organizerNoteTexts.dependentCare }],
});
