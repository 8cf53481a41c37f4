import type { PracticeRole } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import { practicesRepository } from "./practices.repository";

/** A practice written as a whole, for the demo world: its details and its members, the owner first. */
export interface SeedPractice {
  name: string;
  address: string | null;
  members: readonly { userId: number; role: PracticeRole; seesAllJobs?: boolean }[];
  createdAt: Date;
}

/**
 * Practices written straight, within the caller's transaction (the demo world's): no invitation, no
 * seat check and no audit entry, as nobody did it. Its members are within the included seats, so
 * nothing is charged; the caller keeps them so.
 */
export const practiceRecords = {
  /** Writes the practice and its members; answers its id. */
  async add(executor: Executor, practice: SeedPractice): Promise<number> {
    const row = await practicesRepository.insert(executor, {
      name: practice.name,
      address: practice.address,
      efin: null,
      createdAt: practice.createdAt,
    });
    for (const member of practice.members) {
      await practicesRepository.insertMember(executor, {
        practiceId: row.id,
        userId: member.userId,
        role: member.role,
        seesAllJobs: member.seesAllJobs ?? false,
        joinedAt: practice.createdAt,
      });
    }
    return row.id;
  },
};
