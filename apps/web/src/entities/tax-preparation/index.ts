export * from "./query-keys";
