import { IRS_REFUND_TRACKER_URL, type ReturnOutcome } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, App, Button, Card, Typography } from "antd";
import { FormAlert } from "../../components/FormAlert";
import { centsText, dateText } from "../../lib/format";
import { problemText } from "../../lib/problem-text";
import { useMarkRefundIssued } from "./api";
import { todayDay } from "./filing-words";

/**
 * What the accepted return came to: the refund with the IRS's tracker and what it asks for, or the
 * amount due with its day. Either side may mark the refund issued once it arrives.
 */
export function OutcomePanel({
  quoteId,
  outcome,
  side,
}: {
  quoteId: number;
  outcome: ReturnOutcome;
  side: "expert" | "taxpayer";
}) {
  const marking = useMarkRefundIssued(side);
  const { message } = App.useApp();
  if (outcome.refundCents === null) {
    return (
      <Card
        size="small"
        title={t("filingPages.amountDueTitle", { amount: centsText(outcome.amountDueCents ?? 0) })}
      >
        <Typography.Paragraph>
          {t("filingPages.amountDueLine", { date: dateText(outcome.paymentDueOn ?? "") })}
        </Typography.Paragraph>
        <a href="https://www.irs.gov/payments" target="_blank" rel="noreferrer">
          {t("filingPages.payLink")}
        </a>
      </Card>
    );
  }
  const amount = centsText(outcome.refundCents);
  return (
    <Card
      size="small"
      title={
        side === "taxpayer"
          ? t("filingPages.refundTitle", { amount })
          : t("filingPages.refundExpertTitle", { amount })
      }
    >
      <Typography.Paragraph>{t("filingPages.trackerIntro")}</Typography.Paragraph>
      <ul>
        <li>{t("filingPages.trackerSsn")}</li>
        <li>{t("filingPages.trackerStatus")}</li>
        <li>{t("filingPages.trackerAmount", { dollars: String(Math.floor(outcome.refundCents / 100)) })}</li>
      </ul>
      <Typography.Paragraph>
        <a href={IRS_REFUND_TRACKER_URL} target="_blank" rel="noreferrer">
          {t("filingPages.trackerLink")}
        </a>
      </Typography.Paragraph>
      {outcome.refundIssuedOn ? (
        <Alert
          type="success"
          showIcon
          title={t("filingPages.refundIssuedOn", { date: dateText(outcome.refundIssuedOn) })}
        />
      ) : (
        <>
          <FormAlert message={marking.isError ? problemText(marking.error) : null} />
          <Button
            loading={marking.isPending}
            onClick={() =>
              marking.mutate(
                { quoteId, issuedOn: todayDay() },
                { onSuccess: () => void message.success(t("filingPages.markedIssued")) },
              )
            }
          >
            {side === "taxpayer" ? t("filingPages.markIssued") : t("filingPages.markIssuedExpert")}
          </Button>
        </>
      )}
    </Card>
  );
}
