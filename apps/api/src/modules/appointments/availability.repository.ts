import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { appointmentAvailability } from "../../db/schema";

export type AvailabilityRow = typeof appointmentAvailability.$inferSelect;

// Every booking and every list of free times reads the professional's hours.
const availabilityOf = preparedPerDatabase((db: Executor) =>
  db
    .select()
    .from(appointmentAvailability)
    .where(eq(appointmentAvailability.accountantUserId, sql.placeholder("accountantUserId")))
    .limit(1)
    .prepare("appointment_availability_of"),
);

export const availabilityRepository = {
  async find(db: Executor, accountantUserId: number): Promise<AvailabilityRow | null> {
    const [row] = await availabilityOf(db).execute({ accountantUserId });
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
