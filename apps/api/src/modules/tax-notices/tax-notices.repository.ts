import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { taxNotices } from "../../db/schema";
import { jobRecords } from "../tax-preparation";

export type TaxNoticeRow = typeof taxNotices.$inferSelect;
export type NewTaxNotice = Omit<typeof taxNotices.$inferInsert, "id">;
type Change = Partial<Omit<TaxNoticeRow, "id" | "quoteId" | "taxpayerUserId" | "expertUserId">>;

/** Open letters first, then the nearest deadline, then the latest uploaded. */
const listOrder = [
  sql`case when ${taxNotices.status} = 'open' then 0 else 1 end`,
  asc(taxNotices.deadline),
  desc(taxNotices.id),
];

/** The letters from the IRS or a state: the only code that reads or writes them. */
export const taxNoticesRepository = {
  async insert(executor: Executor, row: NewTaxNotice): Promise<TaxNoticeRow> {
    const [inserted] = await executor.insert(taxNotices).values(row).returning();
    if (!inserted) throw new Error("a tax notice was not inserted");
    return inserted;
  },

  listForJob(executor: Executor, quoteId: number): Promise<TaxNoticeRow[]> {
    return executor
      .select()
      .from(taxNotices)
      .where(eq(taxNotices.quoteId, quoteId))
      .orderBy(...listOrder);
  },

  listForTaxpayer(executor: Executor, taxpayerUserId: number): Promise<TaxNoticeRow[]> {
    return executor
      .select()
      .from(taxNotices)
      .where(eq(taxNotices.taxpayerUserId, taxpayerUserId))
      .orderBy(...listOrder);
  },

  listForExpert(executor: Executor, expertUserId: number): Promise<TaxNoticeRow[]> {
    return executor
      .select()
      .from(taxNotices)
      .where(eq(taxNotices.expertUserId, expertUserId))
      .orderBy(...listOrder);
  },

  /** The professional's letters not yet answered, on their live jobs (their to-do list). */
  openOfProfessional(executor: Executor, expertUserId: number): Promise<TaxNoticeRow[]> {
    return executor
      .select()
      .from(taxNotices)
      .where(
        and(
          eq(taxNotices.status, "open"),
          jobRecords.isLiveJobOf(taxNotices.quoteId, "expert", expertUserId),
        ),
      );
  },

  /** The taxpayer's letters whose professional's quote waits for their answer, on their live jobs. */
  quotesToAnswer(executor: Executor, taxpayerUserId: number): Promise<TaxNoticeRow[]> {
    return executor
      .select()
      .from(taxNotices)
      .where(
        and(
          eq(taxNotices.quoteStatus, "pending"),
          jobRecords.isLiveJobOf(taxNotices.quoteId, "taxpayer", taxpayerUserId),
        ),
      );
  },

  async find(executor: Executor, id: number): Promise<TaxNoticeRow | null> {
    const [row] = await executor.select().from(taxNotices).where(eq(taxNotices.id, id)).limit(1);
    return row ?? null;
  },

  /** The letter, locked until the transaction ends, so two answers to it go one after the other. */
  async lock(executor: Executor, id: number): Promise<TaxNoticeRow | null> {
    const [row] = await executor
      .select()
      .from(taxNotices)
      .where(eq(taxNotices.id, id))
      .for("update")
      .limit(1);
    return row ?? null;
  },

  async update(executor: Executor, id: number, change: Change): Promise<TaxNoticeRow> {
    const [row] = await executor.update(taxNotices).set(change).where(eq(taxNotices.id, id)).returning();
    if (!row) throw new Error(`tax notice ${id} vanished while locked`);
    return row;
  },

  /** The job of a letter's file (its access policy), or null when no letter holds the file. */
  async jobOfFile(executor: Executor, fileId: number): Promise<number | null> {
    const [row] = await executor
      .select({ quoteId: taxNotices.quoteId })
      .from(taxNotices)
      .where(eq(taxNotices.fileId, fileId))
      .limit(1);
    return row?.quoteId ?? null;
  },

  /** The letters not answered whose deadline is `fromDay` or later (the reminders' subjects). */
  openFrom(executor: Executor, fromDay: string): Promise<TaxNoticeRow[]> {
    return executor
      .select()
      .from(taxNotices)
      .where(and(eq(taxNotices.status, "open"), sql`${taxNotices.deadline} >= ${fromDay}`));
  },
};
