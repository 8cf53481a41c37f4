import { RoleId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { auditRecords } from "../audit";
import type { NotificationsService } from "../notifications";
import { billingRepository, type PlanRow, type SubscriptionRow } from "./billing.repository";
import { intervalWord, managePlanPath, noticeDay, noticeUsd } from "./notice-format";
import { nextPeriodPrice, storedIntervals } from "./subscription-state";

/** A change of a professional's plan they are told about by mail and that the audit log keeps. */
export type PlanChange = "started" | "cancelled" | "cancellation-undone";

const auditActionOf = {
  started: "billing.plan-started",
  cancelled: "billing.plan-cancelled",
  "cancellation-undone": "billing.cancellation-undone",
} as const;

interface PlanWords {
  title: string;
  description: string;
  paragraphs: (manage: string) => string[];
}

/** What the professional reads about the change, as it stands after it. */
function wordsOf(change: PlanChange, sub: SubscriptionRow, plan: PlanRow): PlanWords {
  const charge = nextPeriodPrice({ ...sub, ...storedIntervals(sub) }, plan);
  const until = noticeDay(sub.currentPeriodEnd);
  const amount = noticeUsd(charge.amount);
  const interval = intervalWord(charge.interval);
  if (change === "started" && sub.status === "trialing") {
    return {
      title: t("billing.trialBegunTitle", { plan: plan.name }),
      description: t("billing.trialBegunText", { until, amount, interval }),
      paragraphs: (manage) => [
        t("billing.trialBegunMail", { plan: plan.name }),
        t("billing.trialBegunMailCharge", { until, amount, interval }),
        t("billing.trialBegunMailCancel", { until, link: manage }),
      ],
    };
  }
  if (change === "started") {
    return {
      title: t("billing.planBegunTitle", { plan: plan.name }),
      description: t("billing.planBegunText", { until, amount, interval }),
      paragraphs: (manage) => [
        t("billing.planBegunMail", { plan: plan.name }),
        t("billing.planBegunMailRenewal", { until, amount, link: manage }),
      ],
    };
  }
  if (change === "cancelled") {
    return {
      title: t("billing.planCancelledTitle", { plan: plan.name }),
      description: t("billing.planCancelledText", { until }),
      paragraphs: (manage) => [
        t("billing.planCancelledMail", { plan: plan.name, until }),
        t("billing.planCancelledMailUndo", { until, link: manage }),
      ],
    };
  }
  return {
    title: t("billing.planContinuesTitle", { plan: plan.name }),
    description: t("billing.planContinuesText", { amount, until, interval }),
    paragraphs: (manage) => [
      t("billing.planContinuesMail", { plan: plan.name }),
      t("billing.planContinuesMailCharge", { until, amount, interval, link: manage }),
    ],
  };
}

/**
 * Tells a professional that their plan started, was cancelled or continues after all: an in-app
 * notification and a mail through the outbox, and an audit entry, all in the caller's transaction, so
 * none goes out for a change that rolled back.
 */
export function createPlanNotices(deps: { clock: Clock; notifications: NotificationsService }) {
  const { clock, notifications } = deps;
  return {
    async tell(tx: Executor, change: PlanChange, sub: SubscriptionRow, from: string | null): Promise<void> {
      const plan = await billingRepository.findPlan(tx, sub.planId);
      if (!plan) return;
      // Composed by the outbox in the professional's language.
      const words = () => wordsOf(change, sub, plan);
      await notifications.outbox().add(tx, {
        userId: sub.userId,
        title: () => words().title,
        description: () => words().description,
        link: managePlanPath,
        mailParagraphs: (appUrl) => words().paragraphs(appUrl(managePlanPath)),
      });
      await auditRecords.record(tx, {
        at: clock.now(),
        actor: { userId: sub.userId, roleId: RoleId.expert },
        action: auditActionOf[change],
        subjectUserId: sub.userId,
        subject: `subscription:${sub.id}`,
        from,
        detail: {
          planId: sub.planId,
          interval: sub.interval,
          status: sub.status,
          until: sub.currentPeriodEnd.toISOString(),
        },
      });
    },
  };
}

export type PlanNotices = ReturnType<typeof createPlanNotices>;
