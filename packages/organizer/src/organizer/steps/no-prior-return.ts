/** The no-prior-return flow: taxpayer information, ID and address as of December 31. */

import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { phrase } from "../../phrase";
import { date, defineStep, file, type QuestionDraft, q, text, under, yesNo } from "../build";
import { branchKeys, FilingStatus, is, not, yes } from "../conditions";
import { organizerNoteTexts } from "../notices";

const k = branchKeys;

export const maritalStatusStep = defineStep("no-prior-return", {
  id: "1",
  title: phrase("organizerPriorReturn.taxpayerInformation"),
  lead: phrase("organizerPriorReturn.yourMaritalStatusOn"),
  sectionId: OrganizerCategoryId.taxpayerInformation1,
  questions: [
    yesNo(k.married, phrase("organizerPriorReturn.wereYouLegallyMarried")),
    q(k.filingStatus, {
      type: AnswerTypeId.boolean,
      label: phrase("organizerPriorReturn.howDoYouWant"),
      input: "radio",
      options: [
        { value: FilingStatus.single, label: phrase("organizerPriorReturn.singleMarriedFilingSeparately") },
        { value: FilingStatus.joint, label: phrase("organizerPriorReturn.jointlyWithMySpouse") },
        { value: FilingStatus.dontKnow, label: phrase("organizerPriorReturn.iDontKnow") },
      ],
      when: yes(k.married),
    }),
  ],
  notices: [
    {
      id: "filingStatusUnsure",
      kind: "info",
      text: organizerNoteTexts.filingStatusUnsure,
      visibleWhen: is(k.filingStatus, FilingStatus.dontKnow),
    },
  ],
});

/** Keys of the person details: the taxpayer's, and the spouse's with `_NoFlow`. */
function details(p: "taxPayer" | "spouse"): QuestionDraft[] {
  const key = (name: string) => (p === "taxPayer" ? `taxPayer${name}` : `spouse${name}_NoFlow`);
  const blind = p === "taxPayer" ? "isTaxPayerLegallyBlind" : "isSpouseLegallyBlind_NoFlow";
  return [
    text(key("FirstName"), phrase("organizerPriorReturn.firstName"), {
      input: "name",
      rules: ["required"],
      help: organizerNoteTexts.namesMatchSsa,
    }),
    text(key("MiddleInitial"), phrase("organizerPriorReturn.middleInitial"), { rules: ["middleInitial"] }),
    text(key("LastName"), phrase("organizerPriorReturn.lastName"), { input: "name", rules: ["required"] }),
    date(key("Birthday"), phrase("organizerPriorReturn.birthday"), { rules: ["required"] }),
    text(key("SocialSecurityNo"), phrase("organizerPriorReturn.socialSecurityNumberOr"), {
      input: "taxId",
      sensitive: "taxId",
      rules: ["required"],
    }),
    // Not sent by the existing client: an IP-PIN, for people the IRS gave one.
    text(
      p === "taxPayer" ? "taxPayerIdentityProtectionPin" : "spouseIdentityProtectionPin_NoFlow",
      phrase("organizerPriorReturn.identityProtectionPINIP"),
      {
        input: "ipPin",
        sensitive: "ipPin",
      },
    ),
    text(key("Occupation"), phrase("organizerPriorReturn.occupation")),
    text(key("MobileNumber"), phrase("organizerPriorReturn.mobileNumber"), { input: "phone" }),
    yesNo(blind, phrase("organizerPriorReturn.legallyBlind")),
  ];
}

export const personDetailsStep = defineStep("no-prior-return", {
  id: "2",
  title: phrase("organizerPriorReturn.taxpayerAndSpouseDetails"),
  lead: phrase("organizerPriorReturn.namesAsOnYour"),
  sectionId: OrganizerCategoryId.taxpayerInformation1,
  questions: [...details("taxPayer"), ...details("spouse")],
  notices: [{ id: "namesMatchSsa", kind: "info", text: organizerNoteTexts.namesMatchSsa }],
});

function license(p: "taxPayer" | "spouse"): QuestionDraft[] {
  const key = (name: string) => (p === "taxPayer" ? `taxPayer${name}` : `spouse${name}_NoFlow`);
  const none = key("DontHaveDriversLicense");
  const noImage = key("HaveDriversLicenseButCanNotProvideImage");
  return [
    q(none, {
      type: AnswerTypeId.string,
      label: phrase("organizerPriorReturn.iDontHaveA"),
      input: "checkbox",
    }),
    q(key("AlternateFormOfIDVerification"), {
      type: AnswerTypeId.string,
      label: phrase("organizerPriorReturn.uploadAnotherFormOf"),
      input: "file",
      isFile: true,
      when: yes(none),
    }),
    ...under(not(yes(none)), [
      yesNo(noImage, phrase("organizerPriorReturn.iHaveALicense")),
      file(key("ImagesOfDriversLicense"), phrase("organizerPriorReturn.uploadTheFrontOfYour"), {
        when: not(yes(noImage)),
      }),
      text(key("DriversLicense"), phrase("organizerPriorReturn.driversLicenseNumber"), {
        sensitive: "driversLicense",
      }),
      q(key("DriversLicenseState"), {
        type: AnswerTypeId.number,
        label: phrase("organizerPriorReturn.issuingState"),
        input: "usState",
      }),
      date(key("DriversLicenseIssuedDate"), phrase("organizerPriorReturn.issued")),
      date(key("DriversLicenseExpiresDate"), phrase("organizerPriorReturn.expires")),
    ]),
  ];
}

export const identityStep = defineStep("no-prior-return", {
  id: "3",
  title: phrase("organizerPriorReturn.iD"),
  lead: phrase("organizerPriorReturn.aDriversLicenseHelps"),
  sectionId: OrganizerCategoryId.taxpayerInformation2,
  questions: [...license("taxPayer"), ...license("spouse")],
});

function address(p: "" | "spouse"): QuestionDraft[] {
  const key = (name: string) =>
    p === "" ? `${name.charAt(0).toLowerCase()}${name.slice(1)}AsOf31Dec` : `spouse${name}AsOf31Dec`;
  return [
    text(key("Street"), phrase("organizerPriorReturn.street"), { rules: ["street"] }),
    q(key("UnitNo"), {
      type: AnswerTypeId.date,
      label: phrase("organizerPriorReturn.aptUnit"),
      input: "text",
    }),
    q(key("City"), {
      type: p === "" ? AnswerTypeId.number : AnswerTypeId.string,
      label: phrase("organizerPriorReturn.city"),
      input: "text",
    }),
    q(key("State"), {
      type: AnswerTypeId.number,
      label: phrase("organizerPriorReturn.state"),
      input: "usState",
    }),
    text(key("ZipCode"), phrase("organizerPriorReturn.zIPCode"), { input: "zip" }),
    text(key("HomePhoneNumber"), phrase("organizerPriorReturn.alternatePhone"), { input: "phone" }),
  ];
}

const separate = "addSeparatelyForSpouse";

export const addressStep = defineStep("no-prior-return", {
  id: "4",
  title: phrase("organizerPriorReturn.addressAsOfDecember"),
  lead: phrase("organizerPriorReturn.whereYouLivedOn"),
  sectionId: OrganizerCategoryId.addressAsOfDec31,
  questions: [
    ...address(""),
    yesNo(separate, phrase("organizerPriorReturn.didYourSpouseLive"), { forSpouse: false }),
    ...under(yes(separate), address("spouse")),
  ],
});
