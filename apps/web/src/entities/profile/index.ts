export * from "./card-text";
export * from "./directory-filters";
export * from "./profiles-api";
export * from "./Stars";
