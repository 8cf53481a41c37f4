/**
 * Expert registration, expert and taxpayer profiles and the public directory. Schemas that check a year take
 * `now`, so "a year in the future" follows the clock.
 *
 * The credentials, the profile as the API answers it and the directory live beside this file, in
 * `profiles-*.ts`; everything is exported from here as one module.
 */
import { z } from "zod";
import { taxPreparationTypeIdSchema, workingTypeIdSchema } from "./code-schemas";
import { MINIMUM_AGE } from "./constants";
import { booleanFieldSchema, jsonTextArray, optionalTextField } from "./form-data-fields";
import { identityLimits, phoneNumberSchema, registerTaxpayerRequestSchema } from "./identity";
import { languageSchema } from "./language";
import { fromNumericText } from "./numeric-text";
import {
  credentialFieldsByPreparerType,
  credentialMissingText,
  credentialShape,
} from "./profiles-credentials";
import { stateCodeSchema } from "./public-site";
import {
  agreementSchema,
  emailSchema,
  naturalNumberSchema,
  requiredStringSchema,
  urlSchema,
  verificationCodeSchema,
  yearSchema,
  yearsOfExperienceSchema,
} from "./validation";
import { validationTexts as texts } from "./validation-texts";

export {
  barNumberSchema,
  type CredentialField,
  credentialFieldsByPreparerType,
  credentialMissingText,
  enrolledAgentNumberSchema,
  licenseNumberSchema,
} from "./profiles-credentials";
export * from "./profiles-details";
export * from "./profiles-directory";

/** Longest values of the profile's texts; longer input is refused, not cut. */
export const profileLimits = {
  name: 100,
  businessName: 120,
  city: 80,
  about: 2000,
  url: 300,
  institution: 150,
  degree: 150,
  educationEntries: 10,
  employees: 1_000_000,
} as const;

/** Photos: JPEG, PNG or WebP up to 5 MB; the thumbnail in `avatar` is a square of this many pixels. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const AVATAR_SIZE_PX = 128;

const tooLong = (max: number) => `Please keep this under ${max} characters.`;
const boundedText = (max: number) => requiredStringSchema.pipe(z.string().max(max, { error: tooLong(max) }));
const boundedUrl = urlSchema.pipe(z.string().max(profileLimits.url, { error: texts.invalidUrl }));
const code = <S extends z.ZodType>(schema: S) => fromNumericText(schema);

export function educationEntrySchema(now: Date) {
  return z.object({
    institution: boundedText(profileLimits.institution),
    degree: boundedText(profileLimits.degree),
    yearOfGraduation: yearSchema(now),
  });
}
export type EducationEntry = z.output<ReturnType<typeof educationEntrySchema>>;

const educationListMessage = "Education must be a JSON list of entries.";

function educationListSchema(now: Date) {
  return jsonTextArray(educationEntrySchema(now), educationListMessage).refine(
    (list) => list.length <= profileLimits.educationEntries,
    { error: `Please list at most ${profileLimits.educationEntries} schools or trainings.` },
  );
}
const workingTypesMessage = "Please choose how you work with clients.";

function workingTypeIdsSchema() {
  return jsonTextArray(code(workingTypeIdSchema), workingTypesMessage)
    .refine((list) => list.length > 0, { error: workingTypesMessage })
    .refine((list) => new Set(list).size === list.length, { error: texts.invalidInput });
}

/** The languages a professional serves clients in: at least one, none twice. */
function languagesSchema() {
  return jsonTextArray(languageSchema, texts.unknownLanguage)
    .refine((list) => list.length > 0, { error: texts.unknownLanguage })
    .refine((list) => new Set(list).size === list.length, { error: texts.invalidInput });
}

/** Enterprise details: required with `isEnterprise`, dropped without it. */
function enterpriseShape(now: Date) {
  return {
    isEnterprise: booleanFieldSchema.default(false),
    businessName: optionalTextField(boundedText(profileLimits.businessName)),
    yearFounded: optionalTextField(yearSchema(now)),
    numberOfEmployees: optionalTextField(
      naturalNumberSchema.pipe(z.int().max(profileLimits.employees, { error: texts.naturalNumber })),
    ),
  };
}

