import { RoleId, TaxPreparationTypeId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { ToDoSource } from "../../lib/todo-source";
import { toDoItemsRepository } from "./todo-items.repository";

/**
 * What of the marketplace waits on a person. A taxpayer: requests with quotes to answer (gone once
 * they choose one). A professional: requests to quote (gone once quoted, withdrawn or hired
 * elsewhere) and chosen quotes to confirm (gone once confirmed or declined).
 */
export const marketplaceToDoSource: ToDoSource = {
  async itemsFor(db, person) {
    if (person.roleId === RoleId.taxpayer) {
      const requests = await toDoItemsRepository.requestsWithQuotesToAnswer(db, person.userId);
      return requests.map((request) => ({
        id: `quotes:${request.requestId}`,
        kind: "quote-received" as const,
        title: t("todo.quoteReceivedTitle", { count: request.quotesCount }),
        detail: t("todo.quoteReceivedDetail"),
        link: "user/quotes",
        createdAt: request.latestAt ?? new Date(0),
      }));
    }
    if (person.roleId !== RoleId.expert) return [];
    const [toQuote, toConfirm] = await Promise.all([
      toDoItemsRepository.requestsToQuote(db, person.userId),
      toDoItemsRepository.chosenQuotesToConfirm(db, person.userId),
    ]);
    return [
      ...toQuote.map((request) => ({
        id: `request:${request.requestId}`,
        kind: "quote-request" as const,
        title: t(
          request.kind === TaxPreparationTypeId.businessEntity
            ? "todo.quoteRequestBusinessTitle"
            : "todo.quoteRequestIndividualTitle",
        ),
        detail: t("todo.quoteRequestDetail"),
        link: "expert/requests",
        createdAt: request.introducedAt,
      })),
      ...toConfirm.map((quote) => ({
        id: `chosen:${quote.quoteId}`,
        kind: "quote-chosen" as const,
        title: t("todo.quoteChosenTitle", { name: `${quote.firstName} ${quote.lastName}`.trim() }),
        detail: t("todo.quoteChosenDetail"),
        link: "expert/requests?tab=sent",
        createdAt: quote.chosenAt ?? quote.createdAt,
      })),
    ];
  },
};
