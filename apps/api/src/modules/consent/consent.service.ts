import {
  consentTexts,
  DISCLOSURE_CONSENT_VERSION,
  type DisclosureConsent,
  disclosureConsentTextByLanguage,
} from "@taxlane/contract";
import { currentLanguage } from "@taxlane/contract/i18n";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { auditRecords } from "../audit";
import { peopleRecords } from "../identity";
import { consentRepository } from "./consent.repository";
import { consentRecords } from "./consent-records";
import { taxpayersOwnJob } from "./own-job";

/**
 * The taxpayer's §7216 consent for one job: read the words, agree to the version read, withdraw.
 * Each change and its audit entry share a transaction.
 */
export function createConsentService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function view(
    executor: Executor,
    job: { quoteId: number; expertUserId: number },
  ): Promise<DisclosureConsent> {
    const people = await peopleRecords.byIds(executor, [job.expertUserId]);
    const expert = people.get(job.expertUserId);
    const name = expert ? `${expert.firstName} ${expert.lastName}`.trim() : "your tax professional";
    const latest = await consentRepository.latest(executor, job.quoteId);
    const live = latest && latest.withdrawnAt === null ? latest : null;
    return {
      quoteId: job.quoteId,
      textVersion: DISCLOSURE_CONSENT_VERSION,
      // The caller's language (the page's): the words differ, the version agreed to is the same.
      text: disclosureConsentTextByLanguage[currentLanguage()].replaceAll("{professional}", name),
      agreedAt: live?.agreedAt.toISOString() ?? null,
      agreedVersion: live?.textVersion ?? null,
      withdrawnAt: live ? null : (latest?.withdrawnAt?.toISOString() ?? null),
    };
  }

  return {
    async get(caller: Principal, quoteId: number): Promise<DisclosureConsent> {
      return view(db, await taxpayersOwnJob(db, caller, quoteId));
    },

    /** Agrees to the version the taxpayer read; agreeing again while a consent is live changes nothing. */
    async give(
      caller: Principal,
      request: { quoteId: number; textVersion: string },
      from: string,
    ): Promise<DisclosureConsent> {
      return db.transaction(async (tx) => {
        const job = await taxpayersOwnJob(tx, caller, request.quoteId);
        if (request.textVersion !== DISCLOSURE_CONSENT_VERSION) throw conflict(consentTexts.staleVersion);
        await consentRecords.give(tx, {
          quoteId: job.quoteId,
          taxpayer: caller,
          expertUserId: job.expertUserId,
          at: clock.now(),
          from,
        });
        return view(tx, job);
      });
    },

    /** Stops future disclosures; what the professional already read stays read. */
    async withdraw(caller: Principal, quoteId: number, from: string): Promise<DisclosureConsent> {
      return db.transaction(async (tx) => {
        const job = await taxpayersOwnJob(tx, caller, quoteId);
        const now = clock.now();
        if (await consentRepository.withdraw(tx, job.quoteId, now)) {
          await auditRecords.record(tx, {
            at: now,
            actor: caller,
            action: "consent.withdrawn",
            subjectUserId: caller.userId,
            subject: `quote:${job.quoteId}`,
            from,
          });
        }
        return view(tx, job);
      });
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
