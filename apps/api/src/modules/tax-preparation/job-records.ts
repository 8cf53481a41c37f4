import type { Executor } from "../../db/client";
import { jobQueries } from "./jobs.queries";
import { jobsRepository, type NewJob } from "./jobs.repository";

export type { NewJob };

/**
 * What other modules need to know of jobs, without reading the jobs table: a request stops being
 * open once a job begins from it, an expert's open jobs weigh on matching, and only a taxpayer who
 * hired an expert may review them.
 */
export const jobRecords = {
  /** Adds a job as it is, in whatever status (the demo's history). */
  add: (executor: Executor, job: NewJob): Promise<void> => jobsRepository.insert(executor, job),

  /**
   * The condition "no job began from this request" for another module's query over its requests, so a
   * list filters in the database instead of first reading every id it might hold.
   */
  noJobBegunFrom: jobQueries.noJobBegunFrom,

  /** The condition "this quote's job is the taxpayer's", for a statement over a job's own rows. */
  isTaxpayersJob: jobQueries.isTaxpayersJob,

  /** Which of these requests a job began from. */
  requestsWithJobs: jobQueries.requestsWithJobs,

  /** Each expert's jobs not yet filed nor cancelled. */
  unfiledJobCounts: jobQueries.unfiledJobCounts,

  /** The condition "this quote's job is the person's on this side and goes on", for a to-do list. */
  isLiveJobOf: jobQueries.isLiveJobOf,

  /** The condition "this quote's job was not cancelled", for a statement over a job's own rows. */
  notCancelled: jobQueries.notCancelled,

  /**
   * Whether the taxpayer cancelled the job of this quote; read after the job's price is held, it is
   * what a cancellation that held it first committed.
   */
  isCancelled: jobQueries.isCancelled,

  /**
   * The two people of a job (the quote the expert confirmed), the request it began from and the fee
   * agreed in the quote (in cents), or null when no job began from it.
   */
  async parties(
    executor: Executor,
    quoteId: number,
  ): Promise<{
    quoteId: number;
    requestId: number;
    taxpayerUserId: number;
    expertUserId: number;
    practiceId: number | null;
    assignedUserId: number | null;
    feeCents: number;
  } | null> {
    const job = await jobsRepository.find(executor, quoteId);
    return job
      ? {
          quoteId: job.quoteId,
          requestId: job.taxPreparationId,
          taxpayerUserId: job.taxpayerUserId,
          expertUserId: job.expertUserId,
          practiceId: job.practiceId,
          assignedUserId: job.assignedUserId,
          // The fee is kept as dollars with two decimals; rounding drops a float's stray fraction.
          feeCents: Math.round(job.fee * 100),
        }
      : null;
  },

  /** The quotes of the taxpayer's jobs, latest first. */
  quoteIdsOfTaxpayer: (executor: Executor, taxpayerUserId: number): Promise<number[]> =>
    jobsRepository.quoteIdsOfTaxpayer(executor, taxpayerUserId),

  /** Whether the taxpayer ever hired the expert (a job began between them). */
  hasHired: jobQueries.hasHired,

  /** The condition "the professional works a job of this pair", for a statement over pairs. */
  worksJobOfPair: jobQueries.worksJobOfPair,

  /** The condition "a job of this pair is a practice's", for a statement over pairs. */
  pairHasPracticeJob: jobQueries.pairHasPracticeJob,

  /** "A job between this taxpayer and this expert is this practice's": its conversations, as SQL. */
  pairHasJobOfPractice: jobQueries.pairHasJobOfPractice,

  /** The condition "the job of this quote is the practice's", for a statement over a job's rows. */
  isPracticesJob: jobQueries.isPracticesJob,

  /** The people of the taxpayer's jobs, latest first: what `isJobProfessional` reads of each. */
  peopleOfTaxpayersJobs: jobQueries.peopleOfTaxpayersJobs,

  /** Every job the person is a party to, as kept (their data export; what closing keeps). */
  jobsOfPerson: (executor: Executor, userId: number) => jobsRepository.listOfPerson(executor, userId),

  /** Removes a job whose retention ended (its answers, documents and reminders go with it). */
  remove: (executor: Executor, quoteId: number): Promise<void> => jobsRepository.remove(executor, quoteId),

  /**
   * The job locked until the caller's transaction ends (its people, stage, year and cancellation), for
   * a step of another module that may move it (`moveOnTaxpayerStep`); null when none began from it.
   */
  lock: (executor: Executor, quoteId: number) => jobsRepository.lock(executor, quoteId),

  /** One job's own columns, or null when none began from this quote. */
  find: (executor: Executor, quoteId: number) => jobsRepository.find(executor, quoteId),
};
