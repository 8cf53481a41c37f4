import { RoleId } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { auditRecords } from "../audit";
import type { NotificationsService } from "../notifications";
import { billingRepository, type PlanRow, type SubscriptionRow } from "./billing.repository";
import { managePlanPath, noticeDay, noticeUsd } from "./notice-format";
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
  if (change === "started" && sub.status === "trialing") {
    return {
      title: `Your free trial of the ${plan.name} plan has begun`,
      description: `You can send quotes now. Nothing is charged until ${until}, when ${amount} is charged for the first ${charge.interval}.`,
      paragraphs: (manage) => [
        `Your free trial of the ${plan.name} plan has begun, and you can send quotes to taxpayers now.`,
        `Nothing is charged until your trial ends on ${until}. On that day we will charge ${amount} to your card for the first ${charge.interval}.`,
        `To stop before you are charged, cancel on your profile before ${until}: ${manage}`,
      ],
    };
  }
  if (change === "started") {
    return {
      title: `Your ${plan.name} plan has begun`,
      description: `You can send quotes now. Your plan renews on ${until} at ${amount} a ${charge.interval}.`,
      paragraphs: (manage) => [
        `Your ${plan.name} plan has begun, and you can send quotes to taxpayers now.`,
        `It renews on ${until}, and we will charge ${amount} to your card then. You can change or cancel it on your profile: ${manage}`,
      ],
    };
  }
  if (change === "cancelled") {
    return {
      title: `Your ${plan.name} plan is cancelled`,
      description: `It keeps working until ${until} and ends then; nothing more is charged.`,
      paragraphs: (manage) => [
        `You cancelled your ${plan.name} plan. It keeps working, quotes included, until ${until}, and ends then. Nothing more is charged, and there are no refunds for part of a billing period.`,
        `Changed your mind? Undo the cancellation on your profile before ${until}: ${manage}`,
      ],
    };
  }
  return {
    title: `Your ${plan.name} plan continues`,
    description: `You undid the cancellation. ${amount} is charged on ${until} for the next ${charge.interval}.`,
    paragraphs: (manage) => [
      `You undid the cancellation of your ${plan.name} plan, so it continues.`,
      `On ${until} we will charge ${amount} to your card for the next ${charge.interval}. You can change or cancel it on your profile: ${manage}`,
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
      const words = wordsOf(change, sub, plan);
      await notifications.outbox().add(tx, {
        userId: sub.userId,
        title: words.title,
        description: words.description,
        link: managePlanPath,
        mailParagraphs: (appUrl) => words.paragraphs(appUrl(managePlanPath)),
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
