/**
 * Expert profiles as the API answers them: the full profile (public, or the expert's own view with
 * names and credentials), its reviews, work history and attached files.
 */
import { z } from "zod";
import { taxPreparationTypeIdSchema, taxPreparerTypeIdSchema, workingTypeIdSchema } from "./code-schemas";
import { languageSchema } from "./language";
import { fromNumericText } from "./numeric-text";
import { validationTexts as texts } from "./validation-texts";

const idSchema = z.int32().positive();

export const fileRefSchema = z.object({
  id: idSchema,
  name: z.string(),
  createdDate: z.string(),
  size: z.int(),
  contentType: z.string(),
  url: z.string(),
});
export type FileRefDto = z.infer<typeof fileRefSchema>;

export const accountantWorkExperienceSchema = z.object({
  title: z.string(),
  year: z.int(),
  /** The taxpayer's stars for that job, when given. */
  rate: z.number().nullable(),
  description: z.string(),
});
export type AccountantWorkExperience = z.infer<typeof accountantWorkExperienceSchema>;

export const expertReviewSchema = z.object({
  id: idSchema,
  rating: z.int().min(1).max(5),
  comment: z.string(),
  authorName: z.string(),
  createdDate: z.string(),
});
export type ExpertReview = z.infer<typeof expertReviewSchema>;

/** The expert's own credentials, only in their own view. */
export const expertCredentialsSchema = z.object({
  taxPreparerPTINumber: z.string().nullable(),
  taxPreparerBarNumber: z.string().nullable(),
  taxPreparerState: z.string().nullable(),
  taxPreparerLicenseNumber: z.string().nullable(),
  taxPreparerEnrolledAgentNumber: z.string().nullable(),
  proofOfAnnualFilingSeasonProgram: fileRefSchema.nullable(),
});

export const accountantProfileQuerySchema = z.object({
  /** A public view of another expert; without it, the caller's own profile. */
  accountantId: fromNumericText(
    z.int32({ error: texts.invalidInput }).positive({ error: texts.invalidInput }),
  ).optional(),
});

export const accountantProfileDetailsSchema = z.object({
  id: idSchema,
  /** First name and last initial, as the public sees them. */
  displayName: z.string(),
  /** Full names and the phone number: only in the expert's own view. */
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  phoneNumber: z.string().nullable().optional(),
  birthDate: z.string().nullable().optional(),
  taxPreparationTypeId: taxPreparationTypeIdSchema,
  taxPreparerTypeId: taxPreparerTypeIdSchema,
  workingTypeIds: z.array(workingTypeIdSchema),
  isEnterprise: z.boolean(),
  businessName: z.string().nullable(),
  yearFounded: z.int().nullable(),
  numberOfEmployees: z.int().nullable(),
  accountantEducationList: z.array(
    z.object({ institution: z.string(), degree: z.string(), yearOfGraduation: z.int() }),
  ),
  aboutBusinessOrServiceStandOut: z.string().nullable(),
  accountantWorkExperience: z.array(accountantWorkExperienceSchema),
  pricingSystemFile: fileRefSchema.nullable(),
  hasPricingSystem: z.boolean(),
  website: z.string().nullable(),
  linkedin: z.string().nullable(),
  reviewsLink: z.string().nullable(),
  rateByStars: z.number().nullable(),
  reviewsCount: z.int(),
  yearsOfExperience: z.int(),
  state: z.string(),
  city: z.string(),
  avatar: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  credentialsVerified: z.boolean(),
  memberSince: z.string(),
  /** The latest reviews, newest first. */
  reviews: z.array(expertReviewSchema),
  credentials: expertCredentialsSchema.optional(),
  /** Added: the languages the professional serves clients in ("en", "es"). */
  languages: z.array(languageSchema).optional(),
});
export type AccountantProfileDetails = z.infer<typeof accountantProfileDetailsSchema>;
