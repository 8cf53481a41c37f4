import type { OrganizerReveal, revealOrganizerAnswerRequestSchema } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import { peopleRecords } from "../identity";
import { type OrganizerAnswerRow, organizerRepository } from "./organizer.repository";
import { createOrganizerAudit, jobOf } from "./organizer-access";
import { answerText } from "./organizer-view";

/**
 * Sensitive answers revealed to the job's professional one at a time, each reveal recorded for the
 * taxpayer to see.
 */
export function createOrganizerRevealsService(deps: { db: Database; clock: Clock; keyring: Keyring }) {
  const { db, clock, keyring } = deps;
  const audit = createOrganizerAudit(clock);

  return {
    /** One answer in full for the job's professional; a sensitive one's reveal is recorded first. */
    async reveal(
      caller: Principal,
      request: z.infer<typeof revealOrganizerAnswerRequestSchema>,
      from: string,
    ): Promise<{ answer: string | null }> {
      return db.transaction(async (tx) => {
        const job = await jobOf(tx, caller, request.quoteId, "expert");
        const row: OrganizerAnswerRow | null = await organizerRepository.findAnswer(tx, request.answerId);
        if (!row || row.quoteId !== request.quoteId) throw notFound(t("organizer.answerNotFound"));
        await audit(tx, caller, job, "organizer.reveal", from, {
          answerId: row.id,
          sensitive: row.answerSealed !== null,
        });
        if (row.answerSealed !== null) {
          await organizerRepository.addReveal(tx, {
            quoteId: row.quoteId,
            answerId: row.id,
            question: row.question,
            forSpouse: row.forSpouse,
            revealedByUserId: caller.userId,
            revealedAt: clock.now(),
            fromAddress: from,
          });
        }
        return { answer: answerText(keyring, row) };
      });
    },

    /** Who read which sensitive answer of the caller's job in full, when and from where; latest first. */
    async reveals(caller: Principal, quoteId: number): Promise<OrganizerReveal[]> {
      await jobOf(db, caller, quoteId, "taxpayer");
      const rows = await organizerRepository.listReveals(db, quoteId);
      const people = await peopleRecords.byIds(
        db,
        rows.map((row) => row.revealedByUserId),
      );
      return rows.map((row) => {
        const person = people.get(row.revealedByUserId);
        return {
          question: row.question,
          forSpouse: row.forSpouse,
          revealedBy: person ? `${person.firstName} ${person.lastName}`.trim() : "",
          revealedAt: row.revealedAt.toISOString(),
          from: row.fromAddress,
        };
      });
    },
  };
}
