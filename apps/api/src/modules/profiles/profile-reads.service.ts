import {
  type AccountantProfileDetails,
  type AccountantWorkExperience,
  type DirectoryExpert,
  type ExpertCard,
  type ExpertDirectoryPage,
  type expertDirectoryQuerySchema,
  RoleId,
  type TaxPreparerTypeId,
  type Testimonial,
  WORK_HISTORY_COUNT,
  type WorkingTypeId,
} from "@taxlane/contract";
import { isLanguage, t } from "@taxlane/contract/i18n";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { type Principal, requireRole } from "../../lib/access";
import { notFound } from "../../lib/app-error";
import { avatarText } from "../../lib/avatar";
import { type FilesService, toFileRefOrNull } from "../files";
import { type Person, peopleRecords, personOf } from "../identity";
import { oneDecimal, servicesFilter, toCard } from "./profile-cards";
import {
  type ExpertFilters,
  type ExpertListRow,
  type ExpertProfileOnlyRow,
  profilesRepository,
} from "./profiles.repository";
import { publicName } from "./public-name";
import { reviewsRepository } from "./reviews.repository";

const testimonialMinRating = 4;
const profileReviewsCount = 10;

/** A profile with the account details its screens show. */
type ExpertProfileRow = ExpertProfileOnlyRow & {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  birthDate: string | null;
  avatarFileId: number | null;
  avatarThumbnail: Buffer | null;
  memberSince: Date;
};

