/** The prior-return flow: tax filing (which decides the path), address change, filing status changes, estimated taxes. */
import {
  AnswerTypeId,
  ESTIMATED_TAX_DUE_DATES,
  ORGANIZER_TAX_YEAR,
  OrganizerCategoryId,
} from "@taxlane/contract";
import { date, defineStep, file, q, text, under, yesNo } from "../build";
import { anyYes, branchKeys, is, MarriageChange, no, PRIOR_RETURN_AVAILABLE, yes } from "../conditions";
import { organizerNoteTexts, organizerWarningTexts } from "../notices";

const k = branchKeys;

export const taxFilingStep = defineStep("prior-return", {
  id: "1",
  title: "Tax filing",
  lead: "Your last tax return tells your tax professional most of what they need.",
  sectionId: OrganizerCategoryId.priorYearReturnCopy,
  questions: [
    q("taxFillingYear", {
      type: AnswerTypeId.number,
      label: "Tax year",
      input: "year",
      derived: true,
      help: `The organizer covers tax year ${ORGANIZER_TAX_YEAR}.`,
    }),
    yesNo(k.filedBefore, "Have you filed a tax return before?"),
    ...under(yes(k.filedBefore), [
      q("previousTaxYear", {
        type: AnswerTypeId.number,
        label: "Last year you filed a return for",
        input: "year",
      }),
      yesNo(k.hasPdf, "Do you have a digital copy of that return as a PDF?"),
      yesNo(k.canRequestPdf, "Can you request a PDF copy from your previous preparer?", {
        when: no(k.hasPdf),
      }),
      yesNo(k.hasHardCopy, "Do you have a paper copy of the return?", { when: no(k.canRequestPdf) }),
      yesNo(k.canScan, "Can you scan the paper copy into a PDF?", { when: yes(k.hasHardCopy) }),
      file("previousTaxReturnFileUpload", "Upload your prior-year return (PDF)", {
        when: anyYes(k.hasPdf, k.canRequestPdf, k.canScan),
      }),
    ]),
  ],
  notices: [
    {
      id: "requestPdf",
      kind: "info",
      text: organizerNoteTexts.requestPdf,
      visibleWhen: yes(k.canRequestPdf),
    },
    { id: "scanCopy", kind: "info", text: organizerNoteTexts.scanCopy, visibleWhen: yes(k.canScan) },
    { id: "dropOff", kind: "info", text: organizerNoteTexts.dropOff, visibleWhen: no(k.canScan) },
  ],
});

const moved = "hasMovedFromTheAddressOnThePriorYear";

export const addressChangeStep = defineStep("prior-return", {
  id: "2",
  title: "Address change",
  lead: "Where you live now, if it is not the address on your last return.",
  sectionId: OrganizerCategoryId.addressChanges,
  when: PRIOR_RETURN_AVAILABLE,
  questions: [
    yesNo(moved, "Have you moved since your last return?"),
    ...under(yes(moved), [
      text("currentStreet", "Street", { rules: ["street"] }),
      text("currentUnitNo", "Apt / unit"),
      text("currentCity", "City"),
      text("currentState", "State", { input: "usState" }),
      text("currentZipCode", "ZIP code", { input: "zip" }),
      text("currentHomePhoneNumber", "Alternate phone", { input: "phone" }),
    ]),
  ],
});

