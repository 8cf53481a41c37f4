import { NotificationsPage } from "../../features/notifications/NotificationsPage";
import { EstimatedTaxPayments } from "../../features/reminders/EstimatedTaxPayments";

/** The taxpayer's notifications page, with their estimated tax payments to mark paid. */
export function Component() {
  return (
    <NotificationsPage>
      <EstimatedTaxPayments />
    </NotificationsPage>
  );
}
