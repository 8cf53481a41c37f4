import type { Executor } from "../../db/client";
import { type ExpertProfileOnlyRow, profilesRepository } from "./profiles.repository";

/**
 * The credentials check, for the operator console: `expert_profiles` stays profiles'. Approving sets
 * `credentialsVerifiedAt` (the directory's and the profile's badge, and matching's preference);
 * refusing keeps the reason, and the profile waits again once the professional changes it.
 */
export const verificationRecords = {
  listWaiting(executor: Executor, limit: number): Promise<ExpertProfileOnlyRow[]> {
    return profilesRepository.listUnverified(executor, limit);
  },

  find(executor: Executor, userId: number): Promise<ExpertProfileOnlyRow | null> {
    return profilesRepository.findProfile(executor, userId);
  },

  async approve(executor: Executor, userId: number, now: Date): Promise<void> {
    await profilesRepository.updateProfile(executor, userId, {
      credentialsVerifiedAt: now,
      credentialsRefusedAt: null,
      credentialsRefusalReason: null,
    });
  },

  async refuse(executor: Executor, userId: number, reason: string, now: Date): Promise<void> {
    await profilesRepository.updateProfile(executor, userId, {
      credentialsVerifiedAt: null,
      credentialsRefusedAt: now,
      credentialsRefusalReason: reason,
    });
  },
};
