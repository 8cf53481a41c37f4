export * from "./billing";
export * from "./contact";
export * from "./content";
export * from "./files";
export * from "./identity";
export * from "./meta";
export * from "./profiles";
export * from "./users";
