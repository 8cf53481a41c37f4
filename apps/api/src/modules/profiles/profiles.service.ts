import { type AccountantWorkExperience, RoleId } from "@taxlane/contract";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { FilesService } from "../files";
import type { AccountService } from "../identity";
import { profileFilePurposes } from "./profile-files";
import { createProfileReads } from "./profile-reads.service";
import { createProfileUpdates } from "./profile-updates.service";

export { profileFilePurposes } from "./profile-files";
export type { ExpertRegistrationFiles } from "./profile-updates.service";
export { publicName } from "./public-name";

/** Experts' profiles and reviews, and the profile screens of both roles. */
export function createProfilesService(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  account: AccountService;
  /** The expert's last filed preparations (the tax-preparation module keeps them). */
  workHistory: (expertUserId: number, limit: number) => Promise<AccountantWorkExperience[]>;
}) {
  const { files } = deps;

  // Experts' photos and pricing sheets are part of their public profile; the AFSP record is for
  // the expert and the operators who check it. A taxpayer's photo stays the taxpayer's own.
  files.registerAccessPolicy(profileFilePurposes.expertPhoto, () => true);
  files.registerAccessPolicy(profileFilePurposes.pricing, () => true);
  files.registerAccessPolicy(
    profileFilePurposes.afspProof,
    (principal) => principal?.roleId === RoleId.admin,
  );

  return { ...createProfileReads(deps), ...createProfileUpdates(deps) };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
