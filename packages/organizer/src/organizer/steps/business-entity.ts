/** Business 1-4: the prior entity return, the entity, its type and dates, and changes since last year. */

import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { phrase } from "../../phrase";
import { date, defineStep, file, q, text, yesNo } from "../build";
import { ENTITY_TYPE_KEY, EntityType, IS_S_CORPORATION } from "../business-conditions";
import { is, yes } from "../conditions";

const e = (name: string) => `businessEntity_${name}`;

export const businessPriorReturnStep = defineStep("business", {
  id: "1",
  title: phrase("organizerBusiness.priorReturn"),
  lead: phrase("organizerBusiness.lastYearsReturnOf"),
  sectionId: OrganizerCategoryId.businessEntityTaxReturn,
  questions: [
    yesNo(e("HavePreviouslyFiledEntityTaxReturn"), phrase("organizerBusiness.hasTheBusinessFiled")),
    yesNo(e("HaveDigitalCopyInPdfFormat"), phrase("organizerBusiness.doYouHaveA"), {
      when: yes(e("HavePreviouslyFiledEntityTaxReturn")),
    }),
    file(e("PreviousTaxDocument"), phrase("organizerBusiness.uploadLastYearsReturn"), {
      when: yes(e("HaveDigitalCopyInPdfFormat")),
    }),
  ],
});

export const businessEntityStep = defineStep("business", {
  id: "2",
  title: phrase("organizerBusiness.entityInformation"),
  lead: phrase("organizerBusiness.theBusinessAsThe"),
  sectionId: OrganizerCategoryId.businessEntityTaxReturn,
  questions: [
    text(e("NameOfBusiness"), phrase("organizerBusiness.nameOfTheBusiness"), { rules: ["required"] }),
    text(e("EmployerIdNumber"), phrase("organizerBusiness.employerIdentificationNumberEIN"), {
      rules: ["ein"],
      sensitive: "taxId",
      help: phrase("organizerBusiness.nineDigitsWrittenAs"),
    }),
    text(e("Street"), phrase("organizerBusiness.streetAddress")),
    text(e("City"), phrase("organizerBusiness.city"), { isFile: true }),
    text(e("ZipCode"), phrase("organizerBusiness.zIPCode"), { input: "zip" }),
    text(e("State"), phrase("organizerBusiness.state"), { input: "usState", isFile: true }),
    text(e("FullName"), phrase("organizerBusiness.contactPersonsFullName"), { input: "name", isFile: true }),
    text(e("Email"), phrase("organizerBusiness.contactEMail"), { isFile: true }),
    text(e("Phone"), phrase("organizerBusiness.contactPhone"), { input: "phone", isFile: true }),
  ],
});

export const businessEntityTypeStep = defineStep("business", {
  id: "3",
  title: phrase("organizerBusiness.entityType"),
  lead: phrase("organizerBusiness.whatKindOfEntity"),
  sectionId: OrganizerCategoryId.businessEntityTaxReturn,
  questions: [
    // Sent as a yes/no (3), as the existing client does, with the entity type as its text.
    q(ENTITY_TYPE_KEY, {
      type: AnswerTypeId.boolean,
      label: phrase("organizerBusiness.whatTypeOfEntity"),
      input: "radio",
      rules: ["required"],
      options: [
        { value: EntityType.corporation, label: phrase("organizerBusiness.corporation") },
        { value: EntityType.sCorporation, label: phrase("organizerBusiness.sCorporation") },
        { value: EntityType.generalPartnership, label: phrase("organizerBusiness.generalPartnership") },
        { value: EntityType.limitedPartnership, label: phrase("organizerBusiness.limitedPartnership") },
        { value: EntityType.llc, label: phrase("organizerBusiness.limitedLiabilityCompanyLLC") },
        { value: EntityType.llp, label: phrase("organizerBusiness.limitedLiabilityPartnershipLLP") },
        { value: EntityType.estate, label: phrase("organizerBusiness.estate") },
        { value: EntityType.trust, label: phrase("organizerBusiness.trust") },
      ],
    }),
    q(e("StateOfIncorporation"), {
      type: AnswerTypeId.boolean,
      label: phrase("organizerBusiness.stateOfIncorporation"),
      input: "usState",
    }),
    q(e("StateIdNumberOfIncorporation"), {
      type: AnswerTypeId.boolean,
      label: phrase("organizerBusiness.stateIDNumber"),
      input: "text",
      isFile: true,
    }),
    date(e("DateOfIncorporation"), phrase("organizerBusiness.dateOfIncorporation")),
    date(e("DateElectionOfIncorporation"), phrase("organizerBusiness.dateOfTheEntity")),
    date(e("DateElectionOfSCorporation"), phrase("organizerBusiness.dateOfTheS"), { when: IS_S_CORPORATION }),
    q(e("HaveSCorporationElectionLetter"), {
      type: AnswerTypeId.string,
      label: phrase("organizerBusiness.doYouHaveThe"),
      input: "yesNo",
      isFile: true,
      when: IS_S_CORPORATION,
    }),
    file(e("SCorporationElectionLetterFile"), phrase("organizerBusiness.uploadTheSCorporation"), {
      when: yes(e("HaveSCorporationElectionLetter")),
    }),
    text(e("PrincipalBusinessActivity"), phrase("organizerBusiness.principalBusinessActivity"), {
      isFile: true,
    }),
    text(e("PrincipalProductOrService"), phrase("organizerBusiness.principalProductOrService"), {
      isFile: true,
    }),
    date(e("StartDate"), phrase("organizerBusiness.dateTheBusinessStarted"), { isFile: true }),
    text(e("BusinessCode"), phrase("organizerBusiness.businessCodeNAICS"), { isFile: true, input: "count" }),
    text(e("MethodOfAccounting"), phrase("organizerBusiness.methodOfAccounting"), {
      input: "radio",
      isFile: true,
      options: [
        { value: "cash", label: phrase("organizerBusiness.cash") },
        { value: "accrual", label: phrase("organizerBusiness.accrual") },
        { value: "other", label: phrase("organizerBusiness.other") },
      ],
    }),
    text(e("MethodOfAccounting_Describe"), phrase("organizerBusiness.describeTheMethodOf"), {
      isFile: true,
      when: is(e("MethodOfAccounting"), "other"),
    }),
  ],
});

export const businessChangesStep = defineStep("business", {
  id: "4",
  title: phrase("organizerBusiness.changes"),
  lead: phrase("organizerBusiness.whatChangedAboutThe"),
  sectionId: OrganizerCategoryId.businessEntityTaxReturn,
  questions: [
    yesNo(e("AnyChangesCorporationInformation"), phrase("organizerBusiness.didTheNameAddress")),
    text(e("AnyChangesCorporationInformation_Details"), phrase("organizerBusiness.whatChanged"), {
      when: yes(e("AnyChangesCorporationInformation")),
    }),
  ],
});
