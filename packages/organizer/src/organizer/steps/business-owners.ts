/** Business 5-6: the principal shareholders (partners, members) and the documents every entity sends. */
import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { defineStep, file, q, yesNo } from "../build";
import { IS_PARTNERSHIP } from "../business-conditions";
import { yes } from "../conditions";

export const businessShareholdersStep = defineStep("business", {
  id: "5",
  title: "Principal shareholders",
  lead: "Everyone who owns part of the business: shareholders, partners or members.",
  sectionId: OrganizerCategoryId.principalShareholders,
  questions: [
    q("pincipalShareholders", {
      type: AnswerTypeId.json,
      label: "Shareholders, partners or members",
      help: "Their ownership percentages must add up to 100%.",
      table: {
        addLabel: "Add an owner",
        columns: [
          { key: "name", label: "Name", input: "text" },
          {
            key: "taxId",
            label: "Tax ID (SSN, ITIN or EIN)",
            input: "text",
            rules: ["businessTaxId"],
            sensitive: "taxId",
          },
          { key: "address", label: "Address", input: "text" },
          { key: "ownershipPercent", label: "Ownership (%)", input: "percent", rules: ["percent"] },
        ],
        total: { column: "ownershipPercent", equals: 100 },
      },
    }),
    yesNo("pincipalShareholders_ProvideDetailsFile", "Would you rather send the owners' details as a file?", {
      isFile: true,
    }),
    // Sent with the file type (6) by the existing client, though it is a yes/no.
    q("pincipalShareholders_HasPercentageOfOwnershipChangedWithinTheTaxYear", {
      type: AnswerTypeId.file,
      label: "Did any owner's percentage change during the year?",
      input: "yesNo",
      isFile: false,
    }),
  ],
});

const a = (name: string) => `additionalInfo_${name}`;

export const businessDocumentsStep = defineStep("business", {
  id: "6",
  title: "Extra documents",
  lead: "Documents your professional needs beside the books.",
  sectionId: OrganizerCategoryId.additionalInformation,
  questions: [
    file(a("IsTheFirstYearOfTheEntitysExistence"), "First year of the entity: its formation documents"),
    file(a("IncomeStatementForTheYear"), "Income statement for the year"),
    file(a("IfHasEmployeeProvideForms941AndW2s"), "With employees: Forms 941 and W-2"),
    file(a("If1099NECProvideFormW9AndAmounts"), "With contractors paid on 1099-NEC: their W-9s and amounts"),
    file(a("IfWithdrawalsProvideDetails"), "Owners' withdrawals: their details"),
    yesNo(a("AreAnyOfThePartnersResidentsOfDifferentState"), "Do any partners live in another state?", {
      when: IS_PARTNERSHIP,
    }),
    file(a("PartnersResidentsOfDifferentStateDetails"), "Partners in other states: their details", {
      when: yes(a("AreAnyOfThePartnersResidentsOfDifferentState")),
    }),
  ],
});
