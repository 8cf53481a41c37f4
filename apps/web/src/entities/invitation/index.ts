export * from "./InvitationLink";
export * from "./invitation-api";
