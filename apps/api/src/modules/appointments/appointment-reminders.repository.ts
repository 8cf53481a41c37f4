import { and, eq, gt, lte } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { appointments } from "../../db/schema";

export interface UpcomingAppointment {
  id: number;
  quoteId: number | null;
  accountantUserId: number;
  taxpayerUserId: number;
  startsAt: Date;
}

const columns = {
  id: appointments.id,
  quoteId: appointments.quoteId,
  accountantUserId: appointments.accountantUserId,
  taxpayerUserId: appointments.taxpayerUserId,
  startsAt: appointments.startsAt,
};

/** Approved appointments ahead, for their reminders. */
export const appointmentRemindersRepository = {
  async approvedBetween(db: Executor, from: Date, to: Date): Promise<UpcomingAppointment[]> {
    return db
      .select(columns)
      .from(appointments)
      .where(
        and(
          eq(appointments.status, "approved"),
          gt(appointments.startsAt, from),
          lte(appointments.startsAt, to),
        ),
      );
  },
  async approved(db: Executor, id: number): Promise<UpcomingAppointment | null> {
    const [row] = await db
      .select(columns)
      .from(appointments)
      .where(and(eq(appointments.id, id), eq(appointments.status, "approved")))
      .limit(1);
    return row ?? null;
  },
};
