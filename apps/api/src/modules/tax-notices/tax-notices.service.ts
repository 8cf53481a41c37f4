import { TAX_NOTICE_FILE_FIELD, type TaxNotice, uploadTaxNoticeFieldsSchema } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { fieldError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { type FormData, parseFormFields, singleFile } from "../../lib/form-data";
import { auditRecords } from "../audit";
import { type FilesService, saveFormFile } from "../files";
import type { NotificationsService } from "../notifications";
import { isJobParticipant, jobRecords, professionalToTell } from "../tax-preparation";
import { jobOf, refuseCancelledJob, todayOf } from "./tax-notice-jobs";
import { dayWords, kindWords, namesOf, noticesAsSeen } from "./tax-notice-view";
import { taxNoticesRepository } from "./tax-notices.repository";

/** The purpose a letter's file is stored under; the job's two people may read it. */
export const TAX_NOTICE_PURPOSE = "tax-notice";

export interface TaxNoticesDeps {
  db: Database;
  clock: Clock;
  files: FilesService;
  notifications: NotificationsService;
}

/**
 * Letters from the IRS or a state: the taxpayer gives one to the professional of any of their jobs
 * (filed or not, of any year), and both sides list them.
 */
export function createTaxNoticesService(deps: TaxNoticesDeps) {
  const { db, clock, files, notifications } = deps;

  files.registerAccessPolicy(TAX_NOTICE_PURPOSE, async (principal, file) => {
    if (!principal) return false;
    const quoteId = await taxNoticesRepository.jobOfFile(db, file.id);
    const job = quoteId === null ? null : await jobRecords.parties(db, quoteId);
    return job !== null && isJobParticipant(principal, job);
  });

  return {
    /**
     * The taxpayer uploads a letter on one of their jobs: stored with its file in one transaction, the
     * professional told in the app and by mail, and the upload audited.
     */
    async upload(caller: Principal, form: FormData, from: string): Promise<TaxNotice> {
      const fields = parseFormFields(uploadTaxNoticeFieldsSchema, form.fields);
      const upload = singleFile(form, TAX_NOTICE_FILE_FIELD);
      if (fields.deadline < (await todayOf(db, caller.userId, clock.now()))) {
        throw fieldError("deadline", t("taxNotices.deadlinePast"));
      }
      if (!upload) throw fieldError(TAX_NOTICE_FILE_FIELD, t("taxNotices.attachLetter"));
      const outbox = notifications.outbox();
      const row = await files.removingOnFailure((saved) =>
        db.transaction(async (tx) => {
          const job = await jobOf(tx, caller, fields.quoteId, "taxpayer");
          await refuseCancelledJob(tx, job.quoteId);
          const file = await saveFormFile(files, upload, {
            purpose: TAX_NOTICE_PURPOSE,
            ownerUserId: caller.userId,
            allow: "pdfOrPhoto",
            executor: tx,
          });
          saved.push(file);
          const now = clock.now();
          const created = await taxNoticesRepository.insert(tx, {
            quoteId: job.quoteId,
            taxpayerUserId: job.taxpayerUserId,
            expertUserId: job.expertUserId,
            kind: fields.kind,
            deadline: fields.deadline,
            note: fields.note || null,
            fileId: file.id,
            status: "open",
            createdAt: now,
          });
          const client = (await namesOf(tx, [job.taxpayerUserId], t("taxNotices.someClient")))(
            job.taxpayerUserId,
          );
          const words = () => ({ client, kind: kindWords(created), deadline: dayWords(created.deadline) });
          await outbox.add(tx, {
            userId: professionalToTell(job),
            title: () => t("taxNotices.uploadedTitle", words()),
            description: () =>
              created.kind === "unknown"
                ? t("taxNotices.uploadedUnknownText", words())
                : t("taxNotices.uploadedText", words()),
            link: `expert/tax_preparation/${job.quoteId}?tab=letters`,
          });
          await auditRecords.record(tx, {
            at: now,
            actor: caller,
            action: "tax-notices.uploaded",
            subjectUserId: job.taxpayerUserId,
            subject: `tax-notice:${created.id}`,
            from,
            detail: { kind: created.kind, deadline: created.deadline },
          });
          return created;
        }),
      );
      await outbox.deliver();
      const [seen] = await noticesAsSeen(db, files, [row]);
      if (!seen) throw new Error("an uploaded letter was not seen");
      return seen;
    },

    /** A job's letters, for its taxpayer or its professional; open first. */
    async listForJob(caller: Principal, quoteId: number): Promise<TaxNotice[]> {
      const job = await jobOf(db, caller, quoteId, "either");
      return noticesAsSeen(db, files, await taxNoticesRepository.listForJob(db, job.quoteId));
    },

    /** Every letter the taxpayer gave, on any of their jobs. */
    async listForTaxpayer(caller: Principal): Promise<TaxNotice[]> {
      return noticesAsSeen(db, files, await taxNoticesRepository.listForTaxpayer(db, caller.userId));
    },

    /** Every letter of the professional's clients: open first, nearest deadline first. */
    async listForExpert(caller: Principal): Promise<TaxNotice[]> {
      return noticesAsSeen(db, files, await taxNoticesRepository.listForExpert(db, caller.userId));
    },
  };
}

export type TaxNoticesService = ReturnType<typeof createTaxNoticesService>;
