import {
  type AccountantInitialQuestions,
  type AccountantProfileDetails,
  type AccountantWorkExperience,
  type DirectoryExpert,
  type ExpertCard,
  type ExpertDirectoryPage,
  type expertDirectoryQuerySchema,
  expertWorkplace,
  PRICING_FILE_FIELD,
  PROFILE_PHOTO_FIELD,
  profileTexts,
  RoleId,
  TaxPreparationTypeId,
  type TaxPreparerTypeId,
  type Testimonial,
  updateAccountantProfileSchema,
  updateTaxpayerProfileSchema,
  WORK_HISTORY_COUNT,
  type WorkingTypeId,
} from "@taxlane/contract";
import type { z } from "zod";
import type { Database, Executor } from "../../db/client";
import { type Principal, requireRole } from "../../lib/access";
import { fieldError, notFound } from "../../lib/app-error";
import { avatarText } from "../../lib/avatar";
import type { Clock } from "../../lib/clock";
import { type FormData, type FormFile, parseFormFields, singleFile } from "../../lib/form-data";
import type { StoredFile } from "../files/files.repository";
import { type FilesService, toFileRefOrNull } from "../files/files.service";
import { saveFormFile } from "../files/form-files";
import type { AccountDetails, AccountService } from "../identity/account.service";
import { type SavedPhoto, savePhoto } from "./photos";
import {
  type ExpertCardRow,
  type ExpertFilters,
  type ExpertProfileRow,
  profilesRepository,
} from "./profiles.repository";

