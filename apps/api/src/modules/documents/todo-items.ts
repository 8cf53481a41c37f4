import { DocumentStatusId, RoleId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { ToDoEntry, ToDoSource } from "../../lib/todo-source";
import { documentsToDoRepository } from "./todo-items.repository";

/**
 * What of documents waits on a person. A taxpayer: documents asked for and not given, or to give
 * again (gone once uploaded). A professional: documents given and not reviewed (gone once accepted
 * or sent back).
 */
export const documentsToDoSource: ToDoSource = {
  async itemsFor(db, person): Promise<ToDoEntry[]> {
    if (person.roleId === RoleId.taxpayer) {
      const documents = await documentsToDoRepository.toGive(db, person.userId);
      return documents.map((document) => ({
        id: `document:${document.id}`,
        kind: "document-requested" as const,
        title: t(
          document.statusId === DocumentStatusId.needsReplacement
            ? "todo.documentReplacementTitle"
            : "todo.documentRequestedTitle",
          { document: document.title },
        ),
        detail: t("todo.documentRequestedDetail"),
        link: `user/tax_preparation/${document.quoteId}?tab=documents`,
        quoteId: document.quoteId,
        createdAt: document.requestedAt,
      }));
    }
    if (person.roleId !== RoleId.expert) return [];
    const documents = await documentsToDoRepository.toReview(db, person.userId);
    return documents.map((document) => ({
      id: `document:${document.id}`,
      kind: "document-provided" as const,
      title: t("todo.documentProvidedTitle", { document: document.title }),
      detail: t("todo.documentProvidedDetail"),
      link: `expert/tax_preparation/${document.quoteId}?tab=documents`,
      quoteId: document.quoteId,
      createdAt: document.providedAt ?? document.requestedAt,
    }));
  },
};
