import { and, asc, desc, eq, gt, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { lockRecord } from "../../db/record-lock";
import { appointments } from "../../db/schema";
import { jobRecords } from "../tax-preparation";

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = Omit<typeof appointments.$inferInsert, "id">;
export type AppointmentStatusValue = "requested" | "approved" | "rejected" | "cancelled";

const live: AppointmentStatusValue[] = ["requested", "approved"];

// Every booking reads these twice: for its slot's check, then again under the professional's lock.
const liveSpansOf = preparedPerDatabase((db: Executor) =>
  db
    .select({ start: appointments.startsAt, end: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.accountantUserId, sql.placeholder("accountantUserId")),
        inArray(appointments.status, live),
        lt(appointments.startsAt, sql.placeholder("to")),
        gt(appointments.endsAt, sql.placeholder("from")),
      ),
    )
    .prepare("appointments_live_spans"),
);

export const appointmentsRepository = {
  /**
   * Stores a booking; null when the professional already has a live appointment at that start (the
   * partial unique index decides, so two bookings of one slot cannot both pass, however close).
   */
  async insert(db: Executor, row: NewAppointment): Promise<AppointmentRow | null> {
    const [inserted] = await db.insert(appointments).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  async find(db: Executor, id: number): Promise<AppointmentRow | null> {
    const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).limit(1);
    return row ?? null;
  },

  /** The appointment, locked until the transaction ends, so two decisions cannot cross. */
  async lock(db: Executor, id: number): Promise<AppointmentRow | null> {
    const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).for("update").limit(1);
    return row ?? null;
  },

  async update(
    db: Executor,
    id: number,
    change: Partial<
      Pick<AppointmentRow, "status" | "rejectionMessage" | "cancelledByUserId" | "meetingUrl" | "updatedAt">
    >,
  ): Promise<void> {
    await db.update(appointments).set(change).where(eq(appointments.id, id));
  },

  /**
   * Holds the professional's bookings until the transaction ends: a lock per professional, so two
   * bookings at once each see the other before they are stored (the buffer between appointments).
   */
  async lockBookingsOf(db: Executor, accountantUserId: number): Promise<void> {
    await lockRecord(db, "bookings", accountantUserId);
  },

  /** The professional's live appointments overlapping [from, to). */
  liveSpans: (db: Executor, accountantUserId: number, from: Date, to: Date) =>
    liveSpansOf(db).execute({ accountantUserId, from, to }),

  /**
   * One side's appointments in one status, earliest first: the professional's (`accountant`), or a
   * taxpayer's own (`taxpayer`). `endingAfter` drops those over. `practiceId`: the professional also
   * manages every appointment of that practice's jobs (a member whose role sees all of them).
   */
  async listInStatus(
    db: Executor,
    side: "accountant" | "taxpayer",
    userId: number,
    status: AppointmentStatusValue,
    endingAfter: Date | null,
    practiceId: number | null = null,
  ): Promise<AppointmentRow[]> {
    const own = eq(
      side === "accountant" ? appointments.accountantUserId : appointments.taxpayerUserId,
      userId,
    );
    return db
      .select()
      .from(appointments)
      .where(
        and(
          practiceId === null ? own : or(own, jobRecords.isPracticesJob(appointments.quoteId, practiceId)),
          eq(appointments.status, status),
          endingAfter ? gt(appointments.endsAt, endingAfter) : undefined,
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id));
  },

  /** The taxpayer's appointments, newest start first, optionally of one quote. */
  async listForTaxpayer(
    db: Executor,
    taxpayerUserId: number,
    quoteId: number | null,
  ): Promise<AppointmentRow[]> {
    return db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.taxpayerUserId, taxpayerUserId),
          quoteId === null ? undefined : eq(appointments.quoteId, quoteId),
        ),
      )
      .orderBy(desc(appointments.startsAt), desc(appointments.id));
  },

  /** A person's live appointments on either side, starting from `from`: what their feed shows. */
  async liveOf(db: Executor, userId: number, from: Date): Promise<AppointmentRow[]> {
    return db
      .select()
      .from(appointments)
      .where(
        and(
          or(eq(appointments.accountantUserId, userId), eq(appointments.taxpayerUserId, userId)),
          inArray(appointments.status, live),
          gte(appointments.startsAt, from),
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id));
  },

  /** Every appointment of a person, either side, in any state, oldest first. */
  listOfPerson(db: Executor, userId: number): Promise<AppointmentRow[]> {
    return db
      .select()
      .from(appointments)
      .where(or(eq(appointments.accountantUserId, userId), eq(appointments.taxpayerUserId, userId)))
      .orderBy(asc(appointments.startsAt), asc(appointments.id));
  },
};
