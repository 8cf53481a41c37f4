import { RoleId } from "@taxlane/contract";
import { formFileOf } from "../../lib/form-data";
import { peopleRecords } from "../../modules/identity";
import { profileFilePurposes, profileRecords, reviewRecords, savePhoto } from "../../modules/profiles";
import { demoJoinedAt, insertSeedAccount, seededAccountId } from "../accounts";
import type { SeedStep } from "../seed-step";
import { demoCredentials, demoEducation } from "./credentials";
import { demoExperts } from "./directory";
import { demoPortrait } from "./portraits";

export { demoExperts } from "./directory";

const dayMs = 24 * 60 * 60_000;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const demoExpertsSeed: SeedStep = {
  name: "demo experts",
  async run({ tx, clock, files }) {
    const now = clock.now();
    for (const [index, expert] of demoExperts.entries()) {
      const account = {
        email: expert.email,
        roleId: RoleId.expert,
        firstName: expert.firstName,
        lastName: expert.lastName,
        phoneNumber: expert.phoneNumber,
      };
      const userId = expert.email.startsWith("expert@")
        ? await seededAccountId(tx, expert.email)
        : await insertSeedAccount(tx, account, now);
      const education = (demoEducation[expert.email] ?? []).map(
        ([institution, degree, yearOfGraduation]) => ({
          institution,
          degree,
          yearOfGraduation,
        }),
      );
      await profileRecords.addProfile(
        tx,
        {
          userId,
          taxPreparationTypeId: expert.services,
          taxPreparerTypeId: expert.preparerType,
          workingTypeIds: expert.workingTypeIds,
          isEnterprise: expert.businessName !== undefined,
          businessName: expert.businessName ?? null,
          yearFounded: expert.businessName
            ? now.getUTCFullYear() - Math.min(expert.years, 3 + (index % 9))
            : null,
          numberOfEmployees: expert.businessName ? 2 + ((index * 3) % 9) : null,
          website: expert.businessName ? `https://${slug(expert.businessName)}.example.com` : null,
          ...demoCredentials(expert, index),
          yearsOfExperience: expert.years,
          aboutBusinessOrServiceStandOut: expert.about,
          state: expert.state,
          city: expert.city,
          credentialsVerifiedAt: expert.verified ? now : null,
          createdAt: demoJoinedAt(now),
        },
        education,
      );
      const portrait = formFileOf(
        "avatar",
        `${slug(`${expert.firstName} ${expert.lastName}`)}.png`,
        await demoPortrait(expert.firstName, expert.lastName, index),
      );
      const photo = await savePhoto(files, portrait, {
        purpose: profileFilePurposes.expertPhoto,
        ownerUserId: userId,
        executor: tx,
      });
      await peopleRecords.setPortrait(tx, userId, photo.file.id, photo.thumbnail);
      await peopleRecords.setTimeZone(tx, userId, expert.timeZone);
      await reviewRecords.addMany(
        tx,
        expert.reviews.map(([rating, authorName, comment, daysAgo]) => ({
          expertUserId: userId,
          authorUserId: null,
          authorName,
          rating,
          comment,
          seeded: true,
          createdAt: new Date(now.getTime() - daysAgo * dayMs),
        })),
      );
    }
  },
};