interface EnterpriseValues {
  isEnterprise?: boolean;
  businessName?: string | undefined;
  yearFounded?: number | undefined;
  numberOfEmployees?: number | undefined;
}

function requireEnterpriseDetails(values: EnterpriseValues, context: z.RefinementCtx) {
  if (values.isEnterprise !== true) return;
  for (const field of ["businessName", "yearFounded", "numberOfEmployees"] as const) {
    if (values[field] === undefined) {
      context.addIssue({
        code: "custom",
        path: [field],
        message:
          field === "businessName"
            ? texts.required
            : field === "yearFounded"
              ? texts.invalidYear
              : texts.naturalNumber,
      });
    }
  }
}

/**
 * The text fields of `initialQuestions` in registerAccountant. The AFSP proof, the photo and the
 * pricing attachment are files, checked beside these.
 */
export function accountantInitialQuestionsSchema(now: Date) {
  return z
    .object({
      taxPreparationTypeId: code(taxPreparationTypeIdSchema),
      ...credentialShape,
      workingTypeIds: workingTypeIdsSchema(),
      ...enterpriseShape(now),
      yearsOfExperience: yearsOfExperienceSchema,
      aboutBusinessOrServiceStandOut: boundedText(profileLimits.about),
      linkedin: optionalTextField(boundedUrl),
      website: optionalTextField(boundedUrl),
      reviewsLink: optionalTextField(boundedUrl),
      accountantEducationList: educationListSchema(now).default([]),
      hasPricingSystem: booleanFieldSchema.default(false),
      /**
       * Where the expert works (added to the existing client's fields): the directory and matching look here.
       * A
       * client that does not send them registers with the credential's state and no city, to fill in
       * on the profile (`expertWorkplace`).
       */
      state: optionalTextField(stateCodeSchema),
      city: optionalTextField(boundedText(profileLimits.city)),
    })
    .superRefine((values, context) => {
      requireEnterpriseDetails(values, context);
      for (const field of credentialFieldsByPreparerType[values.taxPreparerTypeId]) {
        if (field !== "taxPreparerProofOfAnnualFilingSeasonProgram" && values[field] === undefined) {
          context.addIssue({ code: "custom", path: [field], message: credentialMissingText(field) });
        }
      }
    });
}
export type AccountantInitialQuestions = z.output<ReturnType<typeof accountantInitialQuestionsSchema>>;

/**
 * Where a newly registered expert works: what they said, else the state of their credential; an
 * empty value stays for them to fill in on their profile.
 */
export function expertWorkplace(
  answers: Pick<AccountantInitialQuestions, "state" | "city" | "taxPreparerState">,
): { state: string; city: string } {
  return { state: answers.state ?? answers.taxPreparerState ?? "", city: answers.city ?? "" };
}

const agreementFieldSchema = z.preprocess((value) => (value === "true" ? true : value), agreementSchema);

/** registerAccountant's text fields (multipart, with `initialQuestions.` keys nested). */
export function registerAccountantSchema(now: Date) {
  return registerTaxpayerRequestSchema.omit({ mayCallDirectly: true, agreePrivacyPolicy: true }).extend({
    agreePrivacyPolicy: agreementFieldSchema,
    initialQuestions: accountantInitialQuestionsSchema(now),
  });
}
export type RegisterAccountantFields = z.output<ReturnType<typeof registerAccountantSchema>>;

/** The file fields of registerAccountant, under `initialQuestions.`. */
export const accountantRegistrationFiles = {
  photo: "initialQuestions.photo",
  proofOfAnnualFilingSeasonProgram: "initialQuestions.taxPreparerProofOfAnnualFilingSeasonProgram",
  pricingSystemAttachment: "initialQuestions.pricingSystemAttachment",
} as const;

