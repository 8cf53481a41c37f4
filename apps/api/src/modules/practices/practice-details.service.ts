import type { PracticeAnswer, PracticeDetails } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Principal } from "../../lib/access";
import { conflict } from "../../lib/app-error";
import { auditRecords } from "../audit";
import { answerFor, practiceAnswer } from "./practice-view";
import type { PracticesDeps } from "./practices.deps";
import { type PracticeChange, practicesRepository } from "./practices.repository";
import { lockPerson, ownerSeatOfCaller } from "./seats";

/** Blank optional texts are none. */
const changeOf = (details: PracticeDetails): PracticeChange => ({
  name: details.name,
  address: details.address || null,
  efin: details.efin || null,
});

/** A practice itself: a professional makes their account one, its owners change its details. */
export function createPracticeDetailsService(deps: PracticesDeps) {
  const { db, clock } = deps;
  return {
    /** The caller's practice with its members; none: `{ practice: null }`. */
    get: (caller: Principal): Promise<PracticeAnswer> => answerFor(db, caller.userId, clock.now(), deps),

    /**
     * A professional in no practice makes their account one and is its owner, in one transaction. Their
     * jobs are the practice's from then on, assigned to them: they work them as before, and may hand
     * them to a member.
     */
    async create(caller: Principal, details: PracticeDetails, from: string): Promise<PracticeAnswer> {
      return db.transaction(async (tx) => {
        await lockPerson(tx, caller.userId);
        if (await practicesRepository.seatOf(tx, caller.userId))
          throw conflict(t("practices.alreadyInPractice"));
        const now = clock.now();
        const practice = await practicesRepository.insert(tx, { ...changeOf(details), createdAt: now });
        await practicesRepository.insertMember(tx, {
          practiceId: practice.id,
          userId: caller.userId,
          role: "owner",
          seesAllJobs: false,
          joinedAt: now,
        });
        await deps.work.adoptSoloJobs(tx, caller.userId, practice.id);
        await deps.requests.adoptSolo(tx, caller.userId, practice.id);
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "practices.created",
          subjectUserId: caller.userId,
          subject: `practice:${practice.id}`,
          from,
        });
        return answerFor(tx, caller.userId, now, deps);
      });
    },

    /** An owner changes the practice's name, address and EFIN. */
    async update(caller: Principal, details: PracticeDetails, from: string): Promise<PracticeAnswer> {
      return db.transaction(async (tx) => {
        const seat = await ownerSeatOfCaller(tx, caller);
        const now = clock.now();
        await practicesRepository.update(tx, seat.practiceId, changeOf(details));
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "practices.updated",
          subject: `practice:${seat.practiceId}`,
          from,
        });
        return practiceAnswer(tx, { ...seat, practiceName: details.name }, now, deps);
      });
    },
  };
}

export type PracticeDetailsService = ReturnType<typeof createPracticeDetailsService>;
