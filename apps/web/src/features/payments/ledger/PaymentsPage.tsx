import { t } from "@taxlane/contract/i18n";
import { Typography } from "antd";
import { MarketPage } from "../../../entities/account";
import { PaymentSettingsCard } from "./PaymentSettingsCard";
import { PaymentsLedger } from "./PaymentsLedger";
import { PayoutsCard } from "./PayoutsCard";
import "./payments-ledger.css";

/**
 * /expert/payments: where payouts stand, the totals and payments of a year (with receipts, refunds
 * and the CSV), and the payment settings.
 */
export function PaymentsPage() {
  return (
    <MarketPage title={t("paymentPages.pageTitle")}>
      <div className="tl-ledger">
        <Typography.Paragraph>{t("paymentPages.pageLead")}</Typography.Paragraph>
        <PayoutsCard />
        <PaymentsLedger />
        <PaymentSettingsCard />
      </div>
    </MarketPage>
  );
}
