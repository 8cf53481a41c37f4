import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { appointmentAvailability } from "../../db/schema";

export type AvailabilityRow = typeof appointmentAvailability.$inferSelect;

export const availabilityRepository = {
  async find(db: Executor, accountantUserId: number): Promise<AvailabilityRow | null> {
    const [row] = await db
      .select()
      .from(appointmentAvailability)
      .where(eq(appointmentAvailability.accountantUserId, accountantUserId))
      .limit(1);
    return row ?? null;
  },

  async save(db: Executor, row: AvailabilityRow): Promise<void> {
    const { accountantUserId, ...change } = row;
    await db
      .insert(appointmentAvailability)
      .values(row)
      .onConflictDoUpdate({ target: appointmentAvailability.accountantUserId, set: change });
  },
};
