import type { SentQuote } from "@taxlane/contract";
import { Alert, Card, Grid, Table, type TableColumnsType } from "antd";
import type { ReactNode } from "react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { DownloadFileButton } from "../../../components/DownloadFileButton";
import { MarketEmpty } from "../../../entities/account";
import { formatUsd } from "../../../entities/plan";
import { isApiError } from "../../../lib/api-client";
import { dateText } from "../../../lib/format";
import { QuoteTerms } from "../quotes/QuoteCells";
import { QuoteStatus } from "../quotes/QuoteStatus";
import { isConfirmed } from "../quotes/quote-rules";
import { requestSummaryText } from "../quotes/quote-text";
import { type QuoteAnswer, useAnswerQuote, useSentQuotes } from "./api";
import "../quotes/quotes.css";
import { t } from "@taxlane/contract/i18n";
import { LoadError, LoadingCard } from "../../../components/QueryStates";
import { richText } from "../../../lib/rich-text";
import { QuoteActions, TAX_PREPARATION_PATH } from "./QuoteActions";
import { answeredRequestText, awaitsAnswer, clientName } from "./quote-text";
import { RequestAssignment } from "./RequestAssignment";

interface Column {
  key: string;
  title: string;
  render: (quote: SentQuote) => ReactNode;
  /** Short values (dates, prices) that read badly broken over two lines. */
  nowrap?: boolean;
}

/** The request a quote answers, so two quotes to one taxpayer are told apart. */
function AnsweredRequest({ quote }: { quote: SentQuote }) {
  const summary = requestSummaryText(quote);
  return (
    <div className="tl-sent-quote__request">
      <span>{answeredRequestText(quote)}</span>
      {summary !== "" && <span className="tl-request__muted">{summary}</span>}
    </div>
  );
}

/** Who works a practice's quote, with an owner's picker: it moves with its request. */
const assignedColumn: Column = {
  key: "assigned",
  title: t("practiceAssignment.assignedToFact"),
  render: (quote) =>
    quote.assignedTo === undefined ? null : (
      <RequestAssignment requestId={quote.taxPreparationId} assignedTo={quote.assignedTo} />
    ),
};

/**
 * The columns of the table, and the rows of each quote's card on a phone; who works each quote when
 * they are a practice's (`practice`).
 */
function quoteColumns(actions: (quote: SentQuote) => ReactNode, practice: boolean): Column[] {
  return [
    { key: "client", title: t("quotes.clientColumn"), render: (quote) => clientName(quote) },
    ...(practice ? [assignedColumn] : []),
    {
      key: "request",
      title: t("quotes.requestColumn"),
      render: (quote) => <AnsweredRequest quote={quote} />,
    },
    {
      key: "date",
      title: t("quotes.sentColumn"),
      render: (quote) => dateText(quote.createdDate),
      nowrap: true,
    },
    {
      key: "price",
      title: t("quotes.priceColumn"),
      render: (quote) => (
        <div className="tl-sent-quote__price">
          <span className="tl-sent-quotes__nowrap">{formatUsd(quote.price)}</span>
          <QuoteTerms quote={quote} />
        </div>
      ),
    },
    {
      key: "attachment",
      title: t("quotes.priceList"),
      render: (quote) =>
        quote.priceAttachment === null ? (
          t("quotes.noPriceList")
        ) : (
          <DownloadFileButton file={quote.priceAttachment} label={quote.priceAttachment.name} />
        ),
    },
    { key: "status", title: t("quotes.statusColumn"), render: (quote) => <QuoteStatus quote={quote} /> },
    { key: "actions", title: t("quotes.actionsColumn"), render: actions, nowrap: true },
  ];
}

