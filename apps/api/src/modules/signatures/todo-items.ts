import { RoleId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { ToDoEntry, ToDoSource } from "../../lib/todo-source";
import { signaturesToDoRepository } from "./todo-items.repository";

/** A completed request is news for a week: there is no "seen" mark to clear it sooner. */
export const SIGNATURE_COMPLETED_SHOWN_MS = 7 * 86_400_000;

/**
 * What of signatures waits on a person. A taxpayer: documents sent for their signature (gone once
 * signed, withdrawn or expired), due by their expiry. A professional: requests every signer
 * completed in the last week.
 */
export const signaturesToDoSource: ToDoSource = {
  async itemsFor(db, person): Promise<ToDoEntry[]> {
    if (person.roleId === RoleId.taxpayer) {
      const waiting = await signaturesToDoRepository.toSign(db, person.userId, person.now);
      return waiting.map((request) => ({
        id: `signature:${request.signerId}`,
        kind: "signature-waiting" as const,
        title: t("todo.signatureWaitingTitle", { document: request.title }),
        detail: t("todo.signatureWaitingDetail"),
        link: `sign/${request.signerId}`,
        quoteId: request.quoteId,
        ...(request.expiresAt ? { dueAt: request.expiresAt } : {}),
        createdAt: request.sentAt ?? request.createdAt,
      }));
    }
    if (person.roleId !== RoleId.expert) return [];
    const since = new Date(person.now.getTime() - SIGNATURE_COMPLETED_SHOWN_MS);
    const completed = await signaturesToDoRepository.completedSince(db, person.userId, since);
    return completed.map((request) => ({
      id: `signed:${request.id}`,
      kind: "signature-completed" as const,
      title: t("todo.signatureCompletedTitle", { document: request.title }),
      detail: t("todo.signatureCompletedDetail"),
      link: `expert/tax_preparation/${request.quoteId}?tab=signatures`,
      quoteId: request.quoteId,
      createdAt: request.completedAt ?? person.now,
    }));
  },
};
