export * from "./code-schema";
export * from "./code-schemas";
export * from "./code-table";
export * from "./codes-marketplace";
export * from "./codes-profile";
export * from "./codes-questionnaire";
export * from "./codes-tax-notices";
