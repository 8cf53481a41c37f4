/** The no-prior-return flow: taxpayer information, ID and address as of December 31. */
import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { date, defineStep, file, type QuestionDraft, q, text, under, yesNo } from "../build";
import { branchKeys, FilingStatus, is, not, yes } from "../conditions";
import { organizerNoteTexts } from "../notices";

const k = branchKeys;

export const maritalStatusStep = defineStep("no-prior-return", {
  id: "1",
  title: "Taxpayer information",
  lead: "Your marital status on the last day of the year decides how you can file.",
  sectionId: OrganizerCategoryId.taxpayerInformation1,
  questions: [
    yesNo(k.married, "Were you legally married on December 31?"),
    q(k.filingStatus, {
      type: AnswerTypeId.boolean,
      label: "How do you want to file?",
      input: "radio",
      options: [
        { value: FilingStatus.single, label: "Single (married filing separately)" },
        { value: FilingStatus.joint, label: "Jointly with my spouse" },
        { value: FilingStatus.dontKnow, label: "I don't know" },
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
    text(key("FirstName"), "First name", {
      input: "name",
      rules: ["required"],
      help: organizerNoteTexts.namesMatchSsa,
    }),
    text(key("MiddleInitial"), "Middle initial", { rules: ["middleInitial"] }),
    text(key("LastName"), "Last name", { input: "name", rules: ["required"] }),
    date(key("Birthday"), "Birthday", { rules: ["required"] }),
    text(key("SocialSecurityNo"), "Social security number or ITIN", {
      input: "taxId",
      sensitive: "taxId",
      rules: ["required"],
    }),
    // Not sent by the existing client: an IP-PIN, for people the IRS gave one.
    text(
      p === "taxPayer" ? "taxPayerIdentityProtectionPin" : "spouseIdentityProtectionPin_NoFlow",
      "Identity protection PIN (IP-PIN), if you have one",
      {
        input: "ipPin",
        sensitive: "ipPin",
      },
    ),
    text(key("Occupation"), "Occupation"),
    text(key("MobileNumber"), "Mobile number", { input: "phone" }),
    yesNo(blind, "Legally blind?"),
  ];
}

export const personDetailsStep = defineStep("no-prior-return", {
  id: "2",
  title: "Taxpayer and spouse details",
  lead: "Names as on your social security cards.",
  sectionId: OrganizerCategoryId.taxpayerInformation1,
  questions: [...details("taxPayer"), ...details("spouse")],
  notices: [{ id: "namesMatchSsa", kind: "info", text: organizerNoteTexts.namesMatchSsa }],
});

function license(p: "taxPayer" | "spouse"): QuestionDraft[] {
  const key = (name: string) => (p === "taxPayer" ? `taxPayer${name}` : `spouse${name}_NoFlow`);
  const none = key("DontHaveDriversLicense");
  const noImage = key("HaveDriversLicenseButCanNotProvideImage");
  return [
    q(none, { type: AnswerTypeId.string, label: "I don't have a driver's license", input: "checkbox" }),
    q(key("AlternateFormOfIDVerification"), {
      type: AnswerTypeId.string,
      label: "Upload another form of ID (passport or state ID)",
      input: "file",
      isFile: true,
      when: yes(none),
    }),
    ...under(not(yes(none)), [
      yesNo(noImage, "I have a license but cannot provide an image"),
      file(key("ImagesOfDriversLicense"), "Upload the front of your driver's license", {
        when: not(yes(noImage)),
      }),
      text(key("DriversLicense"), "Driver's license number", { sensitive: "driversLicense" }),
      q(key("DriversLicenseState"), { type: AnswerTypeId.number, label: "Issuing state", input: "usState" }),
      date(key("DriversLicenseIssuedDate"), "Issued"),
      date(key("DriversLicenseExpiresDate"), "Expires"),
    ]),
  ];
}

export const identityStep = defineStep("no-prior-return", {
  id: "3",
  title: "ID",
  lead: "A driver's license helps your tax professional verify who you are.",
  sectionId: OrganizerCategoryId.taxpayerInformation2,
  questions: [...license("taxPayer"), ...license("spouse")],
});

function address(p: "" | "spouse"): QuestionDraft[] {
  const key = (name: string) =>
    p === "" ? `${name.charAt(0).toLowerCase()}${name.slice(1)}AsOf31Dec` : `spouse${name}AsOf31Dec`;
  return [
    text(key("Street"), "Street", { rules: ["street"] }),
    q(key("UnitNo"), { type: AnswerTypeId.date, label: "Apt / unit", input: "text" }),
    q(key("City"), {
      type: p === "" ? AnswerTypeId.number : AnswerTypeId.string,
      label: "City",
      input: "text",
    }),
    q(key("State"), { type: AnswerTypeId.number, label: "State", input: "usState" }),
    text(key("ZipCode"), "ZIP code", { input: "zip" }),
    text(key("HomePhoneNumber"), "Alternate phone", { input: "phone" }),
  ];
}

const separate = "addSeparatelyForSpouse";

export const addressStep = defineStep("no-prior-return", {
  id: "4",
  title: "Address as of December 31",
  lead: "Where you lived on the last day of the year.",
  sectionId: OrganizerCategoryId.addressAsOfDec31,
  questions: [
    ...address(""),
    yesNo(separate, "Did your spouse live at another address?", { forSpouse: false }),
    ...under(yes(separate), address("spouse")),
  ],
});
