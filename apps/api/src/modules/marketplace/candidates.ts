import type { Executor } from "../../db/client";
import { profileRecords } from "../profiles";
import { jobQueries } from "../tax-preparation/jobs.queries";
import type { ExpertCandidate } from "./matching";
import { matchingRepository } from "./matching.repository";

/**
 * Experts who offer the kind of work (or both kinds), with what matching weighs: their profile and
 * stars (profiles), their unfiled jobs (tax preparation), and their waiting quotes and quoting speed.
 */
export async function candidatesFor(executor: Executor, kind: number, now: Date): Promise<ExpertCandidate[]> {
  const profiles = await profileRecords.matchingProfiles(executor, [kind, 3]);
  if (profiles.length === 0) return [];
  const ids = profiles.map((profile) => profile.userId);
  const jobs = await jobQueries.unfiledJobCounts(executor, ids);
  const { waiting, hours } = await matchingRepository.quotingOf(executor, ids, now);
  return profiles.map(({ averageRating, ...profile }) => ({
    ...profile,
    rating: averageRating === null ? null : Number(averageRating),
    openJobs: (jobs.get(profile.userId) ?? 0) + (waiting.get(profile.userId) ?? 0),
    averageQuoteHours: hours.get(profile.userId) ?? null,
  }));
}
