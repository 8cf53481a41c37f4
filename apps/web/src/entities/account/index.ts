export * from "./account-api";
export * from "./current-user";
export * from "./MarketPage";
export * from "./roles";
export * from "./use-account-language";
