/** Which organizer a job fills in: the individual one, or the business one for a business request. */
import { businessOrganizer, individualOrganizer, type OrganizerDefinition } from "@taxlane/organizer";

export type OrganizerKind = OrganizerDefinition["kind"];

export const organizerKindOf = (isIndividual: boolean): OrganizerKind =>
  isIndividual ? "individual" : "business";

export const organizerDefinitionOf = (kind: OrganizerKind): OrganizerDefinition =>
  kind === "business" ? businessOrganizer : individualOrganizer;

/** The organizer's address for a job: /organizer/individual/:id or /organizer/business/:id. */
export const organizerPath = (quoteId: number, kind: OrganizerKind = "individual") =>
  `/organizer/${kind}/${quoteId}`;
