import { adminTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { personName } from "../../lib/format";
import type { ReasonedAction } from "./ReasonDialog";

/** What the operator is asked before each action on an account, naming the person. */
export const accountActions = {
  suspend: (name: string): ReasonedAction => ({
    title: t("admin.suspendTitle", { name }),
    explanation: t("admin.suspendText", { name }),
    confirmText: t("admin.suspendConfirm"),
    danger: true,
    reasonRequired: adminTexts.actionReasonRequired,
  }),
  restore: (name: string): ReasonedAction => ({
    title: t("admin.restoreTitle", { name }),
    explanation: t("admin.restoreText", { name }),
    confirmText: t("admin.restoreConfirm"),
    danger: false,
    reasonRequired: adminTexts.actionReasonRequired,
  }),
  approve: (name: string): ReasonedAction => ({
    title: t("admin.approveTitle", { name }),
    explanation: t("admin.approveText"),
    confirmText: t("admin.approveConfirm"),
    danger: false,
    reasonRequired: adminTexts.actionReasonRequired,
  }),
  refuse: (name: string): ReasonedAction => ({
    title: t("admin.refuseTitle", { name }),
    explanation: t("admin.refuseText"),
    confirmText: t("admin.refuseConfirm"),
    danger: true,
    reasonRequired: adminTexts.refusalReasonRequired,
  }),
};

/** A person's name as the console writes it, or their e-mail when they gave none. */
export const accountName = (person: { firstName: string; lastName: string; email: string }) =>
  personName(person.firstName, person.lastName) || person.email;
