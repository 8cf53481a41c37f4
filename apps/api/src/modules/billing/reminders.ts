import { RENEWAL_REMINDER_DAYS_BEFORE, TRIAL_REMINDER_DAYS_BEFORE } from "@taxlane/contract";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import { plainMail } from "../../plugins/mail/plain-mail";
import { peopleService } from "../identity/people.service";
import { billingRepository, subscriptionsRepository } from "./billing.repository";
import { addDays, priceOf } from "./subscription-state";

const day = (date: Date) =>
  date.toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });
const usd = (amount: number) =>
  amount.toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0 });

/**
 * The billing reminders (SPEC.md section 9): 3 days before a trial ends, and 30 to 60 days before a
 * yearly term ends. Each goes out once per trial end or term end; the mail is queued with the mark.
 */
export function createBillingReminders(deps: {
  db: Database;
  clock: Clock;
  mail: MailOutbox;
  publicUrl: string;
}) {
  const { db, clock, mail, publicUrl } = deps;
  const manage = `${publicUrl}/expert/profile#plan`;

  return async function sendReminders(): Promise<{ trials: number; renewals: number }> {
    const now = clock.now();
    const trials = await subscriptionsRepository.trialsEndingBy(
      db,
      now,
      addDays(now, TRIAL_REMINDER_DAYS_BEFORE),
    );
    const renewals = await subscriptionsRepository.yearlyTermsEndingBetween(
      db,
      addDays(now, RENEWAL_REMINDER_DAYS_BEFORE.min),
      addDays(now, RENEWAL_REMINDER_DAYS_BEFORE.max),
    );
    for (const sub of [...trials, ...renewals]) {
      const isTrial = sub.status === "trialing";
      await db.transaction(async (tx) => {
        const person = (await peopleService.byIds(tx, [sub.userId])).get(sub.userId);
        const plan = await billingRepository.findPlan(tx, sub.planId);
        if (!person || !plan) return;
        const interval =
          sub.pendingInterval === "year" || (sub.pendingInterval === null && sub.interval === "year")
            ? "year"
            : "month";
        const amount = usd(priceOf(plan, interval));
        const when = day(sub.currentPeriodEnd);
        const message = isTrial
          ? plainMail(person.email, `Your Taxlane trial ends on ${when}`, [
              `Hello ${person.firstName},`,
              `Your free trial of the ${plan.name} plan ends on ${when}. On that day we will charge ${amount} to your card for the first ${interval}.`,
              `To keep your plan, do nothing. To stop before you are charged, cancel on your profile before ${when}: ${manage}`,
            ])
          : plainMail(person.email, `Your yearly Taxlane plan renews on ${when}`, [
              `Hello ${person.firstName},`,
              `Your yearly ${plan.name} plan renews on ${when}, and we will charge ${amount} to your card then.`,
              `To change or cancel it before then, go to your profile: ${manage}. There are no refunds for part of a billing period.`,
            ]);
        await mail.enqueue(tx, message);
        await subscriptionsRepository.markReminded(
          tx,
          sub.id,
          isTrial ? { trialReminderFor: sub.currentPeriodEnd } : { renewalNoticeFor: sub.currentPeriodEnd },
        );
      });
    }
    return { trials: trials.length, renewals: renewals.length };
  };
}
