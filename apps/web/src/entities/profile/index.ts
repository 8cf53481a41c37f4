export * from "./card-text";
export * from "./directory-filters";
export * from "./language-text";
export * from "./preparer-type-text";
export * from "./profiles-api";
export * from "./Stars";
