import { useQuery } from "@tanstack/react-query";
import type { Filing, TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Empty, Flex } from "antd";
import { useId, useState } from "react";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { useRealtimeRefetch } from "../../lib/realtime/use-realtime-refetch";
import { AcknowledgmentDialog } from "./AcknowledgmentDialog";
import { filingKeys, jobFilingsQuery } from "./api";
import { FilingCard } from "./FilingCard";
import { OutcomeDialog } from "./OutcomeDialog";
import { OutcomePanel } from "./OutcomePanel";
import { RecordFilingDialog } from "./RecordFilingDialog";

type Dialog = { kind: "filing" } | { kind: "answer"; filing: Filing } | { kind: "outcome" } | null;

/**
 * A job's Filing tab: each filing as a card (submitted, accepted, or rejected with what the code means
 * and what happens next), then the refund or the amount due. The professional records each step.
 */
export function FilingTab({ job, side }: { job: TaxPreparationDetail; side: "expert" | "taxpayer" }) {
  const filings = useQuery(jobFilingsQuery(job.quoteId));
  // The other side's record notifies: the tab follows.
  useRealtimeRefetch("notification", filingKeys.ofJob(job.quoteId));
  const [dialog, setDialog] = useState<Dialog>(null);
  const headingId = useId();
  const close = () => setDialog(null);
  if (filings.isPending) return <LoadingCard label={t("filingPages.loading")} />;
  if (filings.isError) {
    return (
      <LoadError
        title={t("filingPages.loadError")}
        error={filings.error}
        onRetry={() => void filings.refetch()}
        retrying={filings.isRefetching}
      />
    );
  }
  const data = filings.data;
  const expert = side === "expert";
  const rejected = data.filings.filter(
    (filing) => filing.status === "rejected" && filing.correctedByFilingId === null,
  );
  return (
    <Flex vertical gap={16} component="section" aria-labelledby={headingId}>
      <div className="tl-bar">
        <h2 id={headingId} className="tl-job__section-title">
          {t("filingPages.sectionTitle")}
        </h2>
        {expert ? (
          <Flex wrap gap={8}>
            <Button type="primary" onClick={() => setDialog({ kind: "filing" })}>
              {t("filingPages.recordFiling")}
            </Button>
            {data.federalAccepted ? (
              <Button onClick={() => setDialog({ kind: "outcome" })}>{t("filingPages.recordOutcome")}</Button>
            ) : null}
          </Flex>
        ) : null}
      </div>
      {data.filings.length === 0 ? (
        <Empty
          description={
            <>
              <strong>{t("filingPages.emptyTitle")}</strong>
              <br />
              {expert ? t("filingPages.emptyExpert") : t("filingPages.emptyTaxpayer")}
            </>
          }
        />
      ) : (
        data.filings.map((filing) => (
          <FilingCard
            key={filing.id}
            filing={filing}
            {...(expert ? { onRecordAnswer: () => setDialog({ kind: "answer", filing }) } : {})}
          />
        ))
      )}
      {data.outcome ? <OutcomePanel quoteId={job.quoteId} outcome={data.outcome} side={side} /> : null}
      {expert ? (
        <>
          <RecordFilingDialog
            quoteId={job.quoteId}
            startedOn={data.startedOn}
            rejected={rejected}
            open={dialog?.kind === "filing"}
            onClose={close}
          />
          {dialog?.kind === "answer" ? (
            <AcknowledgmentDialog filing={dialog.filing} open onClose={close} />
          ) : null}
          <OutcomeDialog quoteId={job.quoteId} open={dialog?.kind === "outcome"} onClose={close} />
        </>
      ) : null}
    </Flex>
  );
}
