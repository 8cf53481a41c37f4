import { and, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { appointments } from "../../db/schema";
import { peopleRecords } from "../identity";

/** What of appointments waits on a person: one statement, scoped to them. */
export const appointmentsToDoRepository = {
  /** The professional's appointments a taxpayer asked for, still ahead and not yet approved or declined. */
  requestedOf(db: Executor, accountantUserId: number, now: Date) {
    const taxpayer = peopleRecords.personSubquery(db, appointments.taxpayerUserId, "taxpayer");
    return db
      .select({
        id: appointments.id,
        quoteId: appointments.quoteId,
        startsAt: appointments.startsAt,
        createdAt: appointments.createdAt,
        firstName: taxpayer.firstName,
        lastName: taxpayer.lastName,
      })
      .from(appointments)
      .innerJoinLateral(taxpayer, sql`true`)
      .where(
        and(
          eq(appointments.accountantUserId, accountantUserId),
          eq(appointments.status, "requested"),
          gt(appointments.startsAt, now),
        ),
      );
  },
};
