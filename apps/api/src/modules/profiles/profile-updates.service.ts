import {
  type AccountantInitialQuestions,
  expertWorkplace,
  PRICING_FILE_FIELD,
  PROFILE_PHOTO_FIELD,
  profileTexts,
  updateAccountantProfileSchema,
  updateTaxpayerProfileSchema,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { fieldError, notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { type FormData, type FormFile, parseFormFields, singleFile } from "../../lib/form-data";
import { type FilesService, type StoredFile, saveFormFile } from "../files";
import type { AccountDetails, AccountService } from "../identity";
import { type SavedPhoto, savePhoto } from "./photos";
import { profileFilePurposes } from "./profile-files";
import { profilesRepository } from "./profiles.repository";

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

/** An expert's registration and both roles' profile forms: the profile, the account and the photos. */
export function createProfileUpdates(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  account: AccountService;
}) {
  const { db, clock, files, account } = deps;

  async function removeFiles(fileIds: readonly (number | null)[]) {
    for (const id of fileIds) if (id !== null) await files.remove(id);
  }

  return {
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

    async updateExpertProfile(caller: Principal, form: FormData): Promise<void> {
      const fields = parseFormFields(updateAccountantProfileSchema(clock.now()), form.fields);
      const photoUpload = singleFile(form, PROFILE_PHOTO_FIELD);
      const pricingUpload = singleFile(form, PRICING_FILE_FIELD);
      const existing = await profilesRepository.findProfile(db, caller.userId);
      if (!existing) throw notFound(t("profiles.ownProfileNotFound"));
      const hasPricingSystem = fields.hasPricingSystem ?? (pricingUpload ? true : existing.hasPricingSystem);
      const isEnterprise = fields.isEnterprise ?? existing.isEnterprise;
      const replaced = await files.removingOnFailure(async (saved) =>
        db.transaction(async (tx) => {
          // The price list as stored now: a save made meanwhile may have replaced (and removed) the
          // one read above.
          const current = (await profilesRepository.lockProfile(tx, caller.userId)) ?? existing;
          if (hasPricingSystem && !pricingUpload && current.pricingFileId === null) {
            throw fieldError(PRICING_FILE_FIELD, profileTexts.pricingAttachmentMissing);
          }
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
          const pricingFileId = !hasPricingSystem ? null : (pricing?.id ?? current.pricingFileId);
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
            ...(fields.languages !== undefined ? { languages: fields.languages } : {}),
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
            pricingFileId !== current.pricingFileId ? current.pricingFileId : null,
          ];
        }),
      );
      await removeFiles(replaced);
    },

    async updateTaxpayerProfile(caller: Principal, form: FormData): Promise<void> {
      const fields = parseFormFields(updateTaxpayerProfileSchema(clock.now()), form.fields);
      const photoUpload = singleFile(form, PROFILE_PHOTO_FIELD);
      const current = await account.findUser(caller.userId);
      const changesEmail =
        fields.email !== undefined && fields.email.toLowerCase() !== current.email.toLowerCase();
      if (changesEmail && fields.emailValidationCode === undefined) {
        throw fieldError("emailValidationCode", t("profiles.emailChangeCodeRequired"));
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

    sendEmailChangeCode: (caller: Principal, email: string) => account.sendEmailChangeCode(caller, email),
  };
}
