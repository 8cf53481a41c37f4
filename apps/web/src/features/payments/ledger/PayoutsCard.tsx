import { useQuery } from "@tanstack/react-query";
import type { PayoutAccount, PayoutStatus } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Card, Tag, Typography } from "antd";
import { useId } from "react";
import { FormAlert } from "../../../components/FormAlert";
import { LoadError, LoadingCard } from "../../../components/QueryStates";
import { problemText } from "../../../lib/problem-text";
import { payoutsQuery, useConnectPayouts } from "./api";

const statusWords: Record<PayoutStatus, { tag: string; color: string; text: string }> = {
  "not-connected": {
    tag: t("paymentPages.payoutsNotConnected"),
    color: "default",
    text: t("paymentPages.payoutsNotConnectedText"),
  },
  pending: {
    tag: t("paymentPages.payoutsPending"),
    color: "warning",
    text: t("paymentPages.payoutsPendingText"),
  },
  active: {
    tag: t("paymentPages.payoutsActive"),
    color: "success",
    text: t("paymentPages.payoutsActiveText"),
  },
};

function Payouts({ account }: { account: PayoutAccount }) {
  const connect = useConnectPayouts();
  const words = statusWords[account.status];
  return (
    <>
      <p>
        <Tag color={words.color}>{words.tag}</Tag> {words.text}
      </p>
      {account.provider === "local" && (
        <Alert
          type="info"
          role="note"
          showIcon
          title={t("paymentPages.payoutsTestMode")}
          className="tl-ledger__note"
        />
      )}
      <FormAlert
        message={connect.isError ? `${t("paymentPages.connectFailed")} ${problemText(connect.error)}` : null}
      />
      {account.status !== "active" && (
        <Button
          type="primary"
          loading={connect.isPending || connect.isSuccess}
          onClick={() => connect.mutate()}
        >
          {account.status === "not-connected"
            ? t("paymentPages.connectPayouts")
            : t("paymentPages.finishPayouts")}
        </Button>
      )}
    </>
  );
}

/** Where the payout account stands, and the way to connect it or finish it at the provider. */
export function PayoutsCard() {
  const payouts = useQuery(payoutsQuery());
  const headingId = useId();
  if (payouts.isPending) return <LoadingCard label={t("paymentPages.payoutsLoading")} rows={2} />;
  if (payouts.isError)
    return (
      <LoadError
        title={t("paymentPages.payoutsLoadError")}
        error={payouts.error}
        onRetry={() => void payouts.refetch()}
        retrying={payouts.isRefetching}
      />
    );
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <Typography.Title level={2} id={headingId} className="tl-ledger__title">
          {t("paymentPages.payoutsTitle")}
        </Typography.Title>
        <Payouts account={payouts.data} />
      </section>
    </Card>
  );
}
