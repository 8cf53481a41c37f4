import type { SentQuote } from "@taxlane/contract";
import { App, Button } from "antd";
import { Link } from "react-router";
import { formatUsd } from "../../../entities/plan";
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
  const { modal } = App.useApp();
  if (isConfirmed(quote)) return <Link to={TAX_PREPARATION_PATH}>Open the job</Link>;
  if (!awaitsAnswer(quote)) return null;
  const name = clientName(quote);
  const decline = () =>
    modal.confirm({
      title: `Decline ${name}'s job?`,
      content: `${name} chose your quote of ${formatUsd(quote.price)}. If you decline, they can choose another professional.`,
      okText: "Decline",
      okButtonProps: { danger: true },
      cancelText: "Keep it",
      onOk: () => onAnswer(quote, "decline"),
    });
  return (
    <span className="tl-sent-quote__actions">
      <Button
        type="primary"
        size="small"
        disabled={busy}
        aria-label={`Confirm ${name}'s job`}
        onClick={() => void onAnswer(quote, "confirm")}
      >
        Confirm
      </Button>
      <Button size="small" danger disabled={busy} aria-label={`Decline ${name}'s job`} onClick={decline}>
        Decline
      </Button>
    </span>
  );
}
