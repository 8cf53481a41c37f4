/**
 * Second factors and signed-in devices: authenticator apps (TOTP), passkeys (WebAuthn), recovery
 * codes, the list of sessions, and the operator's view and reset of a person's factors.
 */
import { z } from "zod";
import { security as texts } from "./i18n/en/security";
import { idFieldSchema } from "./id-field";
import { givenPasswordSchema, secondFactorKindSchema, secondFactorStatusSchema } from "./identity";
import { validationTexts } from "./validation-texts";

/** A code from an authenticator app: 6 digits (spaces people type are dropped). */
export const totpCodeSchema = z
  .string({ error: texts.codeFormat })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { error: texts.codeFormat }));

/** A recovery code as shown: 12 letters and digits in three groups; case, spaces and dashes are forgiven. */
export const recoveryCodeSchema = z
  .string({ error: texts.recoveryCodeFormat })
  .max(40, { error: texts.recoveryCodeFormat })
  .transform((value) => value.replace(/[\s-]+/g, "").toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z]{12}$/, { error: texts.recoveryCodeFormat }));

export const passkeySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

/** A person's factors as they (or an operator) see them; no secret is ever in it. */
export const secondFactorsSchema = z.object({
  authenticatorApp: z.object({ addedAt: z.string(), lastUsedAt: z.string().nullable() }).nullable(),
  passkeys: z.array(passkeySummarySchema),
  recoveryCodesLeft: z.number().int().min(0),
  /** Two-factor sign-in by e-mailed code is on (always for professionals and operators). */
  emailCodes: z.boolean(),
});
export type SecondFactors = z.infer<typeof secondFactorsSchema>;

/** GET /User/Security: the person's factors and where they stand. */
export const securityOverviewSchema = secondFactorsSchema.extend({ status: secondFactorStatusSchema });
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

export const passwordConfirmationSchema = z.object({ password: givenPasswordSchema });
export type PasswordConfirmation = z.infer<typeof passwordConfirmationSchema>;

/** A new authenticator app to scan: the secret also in text for apps that cannot scan. */
export const authenticatorAppSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, an SVG document. */
  qrCodeSvg: z.string(),
});
export type AuthenticatorAppSetup = z.infer<typeof authenticatorAppSetupSchema>;

export const totpCodeRequestSchema = z.object({ code: totpCodeSchema });

/**
 * A factor was added: the session was re-opened as one that used it (a new token replaces the old),
 * and, when the person had none, their ten recovery codes, shown this once.
 */
export const factorAddedSchema = z.object({ token: z.string(), recoveryCodes: z.array(z.string()) });
export type FactorAdded = z.infer<typeof factorAddedSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/**
 * WebAuthn options or a browser's answer, as JSON. The browser library reads and writes them; the
 * server checks every field it relies on, so the contract only bounds their size and shape.
 */
const webAuthnJsonSchema = z.looseObject({});
const credentialResponseSchema = z.looseObject({
  id: z.string({ error: texts.passkeyAnswerUnreadable }).min(1).max(1024),
  rawId: z.string({ error: texts.passkeyAnswerUnreadable }).max(1024),
  type: z.literal("public-key", { error: texts.passkeyAnswerUnreadable }),
  response: z.looseObject({}),
});

export const passkeyOptionsSchema = z.object({ challengeId: z.string(), options: webAuthnJsonSchema });
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

export const passkeyNameSchema = z
  .string({ error: texts.passkeyNameRequired })
  .trim()
  .min(1, { error: texts.passkeyNameRequired })
  .max(60, { error: texts.passkeyNameTooLong });

export const registerPasskeyRequestSchema = z.object({
  challengeId: z.string().uuid({ error: texts.passkeyAnswerUnreadable }),
  name: passkeyNameSchema,
  response: credentialResponseSchema,
});
export type RegisterPasskeyRequest = z.infer<typeof registerPasskeyRequestSchema>;

export const passkeyIdParamsSchema = z.object({ id: idFieldSchema });
export const removePasskeyRequestSchema = passwordConfirmationSchema;

/** POST /identity/passkeyOptions: for a passkey alone (no `signInStep`) or as the step after the password. */
export const passkeySignInOptionsRequestSchema = z.object({
  signInStep: z.string().uuid({ error: validationTexts.invalidInput }).optional(),
});

export const passkeySignInRequestSchema = z.object({
  challengeId: z.string().uuid({ error: texts.passkeyAnswerUnreadable }),
  response: credentialResponseSchema,
});
export type PasskeySignInRequest = z.infer<typeof passkeySignInRequestSchema>;

export const recoveryCodeSignInRequestSchema = z.object({
  email: z.string().max(254, { error: validationTexts.invalidInput }),
  recoveryCode: recoveryCodeSchema,
  signInStep: z.string().uuid({ error: validationTexts.invalidInput }).optional(),
});
export type RecoveryCodeSignInRequest = z.infer<typeof recoveryCodeSignInRequestSchema>;

/** One place the person is signed in. */
export const deviceSessionSchema = z.object({
  /** An opaque handle for ending it. */
  id: z.string(),
  /** "Chrome on Windows", from the browser's own description. */
  device: z.string(),
  /** "Germany", "This network", or "Unknown place". */
  place: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session making this call. */
  current: z.boolean(),
  factor: secondFactorKindSchema.or(z.literal("password")).nullable(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;
export const deviceSessionListSchema = z.array(deviceSessionSchema);
export const sessionIdParamsSchema = z.object({
  id: z.string().uuid({ error: validationTexts.invalidInput }),
});

/** The link of the new-device mail: ends that one session, no sign-in needed. */
export const endSessionFromMailRequestSchema = z.object({
  token: z
    .string()
    .min(1, { error: validationTexts.invalidInput })
    .max(400, { error: validationTexts.invalidInput }),
});

/** The operator's view of one person's factors. */
export const adminSecondFactorsQuerySchema = z.object({ userId: idFieldSchema });
export const adminSecondFactorsSchema = secondFactorsSchema.extend({
  required: z.boolean(),
  dueAt: z.string().nullable(),
  lastResetAt: z.string().nullable(),
});
export type AdminSecondFactors = z.infer<typeof adminSecondFactorsSchema>;

export const resetSecondFactorsRequestSchema = z.object({
  userId: idFieldSchema,
  supportReference: z
    .string({ error: texts.supportReferenceRequired })
    .trim()
    .min(1, { error: texts.supportReferenceRequired })
    .max(100, { error: validationTexts.invalidInput }),
  identityVerified: z.literal(true, { error: texts.identityVerifiedRequired }),
});
export type ResetSecondFactorsRequest = z.infer<typeof resetSecondFactorsRequestSchema>;