export const filingStatusChangeStep = defineStep("prior-return", {
  id: "3",
  title: "Filing status changes",
  lead: "Changes in your marital status since your last return.",
  sectionId: OrganizerCategoryId.filingStatusChanges,
  when: PRIOR_RETURN_AVAILABLE,
  questions: [
    q(k.marriageChange, {
      type: AnswerTypeId.radio,
      label: "Has your marital status changed since your last return?",
      options: [
        { value: MarriageChange.married, label: "I got married" },
        { value: MarriageChange.separated, label: "I separated" },
        { value: MarriageChange.divorced, label: "I got divorced" },
        { value: MarriageChange.noChange, label: "No change" },
      ],
    }),
    date("marriageStatusChangedDate", "Date of the change", {
      when: is(k.marriageChange, MarriageChange.married, MarriageChange.separated, MarriageChange.divorced),
    }),
    // The existing client sends the new spouse's details with forSpouse false.
    ...under(is(k.marriageChange, MarriageChange.married), [
      text("spouseFirstName", "Spouse's first name", {
        input: "name",
        rules: ["required"],
        forSpouse: false,
      }),
      text("spouseMiddleName", "Spouse's middle initial", { rules: ["middleInitial"], forSpouse: false }),
      text("spouseLastName", "Spouse's last name", { input: "name", rules: ["required"], forSpouse: false }),
      date("spouseBirthday", "Spouse's birthday", { forSpouse: false }),
      text("spouseSocialSecurityNo", "Spouse's social security number or ITIN", {
        input: "taxId",
        sensitive: "taxId",
        rules: ["required"],
        forSpouse: false,
      }),
      text("spouseOccupation", "Spouse's occupation", { forSpouse: false }),
      text("spouseMobileNumber", "Spouse's mobile number", { input: "phone", forSpouse: false }),
      yesNo("isSpouseLegallyBlind", "Is your spouse legally blind?", { forSpouse: false }),
      yesNo("isSpouseHasDriversLicense", "Does your spouse have a driver's license?", { forSpouse: false }),
      ...under(yes("isSpouseHasDriversLicense"), [
        text("spouseDriversLicense", "Driver's license number", {
          sensitive: "driversLicense",
          forSpouse: false,
        }),
        text("spouseDriversLicenseState", "Issuing state", { input: "usState", forSpouse: false }),
        date("spouseDriversLicenseIssuedDate", "Issued", { forSpouse: false }),
        date("spouseDriversLicenseExpiresDate", "Expires", { forSpouse: false }),
        file("spouseImagesOfDriversLicense", "Upload the front of the license", { forSpouse: false }),
      ]),
    ]),
  ],
});

const paid = "didPayAnyEstimatedTaxesDuringTheYear";
const confirmation = "doYouHaveOnlinePaymentConfirmation";

/** Quarter labels with their due dates, e.g. "1st quarter (due April 15, 2021)". */
export const estimatedTaxQuarters: readonly string[] = ESTIMATED_TAX_DUE_DATES.map((due, index) => {
  const year = ORGANIZER_TAX_YEAR + (due.followingYear ? 1 : 0);
  const day = new Date(Date.UTC(year, due.month - 1, due.day)).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return `${["1st", "2nd", "3rd", "4th"][index]} quarter (due ${day})`;
});

export const estimatedTaxesStep = defineStep("prior-return", {
  id: "4",
  title: "Estimated taxes paid",
  lead: "Federal and state estimated tax payments for the year.",
  sectionId: OrganizerCategoryId.estimatedTaxesPaid,
  when: { answered: k.filedBefore },
  questions: [
    yesNo(paid, "Did you pay estimated taxes during the year?"),
    ...under(yes(paid), [
      q("estimatedTaxesPaidTableInfo", {
        type: AnswerTypeId.json,
        label: "Payments by quarter",
        table: {
          addLabel: "Add a payment",
          fixedRows: estimatedTaxQuarters,
          columns: [
            { key: "federalAmount", label: "Federal amount", input: "money", rules: ["money"] },
            { key: "stateAmount", label: "State amount", input: "money", rules: ["money"] },
            { key: "datePaid", label: "Date paid", input: "date", rules: ["date"] },
            {
              key: "paymentType",
              label: "Payment type",
              input: "radio",
              options: [
                { value: "online", label: "Online" },
                { value: "check", label: "Check" },
                { value: "priorYearOverpayment", label: "Applied from last year's refund" },
              ],
            },
          ],
        },
      }),
      yesNo(confirmation, "Do you have online payment confirmations?"),
      file("onlinePaymentConfirmationAttachment", "Upload the confirmations", { when: yes(confirmation) }),
    ]),
  ],
  notices: [
    {
      id: "estimatedTaxNotices",
      kind: "warning",
      text: organizerWarningTexts.estimatedTaxes,
      visibleWhen: yes(paid),
    },
  ],
});
