import { consentTexts } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import { forbidden } from "../../lib/app-error";
import { consentRepository } from "./consent.repository";

/**
 * The §7216 consent as other modules use it: the organizer and documents ask `require` before the
 * professional reads a job's answers or files; the demo seed records consents as they were given.
 */
export const consentRecords = {
  async hasConsent(executor: Executor, quoteId: number): Promise<boolean> {
    return (await consentRepository.findLive(executor, quoteId)) !== null;
  },

  /** 403 with words the professional can act on, when the taxpayer has not agreed (or withdrew). */
  async require(executor: Executor, quoteId: number): Promise<void> {
    if (!(await consentRecords.hasConsent(executor, quoteId))) throw forbidden(consentTexts.required);
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
