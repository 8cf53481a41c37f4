import { QuoteActionStatusId, QuoteStatusId } from "@taxlane/contract";
import { and, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { momentParam, momentPlaceholder } from "../../db/qualified";
import { quotes, taxRequests } from "../../db/schema";
import { type ProfessionalScope, practiceWorkSees } from "../../lib/practice-work";
import { peopleRecords } from "../identity";
import { reviewRecords } from "../profiles";

export type NewQuote = Omit<typeof quotes.$inferInsert, "id">;

/** Columns both quote lists show. */
const quoteColumns = {
  quoteId: quotes.id,
  taxPreparationId: quotes.requestId,
  kind: taxRequests.kind,
  createdAt: quotes.createdAt,
  price: quotes.price,
  statusId: quotes.statusId,
  actionStatusId: quotes.actionStatusId,
  priceAttachmentFileId: quotes.priceAttachmentFileId,
  expertUserId: quotes.expertUserId,
  taxpayerUserId: quotes.taxpayerUserId,
  requestCreatedAt: taxRequests.createdAt,
  requestAnswers: taxRequests.answers,
  message: quotes.message,
  turnaroundDays: quotes.turnaroundDays,
  practiceId: quotes.practiceId,
  assignedUserId: quotes.assignedUserId,
};

/** A quote's columns the practice's work rule reads (`lib/practice-work.ts`): its expert works it alone. */
const quoteWork = {
  soloUserId: quotes.expertUserId,
  practiceId: quotes.practiceId,
  assignedUserId: quotes.assignedUserId,
};

/** A quote with its request, locked for a state change. */
export interface LockedQuote {
  id: number;
  requestId: number;
  expertUserId: number;
  taxpayerUserId: number;
  price: number;
  statusId: number;
  actionStatusId: number | null;
  kind: number;
  requestDeletedAt: Date | null;
  /** The practice whose quote it is and the member working it (null for a quote sent alone). */
  practiceId: number | null;
  assignedUserId: number | null;
}

/** A quote's terms and state with its request's kind, state and deletion. */
export interface QuoteTerms {
  id: number;
  requestId: number;
  expertUserId: number;
  taxpayerUserId: number;
  /** Dollars. */
  price: number;
  turnaroundDays: number | null;
  statusId: number;
  actionStatusId: number | null;
  /** When the expert confirmed or declined it. */
  decidedAt: Date | null;
  kind: number;
  /** The request's state's postal code, if it named one. */
  state: string | null;
  requestDeletedAt: Date | null;
}

/**
 * A quote the taxpayer may still act on: on a request they have not withdrawn, neither passed over
 * for another quote nor declined by its expert. Chosen and confirmed quotes are live.
 */
const liveQuote = and(
  ne(quotes.statusId, QuoteStatusId.notAccepted),
  or(isNull(quotes.actionStatusId), ne(quotes.actionStatusId, QuoteActionStatusId.declined)),
  isNull(taxRequests.deletedAt),
);

// A quote's send checks these two under the request's lock.
const quoteOfRequestAndExpert = preparedPerDatabase((db: Executor) =>
  db
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      and(
        eq(quotes.requestId, sql.placeholder("requestId")),
        eq(quotes.expertUserId, sql.placeholder("expertUserId")),
      ),
    )
    .limit(1)
    .prepare("quote_of_request_and_expert"),
);
const chosenQuoteOfRequest = preparedPerDatabase((db: Executor) =>
  db
    .select({ id: quotes.id, actionStatusId: quotes.actionStatusId })
    .from(quotes)
    .where(
      and(
        eq(quotes.requestId, sql.placeholder("requestId")),
        inArray(quotes.actionStatusId, [
          QuoteActionStatusId.chosenWaitingForInformation,
          QuoteActionStatusId.confirmed,
        ]),
      ),
    )
    .limit(1)
    .prepare("chosen_quote_of_request"),
);

