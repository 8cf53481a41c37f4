import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { NotificationsService } from "../notifications";
import type { LocalPaymentsProvider } from "./providers/local-payments-provider";

/** What the payments services are made from (the composition gives it). */
export interface PaymentsDeps {
  db: Database;
  clock: Clock;
  notifications: NotificationsService;
  /**
   * The local test provider's pages, when Stripe is not configured and `LOCAL_CHECKOUT` keeps them
   * open; null otherwise (with the local provider closed, no payouts can be connected).
   */
  local: LocalPaymentsProvider | null;
}
