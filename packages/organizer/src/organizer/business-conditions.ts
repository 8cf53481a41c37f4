/** Conditions of the business organizer: the entity type decides which entity questions are asked. */
import { is } from "./conditions";
import type { OrganizerCondition } from "./types";

/** The key of the entity type question (the existing client's spelling kept). */
export const ENTITY_TYPE_KEY = "businessEntity_CkeckOne_Corporation";

/** Values of the entity type (corporation, S-corporation, partnerships, LLC, LLP, estate, trust). */
export const EntityType = {
  corporation: "corporation",
  sCorporation: "sCorporation",
  generalPartnership: "generalPartnership",
  limitedPartnership: "limitedPartnership",
  llc: "llc",
  llp: "llp",
  estate: "estate",
  trust: "trust",
} as const;

/** Corporations and S-corporations answer the corporation questions. */
export const IS_CORPORATION: OrganizerCondition = is(
  ENTITY_TYPE_KEY,
  EntityType.corporation,
  EntityType.sCorporation,
);

/** Partnerships, LLCs and LLPs (taxed as partnerships by default) answer the partnership questions. */
export const IS_PARTNERSHIP: OrganizerCondition = is(
  ENTITY_TYPE_KEY,
  EntityType.generalPartnership,
  EntityType.limitedPartnership,
  EntityType.llc,
  EntityType.llp,
);

export const IS_S_CORPORATION: OrganizerCondition = is(ENTITY_TYPE_KEY, EntityType.sCorporation);