/** A birth date (YYYY-MM-DD): a real day, and old enough to have agreed to the terms. */
export function birthDateSchema(now: Date) {
  const latest = new Date(Date.UTC(now.getUTCFullYear() - MINIMUM_AGE, now.getUTCMonth(), now.getUTCDate()));
  return z
    .string({ error: texts.invalidInput })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Please enter a date like 1985-04-30." })
    .refine(
      (value) => {
        const day = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
      },
      { error: "Please enter a date like 1985-04-30." },
    )
    .refine((value) => value >= "1900-01-01", { error: "Please check the year of your birth date." })
    .refine((value) => new Date(`${value}T00:00:00Z`) <= latest, {
      error: `You must be at least ${MINIMUM_AGE} to use Taxlane.`,
    });
}

const nameField = requiredStringSchema.pipe(
  z.string().max(profileLimits.name, { error: `Names can be at most ${profileLimits.name} characters.` }),
);

/**
 * UpdateAccountantProfileDetails' text fields. The existing client's optional texts (website, linkedIn) are
 * cleared
 * when left out, as the form leaves out what is empty; the fields added here keep their value when left
 * out, so a client that does not know them changes nothing. Files (`avatar`, `pricingSystemFile`) are
 * replaced when sent and kept otherwise.
 */
export function updateAccountantProfileSchema(now: Date) {
  return z
    .object({
      firstName: nameField,
      lastName: nameField,
      birthDate: optionalTextField(birthDateSchema(now)),
      phoneNumber: optionalTextField(phoneNumberSchema),
      website: optionalTextField(boundedUrl),
      linkedIn: optionalTextField(boundedUrl),
      taxPreparationTypeId: code(taxPreparationTypeIdSchema),
      workingTypeIds: workingTypeIdsSchema(),
      accountantEducationList: educationListSchema(now),
      aboutBusinessOrServiceStandOut: boundedText(profileLimits.about),
      yearsOfExperience: optionalTextField(yearsOfExperienceSchema),
      reviewsLink: optionalTextField(boundedUrl),
      state: optionalTextField(stateCodeSchema),
      city: optionalTextField(boundedText(profileLimits.city)),
      hasPricingSystem: optionalTextField(booleanFieldSchema),
      removeAvatar: optionalTextField(booleanFieldSchema),
      ...enterpriseShape(now),
      isEnterprise: optionalTextField(booleanFieldSchema),
      /** Added: the languages served, as a JSON list (`["en","es"]`); left as they were when absent. */
      languages: optionalTextField(languagesSchema()),
    })
    .superRefine(requireEnterpriseDetails);
}
export type UpdateAccountantProfileFields = z.output<ReturnType<typeof updateAccountantProfileSchema>>;

/** UpdateProfileDetails (taxpayer): an e-mail change needs the code mailed to the new address. */
export function updateTaxpayerProfileSchema(now: Date) {
  return z.object({
    firstName: nameField,
    lastName: nameField,
    phoneNumber: phoneNumberSchema,
    birthDate: optionalTextField(birthDateSchema(now)),
    email: optionalTextField(
      emailSchema.pipe(z.string().max(identityLimits.email, { error: texts.invalidEmail })),
    ),
    emailValidationCode: optionalTextField(verificationCodeSchema),
    removeAvatar: optionalTextField(booleanFieldSchema),
  });
}
export type UpdateTaxpayerProfileFields = z.output<ReturnType<typeof updateTaxpayerProfileSchema>>;

/** The photo field of both profile updates. */
export const PROFILE_PHOTO_FIELD = "avatar";
export const PRICING_FILE_FIELD = "pricingSystemFile";

/** POST /User/SendEmailChangeCode: mails a code to the address a signed-in person wants to move to. */
export const emailChangeQuerySchema = z.object({
  email: emailSchema.pipe(z.string().max(identityLimits.email, { error: texts.invalidEmail })),
});

/** GET /Accountant/GenerateLinkForNewTaxPreparation: the invitation URL, as a string. */
export const invitationLinkSchema = z.string();
