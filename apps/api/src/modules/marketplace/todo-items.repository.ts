import { QuoteActionStatusId, QuoteStatusId } from "@taxlane/contract";
import { and, count, eq, inArray, isNull, max, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { quotes, requestMatches, taxRequests } from "../../db/schema";
import { peopleRecords } from "../identity";
import { isOpenRequest } from "./open-requests";

const chosenQuotes = alias(quotes, "chosen_quotes");

/** What of the marketplace waits on a person: one statement per list, scoped to them. */
export const toDoItemsRepository = {
  /**
   * The taxpayer's open requests with quotes they have not answered: at least one quote waiting (not
   * passed over or declined) and none chosen yet. One row per request, with its latest quote's time.
   */
  async requestsWithQuotesToAnswer(db: Executor, taxpayerUserId: number) {
    return db
      .select({
        requestId: taxRequests.id,
        quotesCount: count(quotes.id),
        latestAt: max(quotes.createdAt),
      })
      .from(taxRequests)
      .innerJoin(quotes, eq(quotes.requestId, taxRequests.id))
      .where(
        and(
          eq(taxRequests.taxpayerUserId, taxpayerUserId),
          isOpenRequest(),
          eq(quotes.statusId, QuoteStatusId.pending),
          isNull(quotes.actionStatusId),
          notExists(
            db
              .select({ id: chosenQuotes.id })
              .from(chosenQuotes)
              .where(
                and(
                  eq(chosenQuotes.requestId, taxRequests.id),
                  inArray(chosenQuotes.actionStatusId, [
                    QuoteActionStatusId.chosenWaitingForInformation,
                    QuoteActionStatusId.confirmed,
                  ]),
                ),
              ),
          ),
        ),
      )
      .groupBy(taxRequests.id);
  },

  /** Open requests routed to the professional (matched or invited) that they have not quoted. */
  async requestsToQuote(db: Executor, expertUserId: number) {
    return db
      .select({ requestId: taxRequests.id, kind: taxRequests.kind, introducedAt: requestMatches.createdAt })
      .from(requestMatches)
      .innerJoin(taxRequests, eq(taxRequests.id, requestMatches.requestId))
      .leftJoin(
        quotes,
        and(
          eq(quotes.requestId, requestMatches.requestId),
          eq(quotes.expertUserId, requestMatches.expertUserId),
        ),
      )
      .where(and(eq(requestMatches.expertUserId, expertUserId), isOpenRequest(), isNull(quotes.id)));
  },

  /** The professional's quotes a taxpayer chose, waiting for their confirmation, with the taxpayer's name. */
  async chosenQuotesToConfirm(db: Executor, expertUserId: number) {
    const taxpayer = peopleRecords.personSubquery(db, quotes.taxpayerUserId, "taxpayer");
    return db
      .select({
        quoteId: quotes.id,
        chosenAt: quotes.chosenAt,
        createdAt: quotes.createdAt,
        firstName: taxpayer.firstName,
        lastName: taxpayer.lastName,
      })
      .from(quotes)
      .innerJoin(taxRequests, eq(taxRequests.id, quotes.requestId))
      .innerJoinLateral(taxpayer, sql`true`)
      .where(
        and(
          eq(quotes.expertUserId, expertUserId),
          eq(quotes.actionStatusId, QuoteActionStatusId.chosenWaitingForInformation),
          isOpenRequest(),
        ),
      );
  },
};
