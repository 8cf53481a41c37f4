import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { storedFiles } from "../../db/schema";

export type StoredFile = typeof storedFiles.$inferSelect;

export const filesRepository = {
  async insert(executor: Executor, row: typeof storedFiles.$inferInsert): Promise<StoredFile> {
    const [inserted] = await executor.insert(storedFiles).values(row).returning();
    if (!inserted) throw new Error("Inserting a file row returned nothing");
    return inserted;
  },

  async findById(executor: Executor, id: number): Promise<StoredFile | null> {
    const rows = await executor.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
    return rows[0] ?? null;
  },

  async delete(executor: Executor, id: number): Promise<void> {
    await executor.delete(storedFiles).where(eq(storedFiles.id, id));
  },
};
