/** Business 5-6: the principal shareholders (partners, members) and the documents every entity sends. */

import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { phrase } from "../../phrase";
import { defineStep, file, q, yesNo } from "../build";
import { IS_PARTNERSHIP } from "../business-conditions";
import { yes } from "../conditions";

export const businessShareholdersStep = defineStep("business", {
  id: "5",
  title: phrase("organizerBusiness.principalShareholders"),
  lead: phrase("organizerBusiness.everyoneWhoOwnsPart"),
  sectionId: OrganizerCategoryId.principalShareholders,
  questions: [
    q("pincipalShareholders", {
      type: AnswerTypeId.json,
      label: phrase("organizerBusiness.shareholdersPartnersOrMembers"),
      help: phrase("organizerBusiness.theirOwnershipPercentagesMust"),
      table: {
        addLabel: phrase("organizerBusiness.addAnOwner"),
        columns: [
          { key: "name", label: phrase("organizerBusiness.name"), input: "text" },
          {
            key: "taxId",
            label: phrase("organizerBusiness.taxIDSSNITIN"),
            input: "text",
            rules: ["businessTaxId"],
            sensitive: "taxId",
          },
          { key: "address", label: phrase("organizerBusiness.address"), input: "text" },
          {
            key: "ownershipPercent",
            label: phrase("organizerBusiness.ownership"),
            input: "percent",
            rules: ["percent"],
          },
        ],
        total: { column: "ownershipPercent", equals: 100 },
      },
    }),
    yesNo("pincipalShareholders_ProvideDetailsFile", phrase("organizerBusiness.wouldYouRatherSend"), {
      isFile: true,
    }),
    // Sent with the file type (6) by the existing client, though it is a yes/no.
    q("pincipalShareholders_HasPercentageOfOwnershipChangedWithinTheTaxYear", {
      type: AnswerTypeId.file,
      label: phrase("organizerBusiness.didAnyOwnersPercentage"),
      input: "yesNo",
      isFile: false,
    }),
  ],
});

const a = (name: string) => `additionalInfo_${name}`;

export const businessDocumentsStep = defineStep("business", {
  id: "6",
  title: phrase("organizerBusiness.extraDocuments"),
  lead: phrase("organizerBusiness.documentsYourProfessionalNeeds"),
  sectionId: OrganizerCategoryId.additionalInformation,
  questions: [
    file(a("IsTheFirstYearOfTheEntitysExistence"), phrase("organizerBusiness.firstYearOfThe")),
    file(a("IncomeStatementForTheYear"), phrase("organizerBusiness.incomeStatementForThe")),
    file(a("IfHasEmployeeProvideForms941AndW2s"), phrase("organizerBusiness.withEmployeesForms941")),
    file(a("If1099NECProvideFormW9AndAmounts"), phrase("organizerBusiness.withContractorsPaidOn")),
    file(a("IfWithdrawalsProvideDetails"), phrase("organizerBusiness.ownersWithdrawalsTheirDetails")),
    yesNo(a("AreAnyOfThePartnersResidentsOfDifferentState"), phrase("organizerBusiness.doAnyPartnersLive"), {
      when: IS_PARTNERSHIP,
    }),
    file(a("PartnersResidentsOfDifferentStateDetails"), phrase("organizerBusiness.partnersInOtherStates"), {
      when: yes(a("AreAnyOfThePartnersResidentsOfDifferentState")),
    }),
  ],
});
