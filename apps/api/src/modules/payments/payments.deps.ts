import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { NotificationsService } from "../notifications";

/** What the payments services are made from (the composition gives it). */
export interface PaymentsDeps {
  db: Database;
  clock: Clock;
  notifications: NotificationsService;
}
