import { RENEWAL_REMINDER_DAYS_BEFORE, TRIAL_REMINDER_DAYS_BEFORE } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { peopleRecords } from "../identity";
import { billingRepository, type SubscriptionRow, subscriptionsRepository } from "./billing.repository";
import { noticeDay as day, intervalWord, managePlanPath, noticeUsd as usd } from "./notice-format";
import { addDays, nextPeriodPrice, storedIntervals } from "./subscription-state";

export type BillingNoticeKind = "trial-ending" | "yearly-renewal";

/** A subscription a notice is due for: the notice is about the period ending at `periodEnd`. */
export interface BillingNoticeSubject {
  subscriptionId: number;
  userId: number;
  periodEnd: Date;
  /** When the notice goes out: 3 days before a trial ends, 60 days before a yearly term ends. */
  sendAt: Date;
}

/** What a notice says: its title, a short line for the app, and the mail's paragraphs after the greeting. */
export interface BillingNotice {
  title: string;
  description: string;
  mailParagraphs: (appUrl: (path: string) => string) => string[];
}

/** Whether the notice still applies: the same period, not cancelled, trial not converted, term not renewed. */
function stillApplies(sub: SubscriptionRow, kind: BillingNoticeKind, periodEnd: Date, now: Date): boolean {
  if (sub.cancelAtPeriodEnd || sub.currentPeriodEnd.getTime() !== periodEnd.getTime()) return false;
  if (sub.currentPeriodEnd <= now) return false;
  if (kind === "trial-ending") return sub.status === "trialing";
  // Never later than 30 days before the term ends.
  return (
    sub.status === "active" &&
    sub.interval === "year" &&
    sub.currentPeriodEnd > addDays(now, RENEWAL_REMINDER_DAYS_BEFORE.min)
  );
}

/**
 * The billing notices, as the reminders engine sends them: 3 days before a
 * trial ends, and 30 to 60 days before a yearly term ends. The engine sends each once per period
 * end and reads `notice` again just before, so a cancelled, converted or renewed plan gets nothing.
 */
export const billingReminderRecords = {
  /** Trials ending within `(now, until]`. */
  async trialsEnding(db: Executor, now: Date, until: Date): Promise<BillingNoticeSubject[]> {
    const rows = await subscriptionsRepository.trialsEndingBy(db, now, until);
    return rows.map((sub) => ({
      subscriptionId: sub.id,
      userId: sub.userId,
      periodEnd: sub.currentPeriodEnd,
      sendAt: addDays(sub.currentPeriodEnd, -TRIAL_REMINDER_DAYS_BEFORE),
    }));
  },

  /** Yearly terms ending more than 30 days after `now` and by `until`. */
  async yearlyTermsEnding(db: Executor, now: Date, until: Date): Promise<BillingNoticeSubject[]> {
    const rows = await subscriptionsRepository.yearlyTermsEndingBetween(
      db,
      addDays(now, RENEWAL_REMINDER_DAYS_BEFORE.min),
      until,
    );
    return rows.map((sub) => ({
      subscriptionId: sub.id,
      userId: sub.userId,
      periodEnd: sub.currentPeriodEnd,
      sendAt: addDays(sub.currentPeriodEnd, -RENEWAL_REMINDER_DAYS_BEFORE.max),
    }));
  },

  /** The notice as it reads now; null once it no longer applies. */
  async notice(
    db: Executor,
    kind: BillingNoticeKind,
    subscriptionId: number,
    periodEnd: Date,
    now: Date,
  ): Promise<BillingNotice | null> {
    const sub = await subscriptionsRepository.findById(db, subscriptionId);
    if (!sub || !stillApplies(sub, kind, periodEnd, now)) return null;
    const person = (await peopleRecords.byIds(db, [sub.userId])).get(sub.userId);
    const plan = await billingRepository.findPlan(db, sub.planId);
    if (!person || !plan) return null;
    const charge = nextPeriodPrice({ ...sub, ...storedIntervals(sub) }, plan);
    const interval = intervalWord(charge.interval);
    const amount = usd(charge.amount);
    const when = day(sub.currentPeriodEnd);
    if (kind === "trial-ending") {
      return {
        title: t("billing.trialEndsTitle", { when }),
        description: t("billing.trialEndsText", { plan: plan.name, when, amount, interval }),
        mailParagraphs: (appUrl) => [
          t("billing.trialEndsMail", { plan: plan.name, when, amount, interval }),
          t("billing.trialEndsMailCancel", { when, link: appUrl(managePlanPath) }),
        ],
      };
    }
    return {
      title: t("billing.renewsTitle", { when }),
      description: t("billing.renewsText", { plan: plan.name, when, amount }),
      mailParagraphs: (appUrl) => [
        t("billing.renewsMail", { plan: plan.name, when, amount }),
        t("billing.renewsMailChange", { link: appUrl(managePlanPath) }),
      ],
    };
  },
};
