/** General 5-7: education expenses, amounts of the payments received, child and dependent care. */
import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { defineStep, file, money, moneyLines, type QuestionDraft, q, text, under, yesNo } from "../build";
import { yes } from "../conditions";
import { organizerNoteTexts } from "../notices";

const hasEducation = "hasEducationExpensesForYouOrDependents";

const studentLines: readonly (readonly [string, string])[] = [
  ["PostSecondaryTuitionAfterFourYears", "Tuition after the first four years of college"],
  ["PostSecondaryTuitionFirstFourYears", "Tuition in the first four years of college"],
  ["EnrollmentFeesAndCourseMaterials", "Enrollment fees and course materials"],
  ["JobRelatedTuitionAndFees", "Job-related tuition and fees"],
  ["JobRelatedSeminarFees", "Job-related seminar fees"],
  ["JobRelatedBooksAndSupplies", "Job-related books and supplies"],
  ["EducationPlans_TuitionK12thGrade", "Paid from a 529 or Coverdell plan: K-12 tuition"],
  ["EducationPlans_TuitionPostSecondary", "Paid from a 529 or Coverdell plan: college tuition"],
  ["EducationPlans_BooksAndSupplies", "Paid from a 529 or Coverdell plan: books and supplies"],
  ["EducationPlans_RoomAndBoard", "Paid from a 529 or Coverdell plan: room and board"],
];

const studentQuestions: QuestionDraft[] = [
  text("studentName1", "Student's name", { input: "name" }),
  q("studentStatus1", {
    type: AnswerTypeId.number,
    label: "Level of study",
    input: "radio",
    options: [
      { value: 1, label: "College, first four years" },
      { value: 2, label: "College, after four years or graduate" },
      { value: 3, label: "Kindergarten to 12th grade" },
      { value: 4, label: "Job-related courses" },
    ],
  }),
  yesNo("isStudentFullTime1", "Full-time student?"),
  ...moneyLines("student_", "1", studentLines),
];

export const educationExpensesStep = defineStep("general", {
  id: "5",
  title: "Education expenses",
  lead: "Tuition, fees, books, room and board paid for you or your dependents.",
  sectionId: OrganizerCategoryId.educationExpenses,
  questions: [
    yesNo(hasEducation, "Did you pay education expenses for yourself or your dependents?"),
    ...under(yes(hasEducation), [
      yesNo("hasForm1098TFromTheEducationInstitution", "Did you receive Form 1098-T from the school?", {
        rules: ["form1098T"],
        help: "Form 1098-T is mandatory to claim an education credit.",
      }),
      q("studentsCountToPay", { type: AnswerTypeId.number, label: "Number of students" }),
      q("1098_upload_file", { type: AnswerTypeId.number, label: "Number of Forms 1098-T you are sending" }),
      ...studentQuestions,
    ]),
  ],
  groups: [
    {
      id: "students",
      title: "Students",
      addLabel: "Add a student",
      keys: studentQuestions.map((question) => question.key),
    },
  ],
});

const flag = (p: string, name: string) => `${p}${name}`;

function paymentAmounts(p: "taxPayer" | "spouse"): QuestionDraft[] {
  return [
    ...under(yes(flag(p, "EIPReceived")), [money(`${p}EIPAmount`, "Economic impact payment received")]),
    ...under(yes(flag(p, "IRSLetterReceived")), [
      money(`${p}IRSAmount`, "Advance child tax credit received"),
      file(`${p}IRSFile`, "Upload IRS letter 6419"),
    ]),
    ...under(yes(flag(p, "CoverdellEducationAccount")), [
      file(`${p}CoverdellEducationAccountFile`, "Upload the Coverdell account statements"),
    ]),
    ...under(yes(flag(p, "Sec529TuitionPlan")), [
      money(`${p}Sec529TuitionPlan_Contribution`, "529 plan contributions"),
      money(`${p}Sec529TuitionPlan_Distribution`, "529 plan distributions"),
      file(`${p}Sec529TuitionPlan_1099_QFile`, "Upload Form 1099-Q"),
    ]),
    ...under(yes(flag(p, "HSA")), [
      money(`${p}HSA_ContributionOtherThenViaEmployer`, "HSA contributions not made through your employer"),
      money(`${p}HSA_Distribution`, "HSA distributions"),
      file(`${p}HSA_1099_SAFile`, "Upload Form 1099-SA"),
    ]),
    ...under(yes(flag(p, "Child")), [
      money(`${p}Child_AdoptionExpenses`, "Adoption expenses"),
      yesNo(`${p}Child_SpecialNeedsChild`, "Is the adopted child a special-needs child?"),
      money(`${p}Child_EducatorExpenses`, "Educator expenses (teachers, K-12)"),
    ]),
  ];
}

export const paymentAmountsStep = defineStep("general", {
  id: "6",
  title: "Received payments: amounts",
  lead: "Amounts and forms of the payments and accounts you ticked.",
  sectionId: OrganizerCategoryId.additionalQuestions,
  questions: [...paymentAmounts("taxPayer"), ...paymentAmounts("spouse")],
});

const hasCare = "hasChildOrDependentCareExpenses";

export const dependentCareStep = defineStep("general", {
  id: "7",
  title: "Child and dependent care",
  lead: "Care paid for so you (and your spouse) could work or look for work.",
  sectionId: OrganizerCategoryId.childOrDependentCareExpenses,
  questions: [
    yesNo(hasCare, "Did you pay for child or dependent care?"),
    ...under(yes(hasCare), [
      text("numberOfDependentChildrenUnderThirteen", "Number of children under 13", { input: "count" }),
      yesNo(
        "doesEmployerProvidesDependentCareServices",
        "Does your employer provide dependent care benefits?",
      ),
      q("childOrDependentCareExpensesTableInfo", {
        type: AnswerTypeId.json,
        label: "Care providers",
        sensitive: "taxId",
        table: {
          addLabel: "Add a care provider",
          columns: [
            { key: "paidTo", label: "Paid to", input: "text" },
            { key: "address", label: "Address", input: "text" },
            { key: "phone", label: "Phone", input: "phone", rules: ["phone"] },
            { key: "providerTaxId", label: "Provider's SSN or EIN", input: "text", sensitive: "taxId" },
            { key: "childName", label: "Child", input: "name", rules: ["name"] },
            { key: "amount", label: "Amount paid", input: "money", rules: ["money"] },
          ],
        },
      }),
    ]),
  ],
  notices: [{ id: "dependentCareAge", kind: "info", text: organizerNoteTexts.dependentCare }],
});
