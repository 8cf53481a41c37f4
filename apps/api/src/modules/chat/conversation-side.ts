import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { isJobProfessional, type JobPeople, jobRecords, professionalToTell } from "../tax-preparation";
import type { ConnectionRow, Side } from "./connections.repository";

/** A conversation's two people as its row keys them: the taxpayer and the professional they hired. */
export interface Pair {
  taxpayerUserId: number;
  expertUserId: number;
}

/**
 * Who speaks for the professional's side of a conversation. A pair's conversation is the practice's
 * once one of the pair's jobs is a practice's: it is then read through the job's rule
 * (`isJobProfessional`: the member assigned, and those whose role sees all jobs), not through the
 * row's `expert_user_id`, which stays the professional who was hired. `connectionsRepository.visibleTo`
 * is the same rule for lists.
 */
export const conversationSide = {
  /** The taxpayer's jobs: what every answer below reads (one small read per call). */
  jobsOfTaxpayer: (executor: Executor, taxpayerUserId: number): Promise<JobPeople[]> =>
    jobRecords.peopleOfTaxpayersJobs(executor, taxpayerUserId),

  /** Whether the caller works the conversation on the professional's side. */
  works(caller: Principal, pair: Pair, taxpayersJobs: readonly JobPeople[]): boolean {
    const jobs = taxpayersJobs.filter((job) => job.expertUserId === pair.expertUserId);
    if (jobs.some((job) => isJobProfessional(caller, job))) return true;
    return pair.expertUserId === caller.userId && !jobs.some((job) => job.practiceId !== null);
  },

  /**
   * Who on the professional's side hears of the taxpayer's messages and whose name the taxpayer
   * reads: the member working the pair's latest practice job, else the professional of the row.
   */
  professional(pair: Pair, taxpayersJobs: readonly JobPeople[]): number {
    const practiceJob = taxpayersJobs.find(
      (job) => job.expertUserId === pair.expertUserId && job.practiceId !== null,
    );
    return practiceJob ? professionalToTell(practiceJob) : pair.expertUserId;
  },

  /**
   * The practice's conversation a professional's name stands for: the pair of a practice job of the
   * taxpayer that this professional was hired on or works (assigned), whose row is keyed by the
   * professional hired. Null when none, and the pair is the two people themselves.
   */
  practicePairOf(taxpayerUserId: number, professionalUserId: number, taxpayersJobs: readonly JobPeople[]) {
    const job = taxpayersJobs.find(
      (candidate) =>
        candidate.practiceId !== null &&
        (candidate.expertUserId === professionalUserId ||
          professionalToTell(candidate) === professionalUserId),
    );
    return job ? { taxpayerUserId, expertUserId: job.expertUserId } : null;
  },

  /** The person on `side` as they read and hear the conversation now. */
  personOn(connection: ConnectionRow, side: Side, taxpayersJobs: readonly JobPeople[]): number {
    return side === "taxpayer"
      ? connection.taxpayerUserId
      : conversationSide.professional(connection, taxpayersJobs);
  },
};
