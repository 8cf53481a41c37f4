export * from "./files";
export * from "./identity";
export * from "./meta";
export * from "./users";
