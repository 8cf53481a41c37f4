import type { EstimatedTaxPayment, SetEstimatedTaxPaid } from "@taxlane/contract";
import type { Database, Executor } from "../../db/client";
import { type Principal, requireRole } from "../../lib/access";
import { fieldError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { organizerRemindersService } from "../organizer/organizer-reminders.service";
import { jobRecordsService } from "../tax-preparation/job-records.service";
import { remindersRepository } from "./reminders.repository";
import { dayMs, estimatedTaxDueDates } from "./schedule";

const taxpayerRole = 1;
/** A payment stays listed this long after its due day, so a late one can still be marked paid. */
const LISTED_AFTER_DUE_MS = 30 * dayMs;
const LISTED = 4;

/** Whether the taxpayer has a tax preparation whose organizer says they pay estimated tax. */
async function paysEstimates(executor: Executor, userId: number): Promise<boolean> {
  for (const quoteId of await jobRecordsService.quoteIdsOfTaxpayer(executor, userId)) {
    if (await organizerRemindersService.paysEstimates(executor, quoteId)) return true;
  }
  return false;
}

/** The next four due days from `from` (weekends and IRS holidays moved, as the reminders say them). */
function dueDaysFrom(from: Date): string[] {
  const year = from.getUTCFullYear();
  const first = new Date(from.getTime() - LISTED_AFTER_DUE_MS).toISOString().slice(0, 10);
  return [year - 1, year, year + 1]
    .flatMap(estimatedTaxDueDates)
    .filter((day) => day >= first)
    .slice(0, LISTED);
}

/** Whether `day` is an estimated tax due day (of its year's payments or the January one after). */
const isDueDay = (day: string) => {
  const year = Number(day.slice(0, 4));
  return [year - 1, year].some((taxYear) => estimatedTaxDueDates(taxYear).includes(day));
};

/** The taxpayer's estimated tax payments and their "paid" mark; a paid one is not reminded. */
export function createEstimatedTaxService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function list(userId: number): Promise<EstimatedTaxPayment[]> {
    if (!(await paysEstimates(db, userId))) return [];
    const days = dueDaysFrom(clock.now());
    const paid = await remindersRepository.paidDays(db, userId, days);
    return days.map((dueDay) => ({ dueDay, paid: paid.has(dueDay) }));
  }

  return {
    async payments(principal: Principal | null): Promise<EstimatedTaxPayment[]> {
      return list(requireRole(principal, taxpayerRole).userId);
    },

    async setPaid(principal: Principal | null, change: SetEstimatedTaxPaid): Promise<EstimatedTaxPayment[]> {
      const { userId } = requireRole(principal, taxpayerRole);
      if (!isDueDay(change.dueDay)) {
        throw fieldError("dueDay", "This is not an estimated tax due date.");
      }
      if (!(await paysEstimates(db, userId))) {
        throw fieldError("dueDay", "None of your tax preparations pays estimated tax.");
      }
      await remindersRepository.setPaid(db, userId, change.dueDay, change.paid, clock.now());
      return list(userId);
    },
  };
}

export type EstimatedTaxService = ReturnType<typeof createEstimatedTaxService>;
