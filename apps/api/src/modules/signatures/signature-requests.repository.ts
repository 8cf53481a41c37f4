import { and, asc, desc, eq, gt, inArray, isNull, min, ne, or } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { signatureFields, signatureRequests, signatureSigners } from "../../db/schema";

export type SignatureRequestRow = typeof signatureRequests.$inferSelect;
export type SignatureSignerRow = typeof signatureSigners.$inferSelect;
export type SignatureFieldRow = typeof signatureFields.$inferSelect;

/** Signature requests, their signers and their fields: the only code that reads or writes them. */
export const signatureRequestsRepository = {
  async insertRequest(
    executor: Executor,
    row: typeof signatureRequests.$inferInsert,
  ): Promise<SignatureRequestRow> {
    const [inserted] = await executor.insert(signatureRequests).values(row).returning();
    if (!inserted) throw new Error("the signature request was not inserted");
    return inserted;
  },

  async findRequest(executor: Executor, id: number): Promise<SignatureRequestRow | null> {
    const [row] = await executor
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, id))
      .limit(1);
    return row ?? null;
  },

  /** The request, locked for a change (signing, withdrawing, sealing wait for each other). */
  async lockRequest(executor: Executor, id: number): Promise<SignatureRequestRow | null> {
    const [row] = await executor
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, id))
      .limit(1)
      .for("update");
    return row ?? null;
  },

  /** A job's requests, newest first; drafts only when asked for. */
  listForQuote(executor: Executor, quoteId: number, withDrafts: boolean): Promise<SignatureRequestRow[]> {
    return executor
      .select()
      .from(signatureRequests)
      .where(
        withDrafts
          ? eq(signatureRequests.quoteId, quoteId)
          : and(eq(signatureRequests.quoteId, quoteId), ne(signatureRequests.status, "draft")),
      )
      .orderBy(desc(signatureRequests.createdAt), desc(signatureRequests.id));
  },

  async updateRequest(
    executor: Executor,
    id: number,
    change: Partial<typeof signatureRequests.$inferInsert>,
  ): Promise<void> {
    await executor.update(signatureRequests).set(change).where(eq(signatureRequests.id, id));
  },

  async deleteRequest(executor: Executor, id: number): Promise<void> {
    await executor.delete(signatureRequests).where(eq(signatureRequests.id, id));
  },

  async insertSigners(
    executor: Executor,
    rows: (typeof signatureSigners.$inferInsert)[],
  ): Promise<SignatureSignerRow[]> {
    if (rows.length === 0) return [];
    return executor.insert(signatureSigners).values(rows).returning();
  },

  async insertFields(executor: Executor, rows: (typeof signatureFields.$inferInsert)[]): Promise<void> {
    if (rows.length === 0) return;
    await executor.insert(signatureFields).values(rows);
  },

  /** The signers of these requests, in the order they were named. */
  signersOf(executor: Executor, requestIds: readonly number[]): Promise<SignatureSignerRow[]> {
    if (requestIds.length === 0) return Promise.resolve([]);
    return executor
      .select()
      .from(signatureSigners)
      .where(inArray(signatureSigners.requestId, [...requestIds]))
      .orderBy(asc(signatureSigners.id));
  },

  fieldsOf(executor: Executor, requestIds: readonly number[]): Promise<SignatureFieldRow[]> {
    if (requestIds.length === 0) return Promise.resolve([]);
    return executor
      .select()
      .from(signatureFields)
      .where(inArray(signatureFields.requestId, [...requestIds]))
      .orderBy(asc(signatureFields.id));
  },

  /** When the job's first completed e-file authorization (Form 8879) was completed, or null. */
  async firstEfileAuthorizationAt(executor: Executor, quoteId: number): Promise<Date | null> {
    const [row] = await executor
      .select({ completedAt: min(signatureRequests.completedAt) })
      .from(signatureRequests)
      .where(
        and(
          eq(signatureRequests.quoteId, quoteId),
          eq(signatureRequests.efileAuthorization, true),
          eq(signatureRequests.status, "completed"),
        ),
      );
    return row?.completedAt ?? null;
  },

  async findSigner(executor: Executor, id: number): Promise<SignatureSignerRow | null> {
    const [row] = await executor.select().from(signatureSigners).where(eq(signatureSigners.id, id)).limit(1);
    return row ?? null;
  },

  async lockSigner(executor: Executor, id: number): Promise<SignatureSignerRow | null> {
    const [row] = await executor
      .select()
      .from(signatureSigners)
      .where(eq(signatureSigners.id, id))
      .limit(1)
      .for("update");
    return row ?? null;
  },

  async updateSigner(
    executor: Executor,
    id: number,
    change: Partial<typeof signatureSigners.$inferInsert>,
  ): Promise<void> {
    await executor.update(signatureSigners).set(change).where(eq(signatureSigners.id, id));
  },

  /** Signers of sent, unexpired requests who have not signed, with their request: the to-do list and reminders. */
  waitingSigners(executor: Executor, now: Date, userId?: number) {
    const waiting = and(
      eq(signatureRequests.status, "sent"),
      gt(signatureRequests.expiresAt, now),
      isNull(signatureSigners.signedAt),
    );
    return executor
      .select({ signer: signatureSigners, request: signatureRequests })
      .from(signatureSigners)
      .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.requestId))
      .where(userId === undefined ? waiting : and(waiting, eq(signatureSigners.userId, userId)))
      .orderBy(asc(signatureRequests.expiresAt), asc(signatureSigners.id));
  },
  /** Every file kept for these jobs' requests: originals, signed files, hand-signed pages. */
  async fileIdsOfQuotes(executor: Executor, quoteIds: readonly number[]): Promise<number[]> {
    if (quoteIds.length === 0) return [];
    const requests = await executor
      .select()
      .from(signatureRequests)
      .where(inArray(signatureRequests.quoteId, [...quoteIds]));
    const signers = await signatureRequestsRepository.signersOf(
      executor,
      requests.map((request) => request.id),
    );
    return [
      ...requests.flatMap((request) => [request.originalFileId, request.signedFileId]),
      ...signers.map((signer) => signer.paperFileId),
    ].filter((id): id is number => id !== null);
  },

  /** The signed files of these jobs' completed requests. */
  async signedFileIdsOfQuotes(executor: Executor, quoteIds: readonly number[]): Promise<number[]> {
    if (quoteIds.length === 0) return [];
    const rows = await executor
      .select({ fileId: signatureRequests.signedFileId })
      .from(signatureRequests)
      .where(inArray(signatureRequests.quoteId, [...quoteIds]));
    return rows.map((row) => row.fileId).filter((id): id is number => id !== null);
  },

  /** The request whose original or signed file, or one of whose signers' hand-signed pages, is this file. */
  async requestOfFile(executor: Executor, fileId: number): Promise<SignatureRequestRow | null> {
    const [signed] = await executor
      .select()
      .from(signatureRequests)
      .where(or(eq(signatureRequests.signedFileId, fileId), eq(signatureRequests.originalFileId, fileId)))
      .limit(1);
    if (signed) return signed;
    const [paper] = await executor
      .select({ request: signatureRequests })
      .from(signatureSigners)
      .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.requestId))
      .where(eq(signatureSigners.paperFileId, fileId))
      .limit(1);
    return paper?.request ?? null;
  },
};
