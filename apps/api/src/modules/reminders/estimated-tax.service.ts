import type { EstimatedTaxPayment, SetEstimatedTaxPaid } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { fieldError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { organizerReminderRecords } from "../organizer";
import { jobRecords } from "../tax-preparation";
import { remindersRepository } from "./reminders.repository";
import { isEstimatedTaxDueDay, listedEstimatedTaxDays } from "./schedule";

/** Whether the taxpayer has a tax preparation whose organizer says they pay estimated tax. */
async function paysEstimates(executor: Executor, userId: number): Promise<boolean> {
  for (const quoteId of await jobRecords.quoteIdsOfTaxpayer(executor, userId)) {
    if (await organizerReminderRecords.paysEstimates(executor, quoteId)) return true;
  }
  return false;
}

/** The taxpayer's estimated tax payments and their "paid" mark; a paid one is not reminded. */
export function createEstimatedTaxService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function list(userId: number): Promise<EstimatedTaxPayment[]> {
    if (!(await paysEstimates(db, userId))) return [];
    const days = listedEstimatedTaxDays(clock.now());
    const paid = await remindersRepository.paidDays(db, userId, days);
    return days.map((dueDay) => ({ dueDay, paid: paid.has(dueDay) }));
  }

  return {
    async payments(principal: Principal): Promise<EstimatedTaxPayment[]> {
      return list(principal.userId);
    },

    async setPaid(principal: Principal, change: SetEstimatedTaxPaid): Promise<EstimatedTaxPayment[]> {
      const { userId } = principal;
      if (!isEstimatedTaxDueDay(change.dueDay)) {
        throw fieldError("dueDay", t("reminders.notEstimatedTaxDay"));
      }
      if (!(await paysEstimates(db, userId))) {
        throw fieldError("dueDay", t("reminders.paysNoEstimatedTax"));
      }
      await remindersRepository.setPaid(db, userId, change.dueDay, change.paid, clock.now());
      return list(userId);
    },
  };
}

export type EstimatedTaxService = ReturnType<typeof createEstimatedTaxService>;
