/** Business 1-4: the prior entity return, the entity, its type and dates, and changes since last year. */
import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { date, defineStep, file, q, text, yesNo } from "../build";
import { ENTITY_TYPE_KEY, EntityType, IS_S_CORPORATION } from "../business-conditions";
import { is, yes } from "../conditions";

const e = (name: string) => `businessEntity_${name}`;

export const businessPriorReturnStep = defineStep("business", {
  id: "1",
  title: "Prior return",
  lead: "Last year's return of the business is where your professional starts.",
  sectionId: OrganizerCategoryId.businessEntityTaxReturn,
  questions: [
    yesNo(e("HavePreviouslyFiledEntityTaxReturn"), "Has the business filed a tax return before?"),
    yesNo(e("HaveDigitalCopyInPdfFormat"), "Do you have a copy of that return as a PDF?", {
      when: yes(e("HavePreviouslyFiledEntityTaxReturn")),
    }),
    file(e("PreviousTaxDocument"), "Upload last year's return", {
      when: yes(e("HaveDigitalCopyInPdfFormat")),
    }),
  ],
});

export const businessEntityStep = defineStep("business", {
  id: "2",
  title: "Entity information",
  lead: "The business as the IRS knows it, and who we contact about it.",
  sectionId: OrganizerCategoryId.businessEntityTaxReturn,
  questions: [
    text(e("NameOfBusiness"), "Name of the business", { rules: ["required"] }),
    text(e("EmployerIdNumber"), "Employer identification number (EIN)", {
      rules: ["ein"],
      sensitive: "taxId",
      help: "Nine digits, written as 12-3456789.",
    }),
    text(e("Street"), "Street address"),
    text(e("City"), "City", { isFile: true }),
    text(e("ZipCode"), "ZIP code", { input: "zip" }),
    text(e("State"), "State", { input: "usState", isFile: true }),
    text(e("FullName"), "Contact person's full name", { input: "name", isFile: true }),
    text(e("Email"), "Contact e-mail", { isFile: true }),
    text(e("Phone"), "Contact phone", { input: "phone", isFile: true }),
  ],
});

export const businessEntityTypeStep = defineStep("business", {
  id: "3",
  title: "Entity type",
  lead: "What kind of entity the business is, its dates and how it keeps its books.",
  sectionId: OrganizerCategoryId.businessEntityTaxReturn,
  questions: [
    // Sent as a yes/no (3), as the existing client does, with the entity type as its text.
    q(ENTITY_TYPE_KEY, {
      type: AnswerTypeId.boolean,
      label: "What type of entity is the business?",
      input: "radio",
      rules: ["required"],
      options: [
        { value: EntityType.corporation, label: "Corporation" },
        { value: EntityType.sCorporation, label: "S-corporation" },
        { value: EntityType.generalPartnership, label: "General partnership" },
        { value: EntityType.limitedPartnership, label: "Limited partnership" },
        { value: EntityType.llc, label: "Limited liability company (LLC)" },
        { value: EntityType.llp, label: "Limited liability partnership (LLP)" },
        { value: EntityType.estate, label: "Estate" },
        { value: EntityType.trust, label: "Trust" },
      ],
    }),
    q(e("StateOfIncorporation"), {
      type: AnswerTypeId.boolean,
      label: "State of incorporation",
      input: "usState",
    }),
    q(e("StateIdNumberOfIncorporation"), {
      type: AnswerTypeId.boolean,
      label: "State ID number",
      input: "text",
      isFile: true,
    }),
    date(e("DateOfIncorporation"), "Date of incorporation"),
    date(e("DateElectionOfIncorporation"), "Date of the entity classification election"),
    date(e("DateElectionOfSCorporation"), "Date of the S-corporation election", { when: IS_S_CORPORATION }),
    q(e("HaveSCorporationElectionLetter"), {
      type: AnswerTypeId.string,
      label: "Do you have the IRS letter accepting the S-corporation election?",
      input: "yesNo",
      isFile: true,
      when: IS_S_CORPORATION,
    }),
    file(e("SCorporationElectionLetterFile"), "Upload the S-corporation election letter", {
      when: yes(e("HaveSCorporationElectionLetter")),
    }),
    text(e("PrincipalBusinessActivity"), "Principal business activity", { isFile: true }),
    text(e("PrincipalProductOrService"), "Principal product or service", { isFile: true }),
    date(e("StartDate"), "Date the business started", { isFile: true }),
    text(e("BusinessCode"), "Business code (NAICS)", { isFile: true, input: "count" }),
    text(e("MethodOfAccounting"), "Method of accounting", {
      input: "radio",
      isFile: true,
      options: [
        { value: "cash", label: "Cash" },
        { value: "accrual", label: "Accrual" },
        { value: "other", label: "Other" },
      ],
    }),
    text(e("MethodOfAccounting_Describe"), "Describe the method of accounting", {
      isFile: true,
      when: is(e("MethodOfAccounting"), "other"),
    }),
  ],
});

export const businessChangesStep = defineStep("business", {
  id: "4",
  title: "Changes",
  lead: "What changed about the business since its last return.",
  sectionId: OrganizerCategoryId.businessEntityTaxReturn,
  questions: [
    yesNo(
      e("AnyChangesCorporationInformation"),
      "Did the name, address, owners or officers of the business change this year?",
    ),
    text(e("AnyChangesCorporationInformation_Details"), "What changed?", {
      when: yes(e("AnyChangesCorporationInformation")),
    }),
  ],
});
