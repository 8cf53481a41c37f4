export * from "./DevMailboxHint";
export * from "./dev-mail-api";