/** Experts' profiles and reviews as the public, the expert and other modules read them. */
export function createProfileReads(deps: {
  db: Database;
  files: FilesService;
  /** The expert's last filed preparations (the tax-preparation module keeps them). */
  workHistory: (expertUserId: number, limit: number) => Promise<AccountantWorkExperience[]>;
}) {
  const { db, files, workHistory } = deps;

  async function fileRef(fileId: number | null) {
    if (fileId === null) return null;
    const file = await files.find(fileId);
    return toFileRefOrNull(file);
  }

  async function findProfile(userId: number): Promise<ExpertProfileRow | null> {
    const profile = await profilesRepository.findProfile(db, userId);
    if (!profile) return null;
    const person = personOf(await peopleRecords.byIds(db, [userId]), userId);
    return {
      ...profile,
      firstName: person.firstName,
      lastName: person.lastName,
      phoneNumber: person.phoneNumber,
      birthDate: person.birthDate,
      avatarFileId: person.avatarFileId,
      avatarThumbnail: person.avatarThumbnail,
      memberSince: person.createdAt,
    };
  }

  async function cards(rows: ExpertListRow[]): Promise<DirectoryExpert[]> {
    const people: Map<number, Person> = await peopleRecords.byIds(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toCard(row, personOf(people, row.id)));
  }

  async function details(profile: ExpertProfileRow, own: boolean): Promise<AccountantProfileDetails> {
    const [education, rating, reviews, pricingSystemFile] = await Promise.all([
      profilesRepository.listEducation(db, profile.userId),
      reviewsRepository.ratingSummary(db, profile.userId),
      reviewsRepository.latestReviews(db, profile.userId, profileReviewsCount),
      fileRef(profile.pricingFileId),
    ]);
    return {
      id: profile.userId,
      displayName: publicName(profile.firstName, profile.lastName),
      ...(own
        ? {
            firstName: profile.firstName,
            lastName: profile.lastName,
            phoneNumber: profile.phoneNumber,
            birthDate: profile.birthDate,
            credentials: {
              taxPreparerPTINumber: profile.ptin,
              taxPreparerBarNumber: profile.barNumber,
              taxPreparerState: profile.credentialState,
              taxPreparerLicenseNumber: profile.licenseNumber,
              taxPreparerEnrolledAgentNumber: profile.enrolledAgentNumber,
              proofOfAnnualFilingSeasonProgram: await fileRef(profile.afspProofFileId),
            },
          }
        : {}),
      taxPreparationTypeId: profile.taxPreparationTypeId as AccountantProfileDetails["taxPreparationTypeId"],
      taxPreparerTypeId: profile.taxPreparerTypeId as TaxPreparerTypeId,
      workingTypeIds: profile.workingTypeIds as WorkingTypeId[],
      languages: profile.languages.filter(isLanguage),
      isEnterprise: profile.isEnterprise,
      businessName: profile.businessName,
      yearFounded: profile.yearFounded,
      numberOfEmployees: profile.numberOfEmployees,
      accountantEducationList: education,
      aboutBusinessOrServiceStandOut: profile.aboutBusinessOrServiceStandOut,
      accountantWorkExperience: await workHistory(profile.userId, WORK_HISTORY_COUNT),
      pricingSystemFile,
      hasPricingSystem: profile.hasPricingSystem,
      website: profile.website,
      linkedin: profile.linkedin,
      reviewsLink: profile.reviewsLink,
      rateByStars: rating.averageRating === null ? null : oneDecimal(rating.averageRating),
      reviewsCount: rating.reviewsCount,
      yearsOfExperience: profile.yearsOfExperience,
      state: profile.state,
      city: profile.city,
      avatar: avatarText(profile.avatarThumbnail),
      avatarUrl: profile.avatarFileId === null ? null : `/api/files/${profile.avatarFileId}`,
      credentialsVerified: profile.credentialsVerifiedAt !== null,
      memberSince: profile.memberSince.toISOString(),
      reviews: reviews.map((review) => ({
        id: review.id,
        rating: review.rating,
        comment: review.comment,
        authorName: review.authorName,
        createdDate: review.createdAt.toISOString(),
      })),
    };
  }

  return {
    async expertsNearYou(query: { state?: string | undefined; count: number }): Promise<ExpertCard[]> {
      const { rows } = await profilesRepository.listExperts(
        db,
        { state: query.state },
        { offset: 0, limit: query.count },
      );
      return cards(rows);
    },

    async directory(query: z.output<typeof expertDirectoryQuerySchema>): Promise<ExpertDirectoryPage> {
      const filters: ExpertFilters = {
        state: query.state,
        services: servicesFilter(query.taxPreparationTypeId),
        workingTypeId: query.workingTypeId,
        language: query.language,
      };
      const { rows, total } = await profilesRepository.listExperts(db, filters, {
        offset: query.from,
        limit: query.to - query.from,
      });
      return { items: await cards(rows), total };
    },

    /**
     * The caller's own profile, or with `accountantId` the public view anyone may see: the call is
     * public, and only the own profile needs a signed-in professional.
     */
    async profileDetails(
      principal: Principal | null,
      accountantId?: number,
    ): Promise<AccountantProfileDetails> {
      if (accountantId !== undefined) {
        const profile = await findProfile(accountantId);
        if (!profile) throw notFound(t("profiles.professionalNotFound"));
        return details(profile, false);
      }
      const caller = requireRole(principal, RoleId.expert);
      const profile = await findProfile(caller.userId);
      if (!profile) throw notFound(t("profiles.ownProfileNotFound"));
      return details(profile, true);
    },

    /** The expert's standard pricing list, to attach to a quote. */
    async pricingFileIdOf(expertUserId: number): Promise<number | null> {
      const profile = await profilesRepository.findProfile(db, expertUserId);
      return profile?.pricingFileId ?? null;
    },

    async testimonials(count: number): Promise<Testimonial[]> {
      const rows = await reviewsRepository.listTestimonials(db, { count, minRating: testimonialMinRating });
      const experts = await peopleRecords.byIds(
        db,
        rows.map((row) => row.expertUserId),
      );
      return rows.map((row) => ({
        id: row.id,
        rating: row.rating,
        comment: row.comment,
        authorName: row.authorName,
        expertDisplayName: publicName(
          personOf(experts, row.expertUserId).firstName,
          personOf(experts, row.expertUserId).lastName,
        ),
        createdDate: row.createdAt.toISOString(),
      }));
    },
  };
}