/** How the public sees a person: first name and last initial ("Maria G."). */
export function publicName(firstName: string, lastName: string): string {
  const initial = lastName.trim().slice(0, 1).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** Stars rounded to one decimal. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

const testimonialMinRating = 4;
const profileReviewsCount = 10;
const aboutPreviewLength = 180;

/** What an uploaded file is for; the purpose decides who may download it. */
export const profileFilePurposes = {
  expertPhoto: "expert-photo",
  taxpayerPhoto: "taxpayer-photo",
  pricing: "expert-pricing",
  afspProof: "expert-afsp-proof",
} as const;

/** The files that come with an expert's registration. */
export interface ExpertRegistrationFiles {
  photo?: FormFile | undefined;
  afspProof?: FormFile | undefined;
  pricing?: FormFile | undefined;
}

/** The photo part of an account change: a new photo, its removal, or (left out) no change. */
function avatarChange(
  photo: SavedPhoto | undefined,
  remove: boolean | undefined,
): Pick<AccountDetails, "avatar"> {
  if (photo) return { avatar: { fileId: photo.file.id, thumbnail: photo.thumbnail } };
  return remove ? { avatar: null } : {};
}

function preview(text: string | null): string | null {
  if (!text) return null;
  return text.length <= aboutPreviewLength ? text : `${text.slice(0, aboutPreviewLength - 1).trimEnd()}…`;
}

function toCard(row: ExpertCardRow): DirectoryExpert {
  return {
    id: row.id,
    displayName: publicName(row.firstName, row.lastName),
    taxPreparerTypeId: row.taxPreparerTypeId as TaxPreparerTypeId,
    taxPreparationTypeId: row.taxPreparationTypeId as DirectoryExpert["taxPreparationTypeId"],
    workingTypeIds: row.workingTypeIds as WorkingTypeId[],
    businessName: row.businessName,
    about: preview(row.about),
    city: row.city,
    state: row.state,
    yearsOfExperience: row.yearsOfExperience,
    rateByStars: row.averageRating === null ? null : oneDecimal(row.averageRating),
    reviewsCount: row.reviewsCount,
    credentialsVerified: row.credentialsVerifiedAt !== null,
    avatar: avatarText(row.avatarThumbnail),
  };
}

/** The services filter: experts who take both kinds also take each one. */
function servicesFilter(taxPreparationTypeId: number | undefined): readonly number[] | undefined {
  if (taxPreparationTypeId === undefined) return undefined;
  if (taxPreparationTypeId === TaxPreparationTypeId.both) return [TaxPreparationTypeId.both];
  return [taxPreparationTypeId, TaxPreparationTypeId.both];
}

export function createProfilesService(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  account: AccountService;
  /** The expert's last filed preparations (the tax-preparation module keeps them). */
  workHistory: (expertUserId: number, limit: number) => Promise<AccountantWorkExperience[]>;
}) {
  const { db, clock, files, account, workHistory } = deps;

  // Experts' photos and pricing sheets are part of their public profile; the AFSP record is for
  // the expert and the operators who check it. A taxpayer's photo stays the taxpayer's own.
  files.registerAccessPolicy(profileFilePurposes.expertPhoto, () => true);
  files.registerAccessPolicy(profileFilePurposes.pricing, () => true);
  files.registerAccessPolicy(
    profileFilePurposes.afspProof,
    (principal) => principal?.roleId === RoleId.admin,
  );

  async function fileRef(fileId: number | null) {
    if (fileId === null) return null;
    const file = await files.find(fileId);
    return toFileRefOrNull(file);
  }

  async function details(profile: ExpertProfileRow, own: boolean): Promise<AccountantProfileDetails> {
    const [education, rating, reviews, pricingSystemFile] = await Promise.all([
      profilesRepository.listEducation(db, profile.userId),
      profilesRepository.ratingSummary(db, profile.userId),
      profilesRepository.latestReviews(db, profile.userId, profileReviewsCount),
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

  async function removeFiles(fileIds: readonly (number | null)[]) {
    for (const id of fileIds) if (id !== null) await files.remove(id);
  }

  return {
    async expertsNearYou(query: { state?: string | undefined; count: number }): Promise<ExpertCard[]> {
      const { rows } = await profilesRepository.listExperts(
        db,
        { state: query.state },
        { offset: 0, limit: query.count },
      );
      return rows.map(toCard);
    },

    async directory(query: z.output<typeof expertDirectoryQuerySchema>): Promise<ExpertDirectoryPage> {
      const filters: ExpertFilters = {
        state: query.state,
        services: servicesFilter(query.taxPreparationTypeId),
        workingTypeId: query.workingTypeId,
      };
      const { rows, total } = await profilesRepository.listExperts(db, filters, {
        offset: query.from,
        limit: query.to - query.from,
      });
      return { items: rows.map(toCard), total };
    },

    /** The caller's own profile, or with `accountantId` the public view anyone may see. */
    async profileDetails(
      principal: Principal | null,
      accountantId?: number,
    ): Promise<AccountantProfileDetails> {
      if (accountantId !== undefined) {
        const profile = await profilesRepository.findProfile(db, accountantId);
        if (!profile) throw notFound("We could not find that tax professional.");
        return details(profile, false);
      }
      const caller = requireRole(principal, RoleId.expert);
      const profile = await profilesRepository.findProfile(db, caller.userId);
      if (!profile) throw notFound("Your profile could not be found.");
      return details(profile, true);
    },

    /**
     * Writes a new expert's profile inside the registration's transaction; files saved go into `saved`
     * so the caller can remove their bytes if the transaction fails.
     */
    async createExpertProfile(
      tx: Executor,
      userId: number,
      answers: AccountantInitialQuestions,
      uploads: ExpertRegistrationFiles,
      saved: StoredFile[],
    ): Promise<void> {
      const photo = uploads.photo
        ? await savePhoto(files, uploads.photo, {
            purpose: profileFilePurposes.expertPhoto,
            ownerUserId: userId,
            executor: tx,
          })
        : undefined;
      if (photo) saved.push(photo.file);
      const store = async (file: FormFile | undefined, purpose: string) => {
        if (!file) return null;
        const stored = await saveFormFile(files, file, {
          purpose,
          ownerUserId: userId,
          allow: "documents",
          executor: tx,
        });
        saved.push(stored);
        return stored.id;
      };
      const afspProofFileId = await store(uploads.afspProof, profileFilePurposes.afspProof);
      const pricingFileId = answers.hasPricingSystem
        ? await store(uploads.pricing, profileFilePurposes.pricing)
        : null;
      await profilesRepository.insertProfile(tx, {
        userId,
        taxPreparationTypeId: answers.taxPreparationTypeId,
        taxPreparerTypeId: answers.taxPreparerTypeId,
        workingTypeIds: answers.workingTypeIds,
        isEnterprise: answers.isEnterprise,
        businessName: answers.isEnterprise ? (answers.businessName ?? null) : null,
        yearFounded: answers.isEnterprise ? (answers.yearFounded ?? null) : null,
        numberOfEmployees: answers.isEnterprise ? (answers.numberOfEmployees ?? null) : null,
        yearsOfExperience: answers.yearsOfExperience,
        aboutBusinessOrServiceStandOut: answers.aboutBusinessOrServiceStandOut,
        ...expertWorkplace(answers),
        ptin: answers.taxPreparerPTINumber,
        barNumber: answers.taxPreparerBarNumber ?? null,
        credentialState: answers.taxPreparerState ?? null,
        licenseNumber: answers.taxPreparerLicenseNumber ?? null,
        enrolledAgentNumber: answers.taxPreparerEnrolledAgentNumber ?? null,
        afspProofFileId,
        linkedin: answers.linkedin ?? null,
        website: answers.website ?? null,
        reviewsLink: answers.reviewsLink ?? null,
        hasPricingSystem: answers.hasPricingSystem,
        pricingFileId,
        // New experts receive requests at once; until an operator checks them, credentials show as not yet verified.
        credentialsVerifiedAt: null,
        createdAt: clock.now(),
      });
      await profilesRepository.replaceEducation(tx, userId, answers.accountantEducationList);
      if (photo) await account.setAvatar(tx, userId, { fileId: photo.file.id, thumbnail: photo.thumbnail });
    },

    async updateExpertProfile(principal: Principal | null, form: FormData): Promise<void> {
      const caller = requireRole(principal, RoleId.expert);
      const fields = parseFormFields(updateAccountantProfileSchema(clock.now()), form.fields);
      const photoUpload = singleFile(form, PROFILE_PHOTO_FIELD);
      const pricingUpload = singleFile(form, PRICING_FILE_FIELD);
      const existing = await profilesRepository.findProfile(db, caller.userId);
      if (!existing) throw notFound("Your profile could not be found.");
      const hasPricingSystem = fields.hasPricingSystem ?? (pricingUpload ? true : existing.hasPricingSystem);
      if (hasPricingSystem && !pricingUpload && existing.pricingFileId === null) {
        throw fieldError(PRICING_FILE_FIELD, profileTexts.pricingAttachmentMissing);
      }
      const isEnterprise = fields.isEnterprise ?? existing.isEnterprise;
      const replaced = await files.removingOnFailure(async (saved) =>
        db.transaction(async (tx) => {
          const photo = photoUpload
            ? await savePhoto(files, photoUpload, {
                purpose: profileFilePurposes.expertPhoto,
                ownerUserId: caller.userId,
                executor: tx,
              })
            : undefined;
          if (photo) saved.push(photo.file);
          const pricing =
            hasPricingSystem && pricingUpload
              ? await saveFormFile(files, pricingUpload, {
                  purpose: profileFilePurposes.pricing,
                  ownerUserId: caller.userId,
                  allow: "documents",
                  executor: tx,
                })
              : undefined;
          if (pricing) saved.push(pricing);
          const { replacedAvatarFileId } = await account.updateDetails(tx, caller.userId, {
            firstName: fields.firstName,
            lastName: fields.lastName,
            phoneNumber: fields.phoneNumber,
            birthDate: fields.birthDate,
            ...avatarChange(photo, fields.removeAvatar),
          });
          const pricingFileId = !hasPricingSystem ? null : (pricing?.id ?? existing.pricingFileId);
          await profilesRepository.updateProfile(tx, caller.userId, {
            taxPreparationTypeId: fields.taxPreparationTypeId,
            workingTypeIds: fields.workingTypeIds,
            aboutBusinessOrServiceStandOut: fields.aboutBusinessOrServiceStandOut,
            website: fields.website ?? null,
            linkedin: fields.linkedIn ?? null,
            reviewsLink: fields.reviewsLink ?? null,
            hasPricingSystem,
            pricingFileId,
            ...(fields.yearsOfExperience !== undefined
              ? { yearsOfExperience: fields.yearsOfExperience }
              : {}),
            ...(fields.state !== undefined ? { state: fields.state } : {}),
            ...(fields.city !== undefined ? { city: fields.city } : {}),
            ...(fields.isEnterprise === undefined
              ? {}
              : {
                  isEnterprise,
                  businessName: isEnterprise ? (fields.businessName ?? null) : null,
                  yearFounded: isEnterprise ? (fields.yearFounded ?? null) : null,
                  numberOfEmployees: isEnterprise ? (fields.numberOfEmployees ?? null) : null,
                }),
          });
          await profilesRepository.replaceEducation(tx, caller.userId, fields.accountantEducationList);
          return [
            replacedAvatarFileId,
            pricingFileId !== existing.pricingFileId ? existing.pricingFileId : null,
          ];
        }),
      );
      await removeFiles(replaced);
    },

    async updateTaxpayerProfile(principal: Principal | null, form: FormData): Promise<void> {
      const caller = requireRole(principal, RoleId.taxpayer);
      const fields = parseFormFields(updateTaxpayerProfileSchema(clock.now()), form.fields);
      const photoUpload = singleFile(form, PROFILE_PHOTO_FIELD);
      const current = await account.findUser(caller.userId);
      const changesEmail =
        fields.email !== undefined && fields.email.toLowerCase() !== current.email.toLowerCase();
      if (changesEmail && fields.emailValidationCode === undefined) {
        throw fieldError("emailValidationCode", "Please enter the code we sent to your new e-mail address.");
      }
      const emailChange =
        changesEmail && fields.email && fields.emailValidationCode
          ? await account.verifyEmailChange(fields.email, fields.emailValidationCode)
          : undefined;
      const outcome = await files.removingOnFailure(async (saved) =>
        db.transaction(async (tx) => {
          const photo = photoUpload
            ? await savePhoto(files, photoUpload, {
                purpose: profileFilePurposes.taxpayerPhoto,
                ownerUserId: caller.userId,
                executor: tx,
              })
            : undefined;
          if (photo) saved.push(photo.file);
          return account.updateDetails(
            tx,
            caller.userId,
            {
              firstName: fields.firstName,
              lastName: fields.lastName,
              phoneNumber: fields.phoneNumber,
              birthDate: fields.birthDate,
              ...avatarChange(photo, fields.removeAvatar),
            },
            emailChange,
          );
        }),
      );
      await removeFiles([outcome.replacedAvatarFileId]);
    },

    sendEmailChangeCode: (principal: Principal | null, email: string) =>
      account.sendEmailChangeCode(principal, email),

    /** The expert's standard pricing list, to attach to a quote. */
    async pricingFileIdOf(expertUserId: number): Promise<number | null> {
      const profile = await profilesRepository.findProfile(db, expertUserId);
      return profile?.pricingFileId ?? null;
    },

    async testimonials(count: number): Promise<Testimonial[]> {
      const rows = await profilesRepository.listTestimonials(db, { count, minRating: testimonialMinRating });
      return rows.map((row) => ({
        id: row.id,
        rating: row.rating,
        comment: row.comment,
        authorName: row.authorName,
        expertDisplayName: publicName(row.expertFirstName, row.expertLastName),
        createdDate: row.createdAt.toISOString(),
      }));
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
