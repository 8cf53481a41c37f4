import type { DraftReturn, DraftReview, TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Card, Tag } from "antd";
import { useId, useState } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import { dateText, personName } from "../../lib/format";
import { problemText } from "../../lib/problem-text";
import { useReviewDraft } from "./api";
import type { JobSide } from "./job-side";
import { canUploadReturn, isCancelled, isFiled } from "./job-status";
import { TaxReturnDownload } from "./TaxReturnDownload";
import { UploadReturn } from "./UploadReturn";
import "./tax-preparation.css";

const DraftChangesDialog = lazyDialog(() =>
  import("./DraftChangesDialog").then((module) => module.DraftChangesDialog),
);

const reviewTag: Record<DraftReview, { color: string; words: () => string }> = {
  pending: { color: "default", words: () => t("jobStagePages.reviewPending") },
  approved: { color: "success", words: () => t("jobStagePages.reviewApproved") },
  changes_requested: { color: "warning", words: () => t("jobStagePages.reviewChanges") },
};

/** What the review says, in the words of the side reading it. */
function reviewWords(draft: DraftReturn, side: JobSide, professional: string): string | null {
  const date = draft.reviewedAt === null ? "" : dateText(draft.reviewedAt);
  const comment = draft.comment ?? "";
  if (side === "expert") {
    if (draft.review === "approved") return t("jobStagePages.clientApproved", { date });
    if (draft.review === "changes_requested") return t("jobStagePages.clientAskedChanges", { date, comment });
    return t("jobStagePages.clientToReview");
  }
  if (draft.review === "approved") return t("jobStagePages.approvedNote", { professional });
  if (draft.review === "changes_requested") return t("jobStagePages.changesNote", { comment });
  return null;
}

/** The taxpayer's answer to a draft waiting for review: approve it, or ask for changes in a dialog. */
function ReviewButtons({ quoteId, draftId }: { quoteId: number; draftId: number }) {
  const reviewing = useReviewDraft();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        type="primary"
        loading={reviewing.isPending}
        onClick={() => reviewing.mutate({ quoteId, draftId, approve: true })}
      >
        {t("jobStagePages.approve")}
      </Button>
      <Button onClick={() => setAsking(true)}>{t("jobStagePages.askForChanges")}</Button>
      {reviewing.isError && (
        <p className="tl-problem" role="alert">
          {problemText(reviewing.error)}
        </p>
      )}
      <DraftChangesDialog
        quoteId={quoteId}
        draftId={draftId}
        open={asking}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/**
 * The job's draft return on its page: the professional shares drafts until the job is filed and reads
 * the client's review; the taxpayer downloads the draft (unless an invoice holds it) and approves it or
 * asks for changes.
 */
export function DraftReturnCard({
  job,
  side,
  professional,
}: {
  job: TaxPreparationDetail;
  side: JobSide;
  /** The professional's name, as the taxpayer's words say it. */
  professional: string;
}) {
  const headingId = useId();
  const draft = job.draftReturn ?? null;
  const open = !isCancelled(job) && !isFiled(job.jobStatusId);
  const earlier = Math.max((job.draftReturns?.length ?? 0) - 1, 0);
  const held = side === "taxpayer" && (job.releaseHold ?? null) !== null;
  const context = `${personName(job.taxpayer.firstName, job.taxpayer.lastName)}, ${job.taxPreparationYear}`;
  const share = side === "expert" && canUploadReturn(job.jobStatusId) && !isCancelled(job) && (
    <UploadReturn quoteId={job.quoteId} context={context} replacing={draft !== null} />
  );
  return (
    <Card>
      <section aria-labelledby={headingId} className="tl-draft">
        <h3 id={headingId} className="tl-job__section-title">
          {t("jobStagePages.draftHeading")}
        </h3>
        {draft === null ? (
          <>
            <p className="tl-job__note">
              {side === "expert"
                ? t("jobStagePages.noDraftExpert")
                : t("jobStagePages.noDraftTaxpayer", { professional })}
            </p>
            {share && <div className="tl-job__actions">{share}</div>}
          </>
        ) : (
          <>
            <p className="tl-draft__file">
              <strong>{draft.file.name}</strong>{" "}
              <span className="tl-muted">
                {t("jobStagePages.sharedOn", { date: dateText(draft.sharedAt) })}
              </span>{" "}
              <Tag color={reviewTag[draft.review].color}>{reviewTag[draft.review].words()}</Tag>
            </p>
            {reviewWords(draft, side, professional) !== null && (
              <p className="tl-job__note">{reviewWords(draft, side, professional)}</p>
            )}
            <div className="tl-job__actions">
              {!held && <TaxReturnDownload file={draft.file} label={t("jobStagePages.downloadDraft")} />}
              {side === "taxpayer" && open && draft.review === "pending" && (
                <ReviewButtons quoteId={job.quoteId} draftId={draft.id} />
              )}
              {share}
            </div>
            {earlier > 0 && (
              <p className="tl-muted">{t("jobStagePages.earlierDrafts", { count: earlier })}</p>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
