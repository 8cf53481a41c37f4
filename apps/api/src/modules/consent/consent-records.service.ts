import type { Executor } from "../../db/client";
import { consentRepository } from "./consent.repository";

/**
 * The §7216 consent as other modules use it: whether the taxpayer agreed to a use or disclosure of a
 * job's answers beyond its professional preparing the return, and recording one.
 */
export const consentRecords = {
  async hasConsent(executor: Executor, quoteId: number): Promise<boolean> {
    return (await consentRepository.findLive(executor, quoteId)) !== null;
  },

  record(
    executor: Executor,
    consent: {
      quoteId: number;
      taxpayerUserId: number;
      expertUserId: number;
      textVersion: string;
      agreedAt: Date;
      fromAddress: string | null;
    },
  ): Promise<void> {
    return consentRepository.insert(executor, consent);
  },
};
