import type { SentQuote } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button } from "antd";
import { Link } from "react-router";
import { formatUsd } from "../../../entities/plan";
import { useConfirmDialog } from "../../../lib/confirm-dialog";
import { isConfirmed } from "../quotes/quote-rules";
import type { QuoteAnswer } from "./api";
import { awaitsAnswer, clientName } from "./quote-text";

export const TAX_PREPARATION_PATH = "/expert/tax_preparation";

/**
 * What the expert can do with a sent quote: confirm or decline one the taxpayer chose (declining
 * asks first), or open the job once it runs.
 */
export function QuoteActions({
  quote,
  busy,
  onAnswer,
}: {
  quote: SentQuote;
  busy: boolean;
  onAnswer: (quote: SentQuote, answer: QuoteAnswer) => Promise<void>;
}) {
  const confirm = useConfirmDialog();
  if (isConfirmed(quote)) return <Link to={TAX_PREPARATION_PATH}>{t("quotes.openJob")}</Link>;
  if (!awaitsAnswer(quote)) return null;
  const name = clientName(quote);
  const decline = () =>
    confirm({
      title: t("quotes.declineQuestion", { name }),
      content: t("quotes.declineText", { name, price: formatUsd(quote.price) }),
      okText: t("quotes.declineButton"),
      okButtonProps: { danger: true },
      cancelText: t("quotes.keepIt"),
      onOk: () => onAnswer(quote, "decline"),
    });
  return (
    <span className="tl-sent-quote__actions">
      <Button
        type="primary"
        size="small"
        disabled={busy}
        aria-label={t("quotes.confirmJob", { name })}
        onClick={() => void onAnswer(quote, "confirm")}
      >
        {t("quotes.confirmButton")}
      </Button>
      <Button
        size="small"
        danger
        disabled={busy}
        aria-label={t("quotes.declineJob", { name })}
        onClick={decline}
      >
        {t("quotes.declineButton")}
      </Button>
    </span>
  );
}
