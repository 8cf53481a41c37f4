import {
  type DraftReturn,
  type DraftReview,
  JobStatusId,
  type ReviewDraftRequest,
  TAX_RETURN_FILE_FIELD,
  uploadTaxReturnFieldsSchema,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, fieldError, notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { type FormData, parseFormFields, singleFile } from "../../lib/form-data";
import { auditRecords } from "../audit";
import { type FilesService, saveFormFile, toFileRef } from "../files";
import type { NotificationsService } from "../notifications";
import { isJobProfessional, isJobTaxpayer, professionalToTell } from "./job-sides";
import { jobsRepository } from "./jobs.repository";
import { type DraftReviewStatus, returnDraftsRepository } from "./return-drafts.repository";

/** The purpose of a return's files, whose access policy the tax preparation service registers. */
export const TAX_RETURN_PURPOSE = "tax-return";

const jobNotFound = () => notFound(t("taxPreparation.jobNotFound"));

/** What a job's page shows of its drafts: the current one and every one shared, newest first. */
export interface JobDrafts {
  draftReturn: DraftReturn | null;
  draftReturns: DraftReturn[];
}

/**
 * The return shared as a draft for the taxpayer's review until the job is filed: each upload replaces
 * the job's current draft (its `taxReturnFileId`, which the lists and the older client's download read),
 * and the taxpayer approves the current draft or asks for changes in words.
 */
export function createReturnDraftsService(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  notifications: NotificationsService;
}) {
  const { db, clock, files, notifications } = deps;

  return {
    /** The professional's return (a PDF), shared as the job's current draft; the taxpayer is told. */
    async share(caller: Principal, form: FormData, from: string | null): Promise<void> {
      const { quoteId } = parseFormFields(uploadTaxReturnFieldsSchema, form.fields);
      const upload = singleFile(form, TAX_RETURN_FILE_FIELD);
      if (!upload) throw fieldError(TAX_RETURN_FILE_FIELD, t("taxPreparation.attachReturn"));
      const outbox = notifications.outbox();
      await files.removingOnFailure((saved) =>
        db.transaction(async (tx) => {
          const job = await jobsRepository.lock(tx, quoteId);
          if (!job || !isJobProfessional(caller, job)) throw jobNotFound();
          if (job.cancelledAt !== null) throw conflict(t("jobCancellation.noReturnUpload"));
          if (job.statusId === JobStatusId.filed) throw conflict(t("jobStages.returnFiled"));
          const file = await saveFormFile(files, upload, {
            purpose: TAX_RETURN_PURPOSE,
            ownerUserId: caller.userId,
            allow: "pdf",
            executor: tx,
          });
          saved.push(file);
          const now = clock.now();
          const draftId = await returnDraftsRepository.insert(tx, {
            quoteId,
            fileId: file.id,
            sharedAt: now,
          });
          await jobsRepository.update(tx, quoteId, { taxReturnFileId: file.id });
          await outbox.add(tx, {
            userId: job.taxpayerUserId,
            title: () => t("jobStages.draftReadyTitle"),
            description: () => t("jobStages.draftReadyText", { taxYear: String(job.taxYear) }),
            link: `user/tax_preparation/${quoteId}`,
          });
          await auditRecords.record(tx, {
            at: now,
            actor: caller,
            action: "tax-preparation.draft-shared",
            subjectUserId: job.taxpayerUserId,
            subject: `quote:${quoteId}`,
            from,
            detail: { draftId, fileId: file.id },
          });
        }),
      );
      await outbox.deliver();
    },

    /**
     * The taxpayer's review of the current draft: approved, or changes asked with a comment. A draft is
     * reviewed once; the same review again changes nothing, another answers 409 (a new draft is the
     * professional's answer to it).
     */
    async review(caller: Principal, request: ReviewDraftRequest, from: string | null): Promise<void> {
      const { quoteId } = request;
      const reviewStatus: DraftReviewStatus = request.approve ? "approved" : "changes_requested";
      const comment = request.approve ? null : (request.comment ?? null);
      const outbox = notifications.outbox();
      await db.transaction(async (tx) => {
        const job = await jobsRepository.lock(tx, quoteId);
        if (!job || !isJobTaxpayer(caller, job)) throw jobNotFound();
        if (job.cancelledAt !== null) throw conflict(t("jobCancellation.cancelled"));
        if (job.statusId === JobStatusId.filed) throw conflict(t("jobStages.draftFiled"));
        const drafts = await returnDraftsRepository.listOfJob(tx, quoteId);
        const [current] = drafts;
        if (!current) throw conflict(t("jobStages.noDraft"));
        if (request.draftId !== undefined && request.draftId !== current.id) {
          if (drafts.some((draft) => draft.id === request.draftId))
            throw conflict(t("jobStages.draftReplaced"));
          throw notFound(t("jobStages.noDraft"));
        }
        if (current.reviewStatus !== "pending") {
          if (current.reviewStatus === reviewStatus && current.comment === comment) return;
          throw conflict(t("jobStages.alreadyReviewed"));
        }
        const now = clock.now();
        await returnDraftsRepository.review(tx, current.id, { reviewStatus, comment, reviewedAt: now });
        const words = { taxYear: String(job.taxYear) };
        await outbox.add(tx, {
          userId: professionalToTell(job),
          title: () => (request.approve ? t("jobStages.approvedTitle") : t("jobStages.changesTitle")),
          description: () =>
            request.approve
              ? t("jobStages.approvedText", words)
              : t("jobStages.changesText", { ...words, comment: comment ?? "" }),
          link: `expert/tax_preparation/${quoteId}`,
        });
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "tax-preparation.draft-reviewed",
          subjectUserId: job.taxpayerUserId,
          subject: `quote:${quoteId}`,
          from,
          detail: { draftId: current.id, approved: request.approve },
        });
      });
      await outbox.deliver();
    },

    /** The job's drafts as its page shows them (the caller is one of the job's sides). */
    async draftsOf(executor: Executor, quoteId: number): Promise<JobDrafts> {
      const rows = await returnDraftsRepository.listOfJob(executor, quoteId);
      const stored = await files.findMany(
        rows.map((row) => row.fileId),
        executor,
      );
      const draftReturns = rows.flatMap((row): DraftReturn[] => {
        const file = stored.get(row.fileId);
        if (!file) return [];
        return [
          {
            id: row.id,
            file: toFileRef(file),
            sharedAt: row.sharedAt.toISOString(),
            review: row.reviewStatus as DraftReview,
            comment: row.comment,
            reviewedAt: row.reviewedAt?.toISOString() ?? null,
          },
        ];
      });
      return { draftReturn: draftReturns[0] ?? null, draftReturns };
    },
  };
}

export type ReturnDraftsService = ReturnType<typeof createReturnDraftsService>;
