import type { PracticeLog, PracticeLogQuery } from "@taxlane/contract";
import type { Principal } from "../../lib/access";
import { auditRecords, auditSummary } from "../audit";
import { peopleRecords } from "../identity";
import { nameOf } from "./practice-view";
import type { PracticesDeps } from "./practices.deps";
import { practicesRepository } from "./practices.repository";
import { ownerSeatOfCaller } from "./seats";

/**
 * The practice's log for its owners: the audit entries its members made while they were members
 * (a former member's up to when they left, so what they did elsewhere after stays out), worded as
 * the operator console words them. Only names and sentences: never the address an entry came from
 * nor what it kept for searching.
 */
export function createPracticeLogService(deps: PracticesDeps) {
  const { db } = deps;
  return {
    async read(caller: Principal, { before, limit }: PracticeLogQuery): Promise<PracticeLog> {
      const seat = await ownerSeatOfCaller(db, caller);
      const spells = await practicesRepository.membershipSpells(db, seat.practiceId);
      // One more than the page: whether there is a next page, without a count of the whole log.
      const rows = await auditRecords.byActorSpells(db, {
        spells: spells.map((spell) => ({ userId: spell.userId, from: spell.joinedAt, until: spell.leftAt })),
        beforeId: before,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const people = await peopleRecords.byIds(
        db,
        page.flatMap((row) => [row.actorUserId, row.subjectUserId].filter((id) => id !== null)),
      );
      const named = (id: number | null) => (id === null ? null : nameOf(people.get(id)) || null);
      return {
        entries: page.map((row) => {
          const subjectName = named(row.subjectUserId);
          return {
            id: row.id,
            at: row.at.toISOString(),
            actorName: named(row.actorUserId) ?? "",
            summary: auditSummary(row, subjectName),
            subjectName,
          };
        }),
        nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },
  };
}

export type PracticeLogService = ReturnType<typeof createPracticeLogService>;
