import type { Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { NotificationsService } from "../notifications/notifications.service";
import { type SubscriptionRow } from "./billing.repository";
/** A change of a professional's plan they are told about by mail and that the audit log keeps. */
export type PlanChange = "started" | "cancelled" | "cancellation-undone";
/**
 * Tells a professional that their plan started, was cancelled or continues after all: an in-app
 * notification and a mail through the outbox, and an audit entry, all in the caller's transaction, so
 * none goes out for a change that rolled back.
 */
export declare function createPlanNotices(deps: { clock: Clock; notifications: NotificationsService }): {
  tell(tx: Executor, change: PlanChange, sub: SubscriptionRow, from: string | null): Promise<void>;
};
export type PlanNotices = ReturnType<typeof createPlanNotices>;
