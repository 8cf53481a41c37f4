/** The business organizer: fifteen steps of one flow; the entity type decides steps 8 and 9. */

import { phrase } from "../phrase";
import { individualOrganizer } from "./individual";
import {
  businessAccountingSystemStep,
  businessAssetSalesStep,
  businessBankStep,
  businessBookkeepingStep,
  businessExpensesStep,
  businessIncomeStep,
} from "./steps/business-books";
import {
  businessChangesStep,
  businessEntityStep,
  businessEntityTypeStep,
  businessPriorReturnStep,
} from "./steps/business-entity";
import { businessDocumentsStep, businessShareholdersStep } from "./steps/business-owners";
import {
  businessAllEntitiesStep,
  businessCorporationStep,
  businessPartnershipStep,
} from "./steps/business-questions";
import type { OrganizerDefinition } from "./types";

export const businessOrganizer: OrganizerDefinition = {
  kind: "business",
  title: phrase("organizerPriorReturn.businessTaxOrganizer"),
  flows: [
    {
      id: "business",
      title: phrase("organizerPriorReturn.business"),
      steps: [
        businessPriorReturnStep,
        businessEntityStep,
        businessEntityTypeStep,
        businessChangesStep,
        businessShareholdersStep,
        businessDocumentsStep,
        businessAllEntitiesStep,
        businessPartnershipStep,
        businessCorporationStep,
        businessBookkeepingStep,
        businessAccountingSystemStep,
        businessAssetSalesStep,
        businessIncomeStep,
        businessBankStep,
        businessExpensesStep,
      ],
    },
  ],
};

/** The organizer of a job by its kind. */
export function organizerOfKind(kind: "individual" | "business"): OrganizerDefinition {
  return kind === "business" ? businessOrganizer : individualOrganizer;
}
