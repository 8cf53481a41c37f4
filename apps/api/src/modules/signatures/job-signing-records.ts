import type { Executor } from "../../db/client";
import { engagementLettersRepository } from "./engagement-letters.repository";
import { signatureRequestsRepository } from "./signature-requests.repository";

/** What a job's timeline reads of its signatures: the engagement letter and the e-file authorization. */
export const jobSigningRecords = {
  /**
   * Whether the job has an engagement letter (a kept version: signed when hiring, or written by the
   * professional) and when it was first signed. A later version waiting for a new signature does not
   * undo the engagement.
   */
  async engagementOf(
    executor: Executor,
    quoteId: number,
  ): Promise<{ hasLetter: boolean; signedAt: Date | null }> {
    const versions = await engagementLettersRepository.versionsOf(executor, quoteId);
    const signed = versions
      .map((version) => version.signedAt)
      .filter((at): at is Date => at !== null)
      .sort((a, b) => a.getTime() - b.getTime());
    return { hasLetter: versions.length > 0, signedAt: signed[0] ?? null };
  },

  /** When the job's e-file authorization (Form 8879) was first signed by everyone, or null. */
  efileAuthorizedAt: (executor: Executor, quoteId: number): Promise<Date | null> =>
    signatureRequestsRepository.firstEfileAuthorizationAt(executor, quoteId),
};
