import {
  type AccountantWorkExperience,
  type ExpertTaxPreparation,
  JobStatusId,
  jobTypeOf,
  RoleId,
  type TaxPreparationDetail,
  type TaxpayerTaxPreparation,
  usStateName,
} from "@taxlane/contract";
import { languageOf, t } from "@taxlane/contract/i18n";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import { avatarText } from "../../lib/avatar";
import type { Clock } from "../../lib/clock";
import { type FilesService, type StoredFile, toFileRefOrNull } from "../files";
import { peopleRecords, personOf } from "../identity";
import { type AcceptedQuote, type RequestSummary, requestRecords } from "../marketplace";
import type { NotificationsService } from "../notifications";
import { assigneesOf, practiceIdOfMember } from "../practices";
import { reviewRecords } from "../profiles";
import type { JobCancellationService } from "./job-cancellation.service";
import { jobMilestonesRepository } from "./job-milestones.repository";
import { jobPracticeSide } from "./job-practice-side";
import {
  isJobParticipant,
  isJobProfessional,
  isJobTaxpayer,
  professionalScope,
  professionalToTell,
} from "./job-sides";
import { jobsRepository, type ListedJobRow } from "./jobs.repository";
import type { ReleaseHoldOf } from "./release-hold-port";
import { type ReturnDraftsService, TAX_RETURN_PURPOSE } from "./return-drafts.service";

const jobNotFound = () => notFound(t("taxPreparation.jobNotFound"));
const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

/**
 * How far along each status is: a move to a status the job has reached or passed changes nothing
 * (clients ask for "in process" each time the organizer opens). Waiting for information is a pause
 * within the work, as far along as in process.
 */
const progress: Record<number, number> = {
  [JobStatusId.notStarted]: 0,
  [JobStatusId.inProcess]: 1,
  [JobStatusId.waitingForInformation]: 1,
  [JobStatusId.inForReview]: 2,
  [JobStatusId.filed]: 3,
};
const reached = (statusId: number, target: number) => (progress[statusId] ?? 0) >= (progress[target] ?? 0);

/** What each of the taxpayer's moves requires and gives, in order. */
const taxpayerMoves = {
  inProcess: {
    from: JobStatusId.notStarted,
    to: JobStatusId.inProcess,
    words: t("taxPreparation.stepInProcess"),
    told: (taxYear: number) => t("taxPreparation.startedText", { taxYear: String(taxYear) }),
  },
  inForReview: {
    from: JobStatusId.inProcess,
    to: JobStatusId.inForReview,
    words: t("taxPreparation.stepInForReview"),
    told: (taxYear: number) => t("taxPreparation.inForReviewText", { taxYear: String(taxYear) }),
  },
} as const;

function requestOf(requests: Map<number, RequestSummary>, id: number): RequestSummary {
  const request = requests.get(id);
  if (!request) throw new Error(`request ${id} was not found`);
  return request;
}

/** A job as the expert's list shows it, `taxpayer` being the job's taxpayer. */
function listedForExpert(
  { job, returnFile }: { job: ListedJobRow; returnFile: StoredFile | null },
  taxpayer: { id: number; firstName: string; lastName: string },
): ExpertTaxPreparation {
  return {
    quoteId: job.quoteId,
    taxPreparationId: job.taxPreparationId,
    taxpayerId: taxpayer.id,
    taxpayerFirstName: taxpayer.firstName,
    taxpayerLastName: taxpayer.lastName,
    createdDate: job.startedAt.toISOString(),
    taxPreparationYear: job.taxYear,
    jobType: jobTypeOf(job.kind),
    fee: job.fee,
    jobStatusId: job.statusId,
    taxReturnFile: toFileRefOrNull(returnFile),
    cancelledAt: isoOrNull(job.cancelledAt),
  };
}