// Every quote sent.
const insertQuote = preparedPerDatabase((db: Executor) =>
  db
    .insert(quotes)
    .values({
      requestId: sql.placeholder("requestId"),
      expertUserId: sql.placeholder("expertUserId"),
      taxpayerUserId: sql.placeholder("taxpayerUserId"),
      price: sql.placeholder("price"),
      priceAttachmentFileId: sql.placeholder("priceAttachmentFileId"),
      statusId: sql.placeholder("statusId"),
      actionStatusId: sql.placeholder("actionStatusId"),
      message: sql.placeholder("message"),
      turnaroundDays: sql.placeholder("turnaroundDays"),
      createdAt: sql.placeholder("createdAt"),
      chosenAt: momentPlaceholder("chosenAt"),
      decidedAt: momentPlaceholder("decidedAt"),
      practiceId: sql.placeholder("practiceId"),
      assignedUserId: sql.placeholder("assignedUserId"),
    })
    .returning({ id: quotes.id })
    .prepare("quote_insert"),
);

// The taxpayer's quotes, each with its expert's name, photo and rating read in the same statement.
const taxpayerQuotes = preparedPerDatabase((db: Executor) => {
  const expert = peopleRecords.personSubquery(db, quotes.expertUserId, "expert");
  const rating = reviewRecords.ratingSubquery(db, quotes.expertUserId, "rating");
  return db
    .select({
      ...quoteColumns,
      expertFirstName: expert.firstName,
      expertLastName: expert.lastName,
      expertAvatarThumbnail: expert.avatarThumbnail,
      expertAverageRating: rating.averageRating,
      expertReviewsCount: rating.reviewsCount,
    })
    .from(quotes)
    .innerJoin(taxRequests, eq(taxRequests.id, quotes.requestId))
    .innerJoinLateral(expert, sql`true`)
    .innerJoinLateral(rating, sql`true`)
    .where(and(eq(quotes.taxpayerUserId, sql.placeholder("taxpayerUserId")), isNull(taxRequests.deletedAt)))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .prepare("taxpayer_quotes");
});

