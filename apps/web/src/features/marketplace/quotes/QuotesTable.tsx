import type { TaxpayerQuote } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Table, type TableColumnsType } from "antd";
import { dateText } from "../../../lib/format";
import { ProfessionalBadge } from "./ProfessionalBadge";
import { QuoteActions } from "./QuoteActions";
import { QuotePrice, QuoteTerms } from "./QuoteCells";
import { QuoteStatus } from "./QuoteStatus";
import { professionalOfQuote } from "./quote-professional";
import type { ChooseBlock } from "./quote-rules";

export interface QuotesViewProps {
  quotes: readonly TaxpayerQuote[];
  blockOf: (quote: TaxpayerQuote) => ChooseBlock | null;
  onChoose: (quote: TaxpayerQuote) => void;
}

/** One request's quotes as a table, for screens wide enough to read six columns. */
export function QuotesTable({ quotes, blockOf, onChoose }: QuotesViewProps) {
  const columns: TableColumnsType<TaxpayerQuote> = [
    {
      title: t("quotes.professionalColumn"),
      key: "professional",
      width: "20%",
      render: (_, quote) => <ProfessionalBadge professional={professionalOfQuote(quote)} />,
    },
    {
      title: t("quotes.dateSent"),
      key: "sent",
      width: "11%",
      render: (_, quote) => dateText(quote.createdDate),
    },
    {
      title: t("quotes.quoteColumn"),
      key: "price",
      width: "10%",
      render: (_, quote) => <QuotePrice quote={quote} />,
    },
    {
      title: t("quotes.timingAndNote"),
      key: "terms",
      width: "20%",
      render: (_, quote) => <QuoteTerms quote={quote} />,
    },
    {
      title: t("quotes.quoteStatusColumn"),
      key: "status",
      // Room for "Not accepted" on one line and the longest status on two (quotes.css).
      width: "17%",
      render: (_, quote) => <QuoteStatus quote={quote} />,
    },
    {
      title: t("quotes.actionsColumn"),
      key: "actions",
      width: "22%",
      render: (_, quote) => <QuoteActions quote={quote} block={blockOf(quote)} onChoose={onChoose} />,
    },
  ];
  return (
    <Table<TaxpayerQuote>
      className="tl-quotes-table"
      columns={columns}
      dataSource={[...quotes]}
      rowKey="quoteId"
      pagination={false}
      // Fixed widths, so the tables of several requests line up one under another.
      tableLayout="fixed"
    />
  );
}
