export * from "./files";
export * from "./meta";
export * from "./users";
