import type { TaxpayerQuote } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button } from "antd";
import { useContext } from "react";
import { Link } from "react-router";
import { MessageButton } from "../../../entities/conversation";
import { LiveQuoteActions } from "./live-quote-actions";
import { type ChooseBlock, chooseBlockTexts, isConfirmed } from "./quote-rules";
import { professionalName } from "./quote-text";

interface QuoteActionsProps {
  quote: TaxpayerQuote;
  block: ChooseBlock | null;
  onChoose: (quote: TaxpayerQuote) => void;
}

/**
 * Choose (or why not), what other features add to a live quote (booking a call), the professional's
 * profile, and once confirmed the job itself. Each control
 * names the professional for screen readers, since a table repeats them row after row.
 */
export function QuoteActions({ quote, block, onChoose }: QuoteActionsProps) {
  const name = professionalName(quote);
  const liveActions = useContext(LiveQuoteActions);
  const whose = <span className="tl-visually-hidden"> {name}</span>;
  return (
    <div className="tl-quote-actions">
      {isConfirmed(quote) && (
        <Link to={`/user/tax_preparation/${quote.quoteId}`} className="tl-quote-actions__job">
          {t("quotes.openJob")}
          {whose}
        </Link>
      )}
      {block !== "chosen" && (
        <Button type="primary" disabled={block !== null} onClick={() => onChoose(quote)}>
          {t("quotes.chooseAccountantButton")}
          {whose}
        </Button>
      )}
      {(block === null || block === "chosen") && liveActions?.(quote)}
      <MessageButton userId={quote.accountantId} name={name} />
      <Link to={`/experts/${quote.accountantId}`} className="tl-quote-actions__profile">
        {t("quotes.viewProfile")}
        {whose}
      </Link>
      {block !== null && block !== "chosen" && (
        <p className="tl-quote-actions__note">{chooseBlockTexts[block]}</p>
      )}
    </div>
  );
}
