import type { TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button } from "antd";
import { useState } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import { centsText, dateText } from "../../lib/format";

const CancelJobDialog = lazyDialog(() =>
  import("./CancelJobDialog").then((module) => module.CancelJobDialog),
);

/** "Cancel this job", while the taxpayer may still cancel (the API says so in `cancelTerms`). */
export function CancelJobButton({ job, professional }: { job: TaxPreparationDetail; professional: string }) {
  const [open, setOpen] = useState(false);
  const terms = job.cancelTerms;
  if (terms === undefined || !terms.canCancel) return null;
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {t("jobCancellationPages.cancelJob")}
      </Button>
      <CancelJobDialog
        quoteId={job.quoteId}
        terms={terms}
        professional={professional}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/**
 * A cancelled job's note on its summary: when, and for the taxpayer what was refunded or kept; for
 * the professional who cancelled and the reason they gave.
 */
export function CancelledJobNote({
  job,
  side,
  otherName,
}: {
  job: TaxPreparationDetail;
  side: "taxpayer" | "expert";
  /** The professional (on the taxpayer's side) or the client (on the professional's). */
  otherName: string;
}) {
  if (job.cancelledAt == null) return null;
  const date = dateText(job.cancelledAt);
  const terms = job.cancelTerms;
  const lines =
    side === "taxpayer"
      ? [
          t("jobCancellationPages.cancelledOn", { date }),
          terms !== undefined && terms.refundedCents > 0
            ? t("jobCancellationPages.refundedNote", { amount: centsText(terms.refundedCents) })
            : null,
          terms?.depositKept
            ? t("jobCancellationPages.keptNote", {
                professional: otherName,
                amount: centsText(terms.paidCents),
              })
            : null,
        ]
      : [
          t("jobCancellationPages.clientCancelledOn", { client: otherName, date }),
          job.cancelReason ? t("jobCancellationPages.reasonNote", { reason: job.cancelReason }) : null,
        ];
  return (
    <div className="tl-job__note" role="status">
      {lines
        .filter((line) => line !== null)
        .map((line) => (
          <p key={line}>{line}</p>
        ))}
    </div>
  );
}
