import type { Executor } from "../../db/client";
import {
  type EducationRow,
  type MatchingProfileRow,
  type NewExpertProfile,
  profilesRepository,
  workplaceSubquery,
} from "./profiles.repository";

export type { MatchingProfileRow };

/**
 * Expert profiles as the marketplace reads them: matching weighs them, introductions show where
 * each expert works. The tables stay the profiles module's.
 */
export const profileRecords = {
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

  /**
   * An expert's workplace (where they work and what they are) for another module's list statement,
   * joined laterally on its rows' expert column; an inner join leaves out experts without a profile.
   */
  workplaceSubquery,

  /** The expert's directory profile and education as stored (null for a taxpayer): their data export. */
  async exportOf(executor: Executor, userId: number) {
    const profile = await profilesRepository.findProfile(executor, userId);
    if (!profile) return null;
    return { profile, education: await profilesRepository.listEducation(executor, userId) };
  },

  /**
   * Closing an expert's account: the profile and education go, so they leave the directory and
   * matching. Answers the profile's files (price list, AFSP record) for the caller to remove.
   */
  async forget(executor: Executor, userId: number): Promise<number[]> {
    const profile = await profilesRepository.findProfile(executor, userId);
    if (!profile) return [];
    await profilesRepository.replaceEducation(executor, userId, []);
    await profilesRepository.removeProfile(executor, userId);
    return [profile.pricingFileId, profile.afspProofFileId].filter((id): id is number => id !== null);
  },
};
