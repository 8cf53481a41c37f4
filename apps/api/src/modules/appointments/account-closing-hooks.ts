import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { peopleOf } from "./appointment-people";
import { appointmentsRepository } from "./appointments.repository";
import type { CancellationService, CancelledAppointment } from "./cancellation.service";

/**
 * What closing an account does to its appointments: the professional's synced calendar drops those
 * still to come, and every one still to come is cancelled as the person would cancel it.
 */
export function createAccountClosingHooks(deps: { db: Database; cancellation: CancellationService }) {
  const { db, cancellation } = deps;
  const { cancelWithin, tellCalendar } = cancellation;

  return {
    /**
     * Before a closing account's transaction: the professional's own synced calendar drops the
     * approved appointments still to come, while its connection is there (the closing removes it).
     */
    async removeUpcomingFromOwnCalendar(caller: Principal, now: Date): Promise<void> {
      for (const row of await appointmentsRepository.liveOf(db, caller.userId, now)) {
        if (row.accountantUserId !== caller.userId || row.status !== "approved") continue;
        const { accountant, taxpayer } = await peopleOf(db, row);
        await tellCalendar("appointmentCancelled", row, accountant, taxpayer);
      }
    },

    /**
     * Inside a closing account's transaction: cancels every appointment of `caller` still to come,
     * as they would one by one (the other person is told, by notification and mail). Answers what to
     * run after commit: telling the other professionals' synced calendars (the caller's own was told
     * before, by `removeUpcomingFromOwnCalendar`).
     */
    async cancelUpcomingWithin(tx: Executor, caller: Principal, now: Date): Promise<() => Promise<void>> {
      const done: CancelledAppointment[] = [];
      for (const row of await appointmentsRepository.liveOf(tx, caller.userId, now)) {
        const side = row.taxpayerUserId === caller.userId ? "taxpayer" : "accountant";
        const cancelled = await cancelWithin(tx, caller, row.id, side, now);
        if (cancelled && side === "taxpayer") done.push(cancelled);
      }
      return async () => {
        for (const { cancelled, accountant, taxpayer } of done)
          await tellCalendar("appointmentCancelled", cancelled, accountant, taxpayer);
      };
    },
  };
}

export type AccountClosingHooks = ReturnType<typeof createAccountClosingHooks>;
