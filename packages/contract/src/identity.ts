/** Requests and responses of the identity calls. */
import { z } from "zod";
import { roleIdSchema } from "./codes";
import { languageSchema } from "./language";
import { fromNumericText } from "./numeric-text";
import { invalidPhoneText, PHONE_PATTERN } from "./public-fields";
import { agreementSchema, emailSchema, passwordSchema, verificationCodeSchema } from "./validation";
import { validationTexts as texts } from "./validation-texts";

/** Longest values any identity field takes; longer input is refused, not cut. */
export const identityLimits = {
  email: 254,
  password: 128,
  name: 100,
  phone: 32,
  timeZone: 64,
  languageCode: 35,
  token: 200,
} as const;

const boundedEmail = emailSchema.pipe(z.string().max(identityLimits.email, { error: texts.invalidEmail }));
/** A password being set: 8 to 128 characters. */
export const newPasswordSchema = passwordSchema.pipe(
  z.string().max(identityLimits.password, { error: "Password must be at most 128 characters." }),
);
/** A password being checked: any non-empty text of sensible length. */
export const givenPasswordSchema = z
  .string({ error: texts.passwordRequired })
  .min(1, { error: texts.passwordRequired })
  .max(identityLimits.password, { error: texts.invalidInput });
const nameSchema = z
  .string({ error: texts.required })
  .trim()
  .min(1, { error: texts.required })
  .max(identityLimits.name, { error: `Names can be at most ${identityLimits.name} characters.` });
export const phoneNumberSchema = z
  .string({ error: texts.required })
  .trim()
  .min(1, { error: texts.required })
  .max(identityLimits.phone, { error: texts.invalidInput })
  .regex(PHONE_PATTERN, { error: invalidPhoneText });

/** Ways a person can finish a sign-in after the password, or sign in with alone (a passkey). */
export const secondFactorKinds = ["email", "totp", "passkey", "recovery"] as const;
export const secondFactorKindSchema = z.enum(secondFactorKinds);
export type SecondFactorKind = z.infer<typeof secondFactorKindSchema>;

