import { adminTexts } from "@taxlane/contract";
import { personName } from "../../lib/format";
import type { ReasonedAction } from "./ReasonDialog";

/** What the operator is asked before each action on an account, naming the person. */
export const accountActions = {
  suspend: (name: string): ReasonedAction => ({
    title: `Suspend ${name}?`,
    explanation: `${name} is signed out everywhere at once and cannot sign in until the account is restored. The reason is kept in the audit log.`,
    confirmText: "Suspend account",
    danger: true,
    reasonRequired: adminTexts.actionReasonRequired,
  }),
  restore: (name: string): ReasonedAction => ({
    title: `Restore ${name}?`,
    explanation: `${name} can sign in again. The reason is kept in the audit log.`,
    confirmText: "Restore account",
    danger: false,
    reasonRequired: adminTexts.actionReasonRequired,
  }),
  approve: (name: string): ReasonedAction => ({
    title: `Approve the credentials of ${name}?`,
    explanation: `Their profile and directory card show the verified badge, and they are told. The reason is kept in the audit log.`,
    confirmText: "Approve credentials",
    danger: false,
    reasonRequired: adminTexts.actionReasonRequired,
  }),
  refuse: (name: string): ReasonedAction => ({
    title: `Refuse the credentials of ${name}?`,
    explanation: "The professional receives the reason by e-mail and in the app.",
    confirmText: "Refuse and tell them",
    danger: true,
    reasonRequired: adminTexts.refusalReasonRequired,
  }),
};

/** A person's name as the console writes it, or their e-mail when they gave none. */
export const accountName = (person: { firstName: string; lastName: string; email: string }) =>
  personName(person.firstName, person.lastName) || person.email;