function QuoteCard({ quote, columns }: { quote: SentQuote; columns: Column[] }) {
  const [first, ...rest] = columns;
  return (
    <Card className="tl-sent-quote">
      <h3 className="tl-sent-quote__title">{first?.render(quote)}</h3>
      <dl className="tl-sent-quote__rows">
        {rest.map((column) => {
          const value = column.render(quote);
          if (value === null) return null;
          return (
            <div key={column.key} className="tl-sent-quote__row">
              <dt>{column.title}</dt>
              <dd>{value}</dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}

/** What the last confirm or decline did, for the message above the list. */
type Outcome =
  | { kind: "started"; name: string }
  | { kind: "declined"; name: string }
  | { kind: "failed"; text: string };

function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === "failed") {
    return <Alert type="error" showIcon role="alert" title={outcome.text} />;
  }
  if (outcome.kind === "declined") {
    return (
      <Alert type="info" showIcon role="status" title={t("quotes.declinedJob", { name: outcome.name })} />
    );
  }
  return (
    <Alert
      type="success"
      showIcon
      role="status"
      title={t("quotes.jobStarted", { name: outcome.name })}
      description={richText(t("quotes.followAndUpload"), {
        link: (inner) => (
          <Link to={TAX_PREPARATION_PATH} className="tl-request__inline-link">
            {inner}
          </Link>
        ),
      })}
    />
  );
}

/** The quotes the expert sent, newest first; one the taxpayer chose waits for Confirm or Decline. */
export function SentQuotes() {
  const headingId = useId();
  const screens = Grid.useBreakpoint();
  const quotes = useSentQuotes();
  const answer = useAnswerQuote();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onAnswer = async (quote: SentQuote, choice: QuoteAnswer) => {
    setOutcome(null);
    try {
      await answer.mutateAsync({ quoteId: quote.quoteId, answer: choice });
      setOutcome({ kind: choice === "confirm" ? "started" : "declined", name: clientName(quote) });
    } catch (error) {
      setOutcome({
        kind: "failed",
        text: isApiError(error) ? error.message : t("quotes.didNotWork"),
      });
    }
  };
  const columns = quoteColumns(
    (quote) =>
      awaitsAnswer(quote) || isConfirmed(quote) ? (
        <QuoteActions quote={quote} busy={answer.isPending} onAnswer={onAnswer} />
      ) : null,
    quotes.data?.some((quote) => quote.assignedTo !== undefined) ?? false,
  );

  if (quotes.isPending) {
    return <LoadingCard label={t("quotes.loadingQuotes")} />;
  }
  if (quotes.isError) {
    return (
      <LoadError
        title={t("quotes.quotesLoadError")}
        error={quotes.error}
        onRetry={() => void quotes.refetch()}
        retrying={quotes.isRefetching}
      />
    );
  }
  if (quotes.data.length === 0) {
    return <MarketEmpty title={t("quotes.noQuotesSent")} text={t("quotes.noQuotesSentText")} />;
  }
  const waiting = quotes.data.filter(awaitsAnswer).length;
  return (
    <section className="tl-sent-quotes" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="tl-requests__section-title">
          {t("quotes.sentHeading")}
        </h2>
        <p className="tl-request__muted">
          {waiting === 0
            ? t("quotes.sentLead")
            : t("quotes.taxpayersChose", { waiting, count: String(waiting) })}
        </p>
      </div>
      {outcome !== null && <OutcomeAlert outcome={outcome} />}
      {screens.md === true ? (
        <Table<SentQuote>
          rowKey="quoteId"
          dataSource={quotes.data}
          pagination={quotes.data.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          columns={columns.map((column): TableColumnsType<SentQuote>[number] => ({
            key: column.key,
            title: column.title,
            className: column.nowrap === true ? "tl-sent-quotes__nowrap" : undefined,
            render: (_value: unknown, quote: SentQuote) => column.render(quote),
          }))}
        />
      ) : (
        <div className="tl-sent-quotes__cards">
          {quotes.data.map((quote) => (
            <QuoteCard key={quote.quoteId} quote={quote} columns={columns} />
          ))}
        </div>
      )}
    </section>
  );
}