export const quotesRepository = {
  async insert(db: Executor, quote: NewQuote): Promise<number> {
    const [row] = await insertQuote(db).execute({
      ...quote,
      priceAttachmentFileId: quote.priceAttachmentFileId ?? null,
      actionStatusId: quote.actionStatusId ?? null,
      message: quote.message ?? null,
      turnaroundDays: quote.turnaroundDays ?? null,
      chosenAt: momentParam(quote.chosenAt),
      decidedAt: momentParam(quote.decidedAt),
      practiceId: quote.practiceId ?? null,
      assignedUserId: quote.assignedUserId ?? null,
    });
    if (!row) throw new Error("the quote was not saved");
    return row.id;
  },

  /** Whether the request has a quote of the expert (the unique pair). */
  async findByRequestAndExpert(db: Executor, requestId: number, expertUserId: number) {
    const [row] = await quoteOfRequestAndExpert(db).execute({ requestId, expertUserId });
    return row ?? null;
  },

  /** The quote and its request, locked until the transaction ends, so two changes cannot cross. */
  async lock(db: Executor, quoteId: number): Promise<LockedQuote | null> {
    const [row] = await db
      .select({
        id: quotes.id,
        requestId: quotes.requestId,
        expertUserId: quotes.expertUserId,
        taxpayerUserId: quotes.taxpayerUserId,
        price: quotes.price,
        statusId: quotes.statusId,
        actionStatusId: quotes.actionStatusId,
        kind: taxRequests.kind,
        requestDeletedAt: taxRequests.deletedAt,
        practiceId: quotes.practiceId,
        assignedUserId: quotes.assignedUserId,
      })
      .from(quotes)
      .innerJoin(taxRequests, eq(taxRequests.id, quotes.requestId))
      .where(eq(quotes.id, quoteId))
      .for("update")
      .limit(1);
    return row ?? null;
  },

  /**
   * A quote's terms and state with its request's kind and state, for writing its engagement letter;
   * locked until the transaction ends when `lock` is set.
   */
  async termsOf(db: Executor, quoteId: number, lock = false): Promise<QuoteTerms | null> {
    const query = db
      .select({
        id: quotes.id,
        requestId: quotes.requestId,
        expertUserId: quotes.expertUserId,
        taxpayerUserId: quotes.taxpayerUserId,
        price: quotes.price,
        turnaroundDays: quotes.turnaroundDays,
        statusId: quotes.statusId,
        actionStatusId: quotes.actionStatusId,
        decidedAt: quotes.decidedAt,
        kind: taxRequests.kind,
        state: taxRequests.state,
        requestDeletedAt: taxRequests.deletedAt,
      })
      .from(quotes)
      .innerJoin(taxRequests, eq(taxRequests.id, quotes.requestId))
      .where(eq(quotes.id, quoteId))
      .limit(1);
    const [row] = lock ? await query.for("update") : await query;
    return row ?? null;
  },

  /** The request's quote that is chosen or confirmed, if any. */
  async chosenOf(db: Executor, requestId: number) {
    const [row] = await chosenQuoteOfRequest(db).execute({ requestId });
    return row ?? null;
  },

  async update(
    db: Executor,
    quoteId: number,
    change: Partial<
      Pick<typeof quotes.$inferInsert, "statusId" | "actionStatusId" | "chosenAt" | "decidedAt">
    >,
  ): Promise<void> {
    await db.update(quotes).set(change).where(eq(quotes.id, quoteId));
  },

  /** Every other quote of the request becomes not accepted; answers who sent them. */
  async rejectOthers(db: Executor, requestId: number, keptQuoteId: number, at: Date) {
    return db
      .update(quotes)
      .set({ statusId: 7, decidedAt: at })
      .where(and(eq(quotes.requestId, requestId), ne(quotes.id, keptQuoteId), ne(quotes.statusId, 7)))
      .returning({
        soloUserId: quotes.expertUserId,
        practiceId: quotes.practiceId,
        assignedUserId: quotes.assignedUserId,
      });
  },

  /** The taxpayer's quotes on requests they have not deleted, newest first. */
  listForTaxpayer: (db: Executor, taxpayerUserId: number) => taxpayerQuotes(db).execute({ taxpayerUserId }),

  /**
   * The quotes the professional works (their own sent alone, and their practice's as the work rule
   * says) on requests that were not deleted, newest first.
   */
  async listForExpert(db: Executor, scope: ProfessionalScope) {
    const { userId, practiceId, allJobs } = scope;
    return db
      .select(quoteColumns)
      .from(quotes)
      .innerJoin(taxRequests, eq(taxRequests.id, quotes.requestId))
      .where(
        and(
          practiceWorkSees(quoteWork, sql`${userId}`, sql`${practiceId}`, sql`${allJobs}`),
          isNull(taxRequests.deletedAt),
        ),
      )
      .orderBy(desc(quotes.createdAt), desc(quotes.id));
  },

  /** A quote's two people and whether it is still live (`liveQuote`), unlocked. */
  async parties(db: Executor, quoteId: number) {
    const [row] = await db
      .select({
        id: quotes.id,
        expertUserId: quotes.expertUserId,
        taxpayerUserId: quotes.taxpayerUserId,
        live: sql<boolean>`${liveQuote}`.mapWith(Boolean),
      })
      .from(quotes)
      .innerJoin(taxRequests, eq(taxRequests.id, quotes.requestId))
      .where(eq(quotes.id, quoteId))
      .limit(1);
    return row ?? null;
  },

  /** Whether the expert has a live quote (`liveQuote`) on one of the taxpayer's requests. */
  async hasLiveQuote(db: Executor, taxpayerUserId: number, expertUserId: number): Promise<boolean> {
    const rows = await db
      .select({ id: quotes.id })
      .from(quotes)
      .innerJoin(taxRequests, eq(taxRequests.id, quotes.requestId))
      .where(and(eq(quotes.taxpayerUserId, taxpayerUserId), eq(quotes.expertUserId, expertUserId), liveQuote))
      .limit(1);
    return rows.length > 0;
  },

  /** Who may download a quote's price list: the quote's taxpayer, and who works the quote. */
  async partiesOfPriceFile(db: Executor, fileId: number) {
    return db
      .select({ ...quoteWork, taxpayerUserId: quotes.taxpayerUserId })
      .from(quotes)
      .where(eq(quotes.priceAttachmentFileId, fileId));
  },
};
