import type { Executor } from "../../db/client";
import {
  type EducationRow,
  type MatchingProfileRow,
  type NewExpertProfile,
  profilesRepository,
} from "./profiles.repository";

export type { MatchingProfileRow };

/** Where an expert works and what they are, as an introduction shows it. */
export interface ExpertWorkplace {
  taxPreparerTypeId: number;
  city: string;
  state: string;
}

/**
 * Expert profiles as the marketplace reads them: matching weighs them, introductions show where
 * each expert works. The tables stay the profiles module's.
 */
export const profileRecordsService = {
  /** Experts who offer one of these kinds of work, with their stars. */
  matchingProfiles: (executor: Executor, kinds: readonly number[]): Promise<MatchingProfileRow[]> =>
    profilesRepository.matchingProfiles(executor, kinds),

  /** Adds a profile as it is, with its education (the demo's directory). */
  async addProfile(
    executor: Executor,
    profile: NewExpertProfile,
    education: readonly EducationRow[],
  ): Promise<void> {
    await profilesRepository.insertProfile(executor, profile);
    await profilesRepository.replaceEducation(executor, profile.userId, education);
  },

  /** Each of these experts' workplace, by id (experts without a profile are left out). */
  async workplaces(
    executor: Executor,
    expertUserIds: Iterable<number>,
  ): Promise<Map<number, ExpertWorkplace>> {
    const rows = await profilesRepository.workplaces(executor, [...new Set(expertUserIds)]);
    return new Map(rows.map(({ userId, ...workplace }) => [userId, workplace]));
  },
};
