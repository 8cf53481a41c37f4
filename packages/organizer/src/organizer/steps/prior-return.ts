/** The prior-return flow: tax filing (which decides the path), address change, filing status changes, estimated taxes. */

import {
  AnswerTypeId,
  ESTIMATED_TAX_DUE_DATES,
  ORGANIZER_TAX_YEAR,
  OrganizerCategoryId,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { type Phrase, phrase } from "../../phrase";
import { speakingLocale } from "../../speaking-locale";
import { date, defineStep, file, q, text, under, yesNo } from "../build";
import { anyYes, branchKeys, is, MarriageChange, no, PRIOR_RETURN_AVAILABLE, yes } from "../conditions";
import { organizerNoteTexts, organizerWarningTexts } from "../notices";

const k = branchKeys;

export const taxFilingStep = defineStep("prior-return", {
  id: "1",
  title: phrase("organizerPriorReturn.taxFiling"),
  lead: phrase("organizerPriorReturn.yourLastTaxReturn"),
  sectionId: OrganizerCategoryId.priorYearReturnCopy,
  questions: [
    q("taxFillingYear", {
      type: AnswerTypeId.number,
      label: phrase("organizerPriorReturn.taxYear"),
      input: "year",
      derived: true,
      help: phrase("organizerPriorReturn.theOrganizerCoversTaxYear", { year: String(ORGANIZER_TAX_YEAR) }),
    }),
    yesNo(k.filedBefore, phrase("organizerPriorReturn.haveYouFiledA")),
    ...under(yes(k.filedBefore), [
      q("previousTaxYear", {
        type: AnswerTypeId.number,
        label: phrase("organizerPriorReturn.lastYearYouFiled"),
        input: "year",
      }),
      yesNo(k.hasPdf, phrase("organizerPriorReturn.doYouHaveA")),
      yesNo(k.canRequestPdf, phrase("organizerPriorReturn.canYouRequestA"), {
        when: no(k.hasPdf),
      }),
      yesNo(k.hasHardCopy, phrase("organizerPriorReturn.doYouHaveAPaper"), { when: no(k.canRequestPdf) }),
      yesNo(k.canScan, phrase("organizerPriorReturn.canYouScanThe"), { when: yes(k.hasHardCopy) }),
      file("previousTaxReturnFileUpload", phrase("organizerPriorReturn.uploadYourPriorYear"), {
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
  title: phrase("organizerPriorReturn.addressChange"),
  lead: phrase("organizerPriorReturn.whereYouLiveNow"),
  sectionId: OrganizerCategoryId.addressChanges,
  when: PRIOR_RETURN_AVAILABLE,
  questions: [
    yesNo(moved, phrase("organizerPriorReturn.haveYouMovedSince")),
    ...under(yes(moved), [
      text("currentStreet", phrase("organizerPriorReturn.street"), { rules: ["street"] }),
      text("currentUnitNo", phrase("organizerPriorReturn.aptUnit")),
      text("currentCity", phrase("organizerPriorReturn.city")),
      text("currentState", phrase("organizerPriorReturn.state"), { input: "usState" }),
      text("currentZipCode", phrase("organizerPriorReturn.zIPCode"), { input: "zip" }),
      text("currentHomePhoneNumber", phrase("organizerPriorReturn.alternatePhone"), { input: "phone" }),
    ]),
  ],
});

export const filingStatusChangeStep = defineStep("prior-return", {
  id: "3",
  title: phrase("organizerPriorReturn.filingStatusChanges"),
  lead: phrase("organizerPriorReturn.changesInYourMarital"),
  sectionId: OrganizerCategoryId.filingStatusChanges,
  when: PRIOR_RETURN_AVAILABLE,
  questions: [
    q(k.marriageChange, {
      type: AnswerTypeId.radio,
      label: phrase("organizerPriorReturn.hasYourMaritalStatus"),
      options: [
        { value: MarriageChange.married, label: phrase("organizerPriorReturn.iGotMarried") },
        { value: MarriageChange.separated, label: phrase("organizerPriorReturn.iSeparated") },
        { value: MarriageChange.divorced, label: phrase("organizerPriorReturn.iGotDivorced") },
        { value: MarriageChange.noChange, label: phrase("organizerPriorReturn.noChange") },
      ],
    }),
    date("marriageStatusChangedDate", phrase("organizerPriorReturn.dateOfTheChange"), {
      when: is(k.marriageChange, MarriageChange.married, MarriageChange.separated, MarriageChange.divorced),
    }),
    // The existing client sends the new spouse's details with forSpouse false.
    ...under(is(k.marriageChange, MarriageChange.married), [
      text("spouseFirstName", phrase("organizerPriorReturn.spousesFirstName"), {
        input: "name",
        rules: ["required"],
        forSpouse: false,
      }),
      text("spouseMiddleName", phrase("organizerPriorReturn.spousesMiddleInitial"), {
        rules: ["middleInitial"],
        forSpouse: false,
      }),
      text("spouseLastName", phrase("organizerPriorReturn.spousesLastName"), {
        input: "name",
        rules: ["required"],
        forSpouse: false,
      }),
      date("spouseBirthday", phrase("organizerPriorReturn.spousesBirthday"), { forSpouse: false }),
      text("spouseSocialSecurityNo", phrase("organizerPriorReturn.spousesSocialSecurityNumber"), {
        input: "taxId",
        sensitive: "taxId",
        rules: ["required"],
        forSpouse: false,
      }),
      text("spouseOccupation", phrase("organizerPriorReturn.spousesOccupation"), { forSpouse: false }),
      text("spouseMobileNumber", phrase("organizerPriorReturn.spousesMobileNumber"), {
        input: "phone",
        forSpouse: false,
      }),
      yesNo("isSpouseLegallyBlind", phrase("organizerPriorReturn.isYourSpouseLegally"), { forSpouse: false }),
      yesNo("isSpouseHasDriversLicense", phrase("organizerPriorReturn.doesYourSpouseHave"), {
        forSpouse: false,
      }),
      ...under(yes("isSpouseHasDriversLicense"), [
        text("spouseDriversLicense", phrase("organizerPriorReturn.driversLicenseNumber"), {
          sensitive: "driversLicense",
          forSpouse: false,
        }),
        text("spouseDriversLicenseState", phrase("organizerPriorReturn.issuingState"), {
          input: "usState",
          forSpouse: false,
        }),
        date("spouseDriversLicenseIssuedDate", phrase("organizerPriorReturn.issued"), { forSpouse: false }),
        date("spouseDriversLicenseExpiresDate", phrase("organizerPriorReturn.expires"), { forSpouse: false }),
        file("spouseImagesOfDriversLicense", phrase("organizerPriorReturn.uploadTheFrontOf"), {
          forSpouse: false,
        }),
      ]),
    ]),
  ],
});

const paid = "didPayAnyEstimatedTaxesDuringTheYear";
const confirmation = "doYouHaveOnlinePaymentConfirmation";

const quarterKeys = [
  "organizerPriorReturn.quarter1",
  "organizerPriorReturn.quarter2",
  "organizerPriorReturn.quarter3",
  "organizerPriorReturn.quarter4",
] as const;

/** Quarter labels with their due dates, e.g. "1st quarter (due April 15, 2021)", dated in the language spoken. */
export const estimatedTaxQuarters: readonly Phrase[] = ESTIMATED_TAX_DUE_DATES.map((due, index) => {
  const year = ORGANIZER_TAX_YEAR + (due.followingYear ? 1 : 0);
  const dueDate = new Date(Date.UTC(year, due.month - 1, due.day));
  const key = quarterKeys[index] ?? quarterKeys[3];
  return () =>
    t(key, {
      due: dueDate.toLocaleDateString(speakingLocale(), {
        month: "long",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      }),
    });
});

export const estimatedTaxesStep = defineStep("prior-return", {
  id: "4",
  title: phrase("organizerPriorReturn.estimatedTaxesPaid"),
  lead: phrase("organizerPriorReturn.federalAndStateEstimated"),
  sectionId: OrganizerCategoryId.estimatedTaxesPaid,
  when: { answered: k.filedBefore },
  questions: [
    yesNo(paid, phrase("organizerPriorReturn.didYouPayEstimated")),
    ...under(yes(paid), [
      q("estimatedTaxesPaidTableInfo", {
        type: AnswerTypeId.json,
        label: phrase("organizerPriorReturn.paymentsByQuarter"),
        table: {
          addLabel: phrase("organizerPriorReturn.addAPayment"),
          fixedRows: estimatedTaxQuarters,
          columns: [
            {
              key: "federalAmount",
              label: phrase("organizerPriorReturn.federalAmount"),
              input: "money",
              rules: ["money"],
            },
            {
              key: "stateAmount",
              label: phrase("organizerPriorReturn.stateAmount"),
              input: "money",
              rules: ["money"],
            },
            {
              key: "datePaid",
              label: phrase("organizerPriorReturn.datePaid"),
              input: "date",
              rules: ["date"],
            },
            {
              key: "paymentType",
              label: phrase("organizerPriorReturn.paymentType"),
              input: "radio",
              options: [
                { value: "online", label: phrase("organizerPriorReturn.online") },
                { value: "check", label: phrase("organizerPriorReturn.check") },
                { value: "priorYearOverpayment", label: phrase("organizerPriorReturn.appliedFromLastYears") },
              ],
            },
          ],
        },
      }),
      yesNo(confirmation, phrase("organizerPriorReturn.doYouHaveOnline")),
      file("onlinePaymentConfirmationAttachment", phrase("organizerPriorReturn.uploadTheConfirmations"), {
        when: yes(confirmation),
      }),
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