/** Where a person stands with the stronger second factor their role asks for. */
export const secondFactorStatusSchema = z.object({
  /** Their role must sign in with an authenticator app or a passkey (professionals, operators). */
  required: z.boolean(),
  /** The account has an authenticator app or a passkey. */
  hasStrongFactor: z.boolean(),
  /** This session was opened with one (or none is required): client data is open to it. */
  satisfied: z.boolean(),
  /** When the grace ends, while required and not satisfied; null otherwise. */
  dueAt: z.string().nullable(),
  /** Required, not satisfied and the grace is over: calls reaching client data are refused. */
  blocked: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const signInRequestSchema = z.object({
  email: boundedEmail,
  password: givenPasswordSchema,
  /** Which sign-in the person chose (1 client, 2 tax professional); accepted for older clients and not used: the account's own role decides. */
  roleId: fromNumericText(roleIdSchema).optional(),
  /**
   * Added: the person asked for another code from the code screen. The send limits then apply as
   * they are; without it, a sign-in while the code sent moments ago is still good leads back to that code.
   */
  resend: z.boolean().optional(),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** Added: this sign-in began the professional's days to add an authenticator app or a passkey. */
const secondFactorGraceBeganSchema = z.boolean().optional();

export const signInResponseSchema = z.object({
  token: z.string().optional(),
  twoFactorAuthIsActive: z.boolean().optional(),
  /** Added: no new code was mailed; the one sent moments ago is still good and is the one to enter. */
  codeAlreadySent: z.boolean().optional(),
  /** Added, with `codeAlreadySent`: how long ago that code was sent, in whole seconds. */
  codeSentSecondsAgo: z.number().int().min(0).optional(),
  /**
   * Added, with `twoFactorAuthIsActive`: the second steps this person may take ("email", "totp",
   * "passkey", "recovery"). Without "email" no code was mailed: the code is the authenticator app's.
   */
  secondFactors: z.array(secondFactorKindSchema).optional(),
  /** Added: the sign-in awaiting its second step, sent back with the code, recovery code or passkey. */
  signInStep: z.string().optional(),
  secondFactorGraceBegan: secondFactorGraceBeganSchema,
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const signInWithCodeRequestSchema = z.object({
  email: boundedEmail,
  /** The mailed code, or the code of the person's authenticator app. */
  code: verificationCodeSchema,
  /** Added: the `signInStep` the password step answered; older clients leave it out. */
  signInStep: z.string().uuid({ error: texts.invalidInput }).optional(),
});
export type SignInWithCodeRequest = z.infer<typeof signInWithCodeRequestSchema>;

export const tokenResponseSchema = z.object({
  token: z.string(),
  secondFactorGraceBegan: secondFactorGraceBeganSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const emailQuerySchema = z.object({ email: boundedEmail });

export const forgotPasswordRequestSchema = z.object({ email: boundedEmail });

export const verifyForgotPasswordCodeRequestSchema = z.object({
  email: boundedEmail,
  code: verificationCodeSchema,
});
export const validResponseSchema = z.object({ valid: z.boolean() });

export const verifyResetPasswordTokenRequestSchema = z.object({
  token: z
    .string()
    .min(1, { error: texts.required })
    .max(identityLimits.token, { error: texts.invalidInput }),
});
export const verifyResetPasswordTokenResponseSchema = z.object({
  valid: z.boolean(),
  email: z.string().nullable(),
});

/** Reset with the e-mailed code (plus the e-mail) or with the link's token. */
export const resetPasswordRequestSchema = z
  .object({
    email: boundedEmail.optional(),
    validationCode: verificationCodeSchema.optional(),
    token: z.string().min(1).max(identityLimits.token, { error: texts.invalidInput }).optional(),
    password: newPasswordSchema,
    confirmPassword: z
      .string({ error: texts.required })
      .max(identityLimits.password, { error: texts.fieldsMustMatch }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    error: texts.fieldsMustMatch,
    path: ["confirmPassword"],
  })
  .refine(
    (body) => body.token !== undefined || (body.validationCode !== undefined && body.email !== undefined),
    {
      error: "Give the code from the e-mail with your e-mail address, or open the link in the e-mail.",
      path: ["validationCode"],
    },
  );
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z.object({
  oldPassword: givenPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const currentUserSchema = z.object({
  id: z.number().int(),
  roleId: roleIdSchema,
  email: z.string(),
  phoneNumber: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  mayCallDirectly: z.boolean(),
  /** A plan not ended covers the person: their own, or for a practice's member an owner's (decision 0311). */
  hasSubscription: z.boolean(),
  hasSyncedCalendar: z.boolean(),
  avatar: z.string().nullable(),
  /** The full-size photo (added to the existing client's shape). */
  avatarUrl: z.string().nullable(),
  twoFactorAuthIsActive: z.boolean(),
  /** Added: where the person stands with the authenticator app or passkey their role asks for. */
  secondFactor: secondFactorStatusSchema.optional(),
  /** Added: the language mails, notices and pages speak to the person in. */
  language: languageSchema.optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const registerTaxpayerRequestSchema = z.object({
  email: boundedEmail,
  phoneNumber: phoneNumberSchema,
  password: newPasswordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  mayCallDirectly: z.boolean({ error: texts.invalidInput }).default(false),
  agreePrivacyPolicy: agreementSchema,
  timeZone: z.string().max(identityLimits.timeZone, { error: texts.invalidInput }).optional(),
  emailValidationCode: verificationCodeSchema,
  /** Added: the browser's language ("es-MX"); any code it does not know means English. */
  language: z.string().max(identityLimits.languageCode, { error: texts.invalidInput }).optional(),
});
export type RegisterTaxpayerRequest = z.input<typeof registerTaxpayerRequestSchema>;

export const setLanguageRequestSchema = z.object({ language: languageSchema });
export type SetLanguageRequest = z.infer<typeof setLanguageRequestSchema>;

export const setTwoFactorRequestSchema = z.object({ enabled: z.boolean({ error: texts.invalidInput }) });
export type SetTwoFactorRequest = z.infer<typeof setTwoFactorRequestSchema>;

/** The dev mailbox (only while no SMTP server is configured). */
export const devMailSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  date: z.string(),
});
export const devMailMessageSchema = devMailSummarySchema.extend({
  text: z.string(),
  html: z.string().nullable(),
});
export type DevMailSummary = z.infer<typeof devMailSummarySchema>;
export type DevMailMessage = z.infer<typeof devMailMessageSchema>;
