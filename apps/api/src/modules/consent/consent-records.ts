import { DISCLOSURE_CONSENT_VERSION } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { auditRecords } from "../audit";
import { consentRepository } from "./consent.repository";

/**
 * The §7216 consent as other modules use it: whether the taxpayer agreed to a use or disclosure of a
 * job's answers beyond its professional preparing the return, and recording one.
 */
export const consentRecords = {
  async hasConsent(executor: Executor, quoteId: number): Promise<boolean> {
    return (await consentRepository.findLive(executor, quoteId)) !== null;
  },

  /**
   * Records the taxpayer's agreement to the current text, with its audit entry, in `tx`; agreeing
   * while a consent is live changes nothing. Answers whether a consent was recorded.
   */
  async give(
    tx: Executor,
    consent: { quoteId: number; taxpayer: Principal; expertUserId: number; at: Date; from: string | null },
  ): Promise<boolean> {
    if (await consentRecords.hasConsent(tx, consent.quoteId)) return false;
    await consentRepository.insert(tx, {
      quoteId: consent.quoteId,
      taxpayerUserId: consent.taxpayer.userId,
      expertUserId: consent.expertUserId,
      textVersion: DISCLOSURE_CONSENT_VERSION,
      agreedAt: consent.at,
      fromAddress: consent.from,
    });
    await auditRecords.record(tx, {
      at: consent.at,
      actor: consent.taxpayer,
      action: "consent.given",
      subjectUserId: consent.taxpayer.userId,
      subject: `quote:${consent.quoteId}`,
      from: consent.from,
      detail: { textVersion: DISCLOSURE_CONSENT_VERSION, expertUserId: consent.expertUserId },
    });
    return true;
  },
};
