import { t } from "@taxlane/contract/i18n";
import { eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { intArrayParam, preparedPerDatabase } from "../../db/prepared";
import { storedFiles } from "../../db/schema";

const filesByIds = preparedPerDatabase((executor: Executor) =>
  executor
    .select()
    .from(storedFiles)
    .where(sql`${storedFiles.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("files_by_ids"),
);

export type StoredFile = typeof storedFiles.$inferSelect;

export const filesRepository = {
  async insert(executor: Executor, row: typeof storedFiles.$inferInsert): Promise<StoredFile> {
    const [inserted] = await executor.insert(storedFiles).values(row).returning();
    if (!inserted) throw new Error(t("operator.fileRowMissing"));
    return inserted;
  },

  async findById(executor: Executor, id: number): Promise<StoredFile | null> {
    const rows = await executor.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
    return rows[0] ?? null;
  },

  async listByIds(executor: Executor, ids: readonly number[]): Promise<StoredFile[]> {
    if (ids.length === 0) return [];
    return filesByIds(executor).execute({ ids: intArrayParam(ids) });
  },

  /** Which of these storage keys a file row names. */
  async namedStorageKeys(executor: Executor, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await executor
      .select({ storageKey: storedFiles.storageKey })
      .from(storedFiles)
      .where(inArray(storedFiles.storageKey, keys));
    return new Set(rows.map((row) => row.storageKey));
  },

  async delete(executor: Executor, id: number): Promise<void> {
    await executor.delete(storedFiles).where(eq(storedFiles.id, id));
  },

  async listOwnedBy(executor: Executor, userId: number): Promise<StoredFile[]> {
    return executor
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.ownerUserId, userId))
      .orderBy(storedFiles.id);
  },

  /** Deletes these rows; answers the storage keys of those that were there. */
  async deleteMany(executor: Executor, ids: readonly number[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await executor
      .delete(storedFiles)
      .where(inArray(storedFiles.id, [...ids]))
      .returning({ storageKey: storedFiles.storageKey });
    return rows.map((row) => row.storageKey);
  },
};
