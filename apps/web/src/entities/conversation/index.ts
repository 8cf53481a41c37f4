export * from "./MessageButton";
export * from "./MessageLinkButton";
export * from "./open-conversation";