/** Tax preparation jobs: begun by a confirmed quote, moved along by both sides, its return shared as drafts. */
export function createTaxPreparationService(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  notifications: NotificationsService;
  releaseHold: ReleaseHoldOf;
  /** What cancelling would do, or did, to what the taxpayer paid (the taxpayer's job view). */
  cancelTerms: JobCancellationService["termsOf"];
  /** The job's draft returns, for its page. */
  draftsOf: ReturnDraftsService["draftsOf"];
}) {
  const { db, clock, files, notifications, releaseHold, cancelTerms, draftsOf } = deps;

  /**
   * The jobs with their returns' files (the request's kind and the other party's name came with
   * them). Beside the row rather than spread into a copy of it: copying rows cost more than
   * building the list.
   */
  async function withReturns(rows: ListedJobRow[]) {
    const returns = await files.findMany(rows.map((row) => row.taxReturnFileId));
    return rows.map((job) => ({
      job,
      returnFile: job.taxReturnFileId === null ? null : (returns.get(job.taxReturnFileId) ?? null),
    }));
  }

  /**
   * The job's two sides read its return; the professional uploaded it and always may. The taxpayer
   * waits while the professional holds it until an invoice is paid, and is told why: a 409 in words
   * (the job's state, not who they are), not the 404 of someone else's file.
   */
  files.registerAccessPolicy(TAX_RETURN_PURPOSE, async (principal, file) => {
    if (!principal) return false;
    const parties = await jobsRepository.partiesOfReturnFile(db, file.id);
    const job = parties.find((each) => isJobParticipant(principal, each));
    if (!job) return false;
    if (!isJobProfessional(principal, job)) {
      const hold = await releaseHold(db, job.quoteId);
      if (hold) throw conflict(hold.returnHeld);
    }
    return true;
  });

  async function moveByTaxpayer(caller: Principal, quoteId: number, move: keyof typeof taxpayerMoves) {
    const step = taxpayerMoves[move];
    const outbox = notifications.outbox();
    await db.transaction(async (tx) => {
      const job = await jobsRepository.lock(tx, quoteId);
      if (!job || !isJobTaxpayer(caller, job)) throw jobNotFound();
      if (job.cancelledAt !== null) throw conflict(t("jobCancellation.cancelled"));
      if (reached(job.statusId, step.to)) return;
      if (job.statusId !== step.from) {
        throw conflict(t("taxPreparation.cannotMove", { step: step.words }));
      }
      const now = clock.now();
      await jobsRepository.update(tx, quoteId, { statusId: step.to, statusChangedAt: now });
      if (step.to === JobStatusId.inForReview)
        await jobMilestonesRepository.reach(tx, quoteId, "inReview", now);
      await outbox.add(tx, {
        userId: professionalToTell(job),
        title: () => t("taxPreparation.stepTitle", { step: step.words }),
        description: () => step.told(job.taxYear),
        link: "expert/tax_preparation",
      });
    });
    await outbox.deliver();
  }

  async function ownJobsAsListedForExpert(taxpayerUserId: number): Promise<ExpertTaxPreparation[]> {
    const [jobs, people] = await Promise.all([
      jobsRepository.listForTaxpayer(db, taxpayerUserId),
      peopleRecords.byIds(db, [taxpayerUserId]),
    ]);
    const self = personOf(people, taxpayerUserId);
    return (await withReturns(jobs)).map((row) => ({
      ...listedForExpert(row, self),
      accountantId: row.job.expertUserId,
      accountantFirstName: row.job.otherFirstName,
      accountantLastName: row.job.otherLastName,
    }));
  }

  return {
    /** Begins the job of a quote just confirmed, inside that transaction. */
    async startJob(tx: Executor, quote: AcceptedQuote): Promise<void> {
      const now = clock.now();
      // A practice's quote becomes its job, worked by the quote's member. A quote sent alone by one who
      // is a member now is their practice's job, theirs to work until an owner assigns it on.
      const practiceId = quote.practiceId ?? (await practiceIdOfMember(tx, quote.expertUserId));
      const assignedUserId = quote.practiceId === null ? quote.expertUserId : quote.assignedUserId;
      await jobsRepository.insert(tx, {
        quoteId: quote.id,
        requestId: quote.requestId,
        taxpayerUserId: quote.taxpayerUserId,
        expertUserId: quote.expertUserId,
        practiceId,
        assignedUserId: practiceId === null ? null : assignedUserId,
        statusId: JobStatusId.notStarted,
        // Returns are prepared in the year after the one they report.
        taxYear: now.getUTCFullYear() - 1,
        fee: quote.price,
        startedAt: now,
        statusChangedAt: now,
      });
    },

    async listForTaxpayer(caller: Principal): Promise<TaxpayerTaxPreparation[]> {
      const rows = await withReturns(await jobsRepository.listForTaxpayer(db, caller.userId));
      return rows.map(({ job, returnFile }) => ({
        quoteId: job.quoteId,
        taxPreparationId: job.taxPreparationId,
        accountantId: job.expertUserId,
        accountantFirstName: job.otherFirstName,
        accountantLastName: job.otherLastName,
        jobType: jobTypeOf(job.kind),
        createdDate: job.startedAt.toISOString(),
        taxPreparationYear: job.taxYear,
        price: job.fee,
        jobStatusId: job.statusId,
        taxReturnFile: toFileRefOrNull(returnFile),
        cancelledAt: isoOrNull(job.cancelledAt),
      }));
    },

    /**
     * The expert's jobs. A taxpayer gets their own in the same shape, the taxpayer fields naming
     * themselves and the professional added: a job page shared by both roles reads this list.
     */
    async listForExpert(caller: Principal): Promise<ExpertTaxPreparation[]> {
      if (caller.roleId === RoleId.taxpayer) return ownJobsAsListedForExpert(caller.userId);
      const rows = await withReturns(await jobsRepository.listForExpert(db, professionalScope(caller)));
      const assignees = await assigneesOf(
        db,
        rows.map((row) => row.job.assignedUserId),
      );
      return rows.map((row) => ({
        ...listedForExpert(row, {
          id: row.job.taxpayerUserId,
          firstName: row.job.otherFirstName,
          lastName: row.job.otherLastName,
        }),
        assignedTo: assignees(row.job.assignedUserId),
      }));
    },

    async detail(caller: Principal, quoteId: number): Promise<TaxPreparationDetail> {
      const job = await jobsRepository.find(db, quoteId);
      // Someone else's job reads as a missing thing, in the same words as a job that is not there.
      if (!job || !isJobParticipant(caller, job)) throw notFound();
      const [requests, people, returnFile, drafts, practiceSide] = await Promise.all([
        requestRecords.summaries(db, [job.taxPreparationId]),
        peopleRecords.byIds(db, [job.expertUserId, job.taxpayerUserId]),
        job.taxReturnFileId === null ? null : files.find(job.taxReturnFileId),
        draftsOf(db, quoteId),
        jobPracticeSide(db, job),
      ]);
      const request = requestOf(requests, job.taxPreparationId);
      const expert = personOf(people, job.expertUserId);
      const taxpayer = personOf(people, job.taxpayerUserId);
      const row = {
        ...job,
        kind: request.kind,
        answers: request.answers,
        requestCreatedAt: request.createdAt,
        returnFile,
        expert: {
          id: expert.id,
          firstName: expert.firstName,
          lastName: expert.lastName,
          avatarThumbnail: expert.avatarThumbnail,
        },
        taxpayer: {
          id: taxpayer.id,
          firstName: taxpayer.firstName,
          lastName: taxpayer.lastName,
          avatarThumbnail: taxpayer.avatarThumbnail,
          email: taxpayer.email,
          phoneNumber: taxpayer.phoneNumber,
          language: languageOf(taxpayer.language),
        },
      };
      return {
        quoteId: row.quoteId,
        taxPreparationId: row.taxPreparationId,
        jobType: jobTypeOf(row.kind),
        isIndividual: row.kind !== 2,
        createdDate: row.startedAt.toISOString(),
        requestDate: row.requestCreatedAt.toISOString(),
        taxPreparationYear: row.taxYear,
        price: row.fee,
        jobStatusId: row.statusId,
        taxReturnFile: toFileRefOrNull(row.returnFile),
        accountant: { ...row.expert, avatar: avatarText(row.expert.avatarThumbnail) },
        taxpayer: { ...row.taxpayer, avatar: avatarText(row.taxpayer.avatarThumbnail) },
        answers: row.answers,
        cancelledAt: isoOrNull(job.cancelledAt),
        cancelReason: job.cancelReason,
        statusNote: job.statusNote,
        ...drafts,
        ...practiceSide,
        // The taxpayer learns what holds their return and what cancelling does; the professional always has it.
        ...(isJobProfessional(caller, job)
          ? {}
          : {
              releaseHold: (await releaseHold(db, quoteId))?.view ?? null,
              cancelTerms: await cancelTerms(db, job),
            }),
      };
    },

    makeInProcess: (principal: Principal, quoteId: number) => moveByTaxpayer(principal, quoteId, "inProcess"),

    makeInForReview: (principal: Principal, quoteId: number) =>
      moveByTaxpayer(principal, quoteId, "inForReview"),

    /** The expert's last filed preparations, for the work history on their profile. */
    async workHistory(expertUserId: number, limit: number): Promise<AccountantWorkExperience[]> {
      const jobs = await jobsRepository.recentFiledForExpert(db, expertUserId, limit);
      const [requests, reviews] = await Promise.all([
        requestRecords.summaries(
          db,
          jobs.map((job) => job.requestId),
        ),
        reviewRecords.byAuthors(
          db,
          expertUserId,
          jobs.map((job) => job.taxpayerUserId),
        ),
      ]);
      const rows = jobs.map((job) => {
        const request = requestOf(requests, job.requestId);
        const review = reviews.get(job.taxpayerUserId);
        return {
          kind: request.kind,
          taxYear: job.taxYear,
          state: request.state,
          rating: review?.rating ?? null,
          comment: review?.comment ?? null,
        };
      });
      return rows.map((row) => {
        const work =
          row.kind === 2 ? t("taxPreparation.businessReturn") : t("taxPreparation.individualReturn");
        const taxYear = String(row.taxYear);
        return {
          title: work,
          year: row.taxYear,
          rate: row.rating,
          description: row.comment?.trim()
            ? row.comment
            : row.state
              ? t("taxPreparation.filedReturnInState", { taxYear, state: usStateName(row.state) })
              : t("taxPreparation.filedReturn", { taxYear }),
        };
      });
    },
  };
}

export type TaxPreparationService = ReturnType<typeof createTaxPreparationService>;
