export * from "./answers";
export * from "./business";
export { ENTITY_TYPE_KEY, EntityType, IS_CORPORATION, IS_PARTNERSHIP } from "./business-conditions";
export {
  allOf,
  anyOf,
  anyYes,
  branchKeys,
  FilingStatus,
  is,
  MARRIED,
  MARRIED_FILING_SEPARATELY,
  MarriageChange,
  NO_PRIOR_RETURN,
  no,
  not,
  PRIOR_RETURN_AVAILABLE,
  yes,
} from "./conditions";
export * from "./counterparts";
export * from "./individual";
export * from "./lookup";
export * from "./notices";
export * from "./read-values";
export * from "./review-sections";
export { inputRules, textRuleChecks } from "./rules";
export * from "./sensitive";
export * from "./tables";
export * from "./types";
export * from "./validation";
export * from "./validators";
export * from "./visibility";
