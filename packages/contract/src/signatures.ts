/**
 * Signed documents: the engagement letter a taxpayer signs when hiring, and signature requests a
 * professional sends on any PDF (Form 8879 among them), with each signer's identity check.
 */
import { z } from "zod";
import { booleanFieldSchema } from "./form-data-fields";
import { signatureRules as texts } from "./i18n/en/signatureRules";
import { idFieldSchema } from "./id-field";
import { fileRefSchema } from "./profiles";

/** The longest engagement letter, in characters. */
export const MAX_ENGAGEMENT_LETTER_LENGTH = 20_000;
/** How many identity tries a signer has before the ways round it (in person, video, paper). */
export const IDENTITY_CHECK_TRIES = 2;
/** A signature request waits this many days unless the professional says otherwise. */
export const DEFAULT_SIGNING_DAYS = 14;
export const MAX_SIGNING_DAYS = 60;
/** The largest drawn signature, as base64 text of its PNG. */
export const MAX_DRAWN_SIGNATURE_LENGTH = 300_000;

/** The placeholders a professional's letter may use, filled from the quote. */
export const engagementPlaceholders = [
  "{taxpayer}",
  "{professional}",
  "{price}",
  "{turnaround}",
  "{scope}",
  "{taxYear}",
  "{date}",
  "{depositTerms}",
] as const;

/** A signature as the signer gives it: typed (shown in a script face) or drawn (a PNG, base64). */
export const signatureInputSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("typed"),
    text: z
      .string()
      .trim()
      .min(1, { error: texts.signatureEmpty })
      .max(100, { error: texts.signatureTooLong }),
  }),
  z.object({
    kind: z.literal("drawn"),
    png: z
      .string()
      .min(1, { error: texts.signatureEmpty })
      .max(MAX_DRAWN_SIGNATURE_LENGTH, { error: texts.drawingTooLarge }),
  }),
]);
export type SignatureInput = z.infer<typeof signatureInputSchema>;

export const signerNameSchema = z
  .string({ error: texts.nameRequired })
  .trim()
  .min(1, { error: texts.nameRequired })
  .max(100, { error: texts.nameTooLong });

// ---------------------------------------------------------------- engagement letters

export const engagementLetterStatusSchema = z.enum(["not-signed", "signed", "changed"]);
export type EngagementLetterStatus = z.infer<typeof engagementLetterStatusSchema>;

/** One signed version of a letter, for the history under the current one. */
export const signedLetterVersionSchema = z.object({
  version: z.number().int(),
  signedAt: z.string(),
  signerName: z.string(),
  signedFile: fileRefSchema.nullable(),
});

/**
 * GET /TaxPreparation/EngagementLetter?quoteId=: the letter of a quote for its taxpayer (before and
 * after choosing it) or its professional. `version` 0 is the letter filled from the template, not yet
 * kept; `letterHash` is what signing sends back, so the words signed are the words read.
 */
export const engagementLetterSchema = z.object({
  quoteId: z.number().int(),
  version: z.number().int(),
  body: z.string(),
  letterHash: z.string(),
  /** not-signed: never signed; changed: the professional changed a signed letter and it waits again. */
  status: engagementLetterStatusSchema,
  professionalName: z.string(),
  taxpayerName: z.string(),
  signedAt: z.string().nullable(),
  signerName: z.string().nullable(),
  signatureKind: z.enum(["typed", "drawn"]).nullable(),
  consentGiven: z.boolean(),
  /** When the professional accepted it by confirming the quote; null before. */
  acceptedAt: z.string().nullable(),
  signedFile: fileRefSchema.nullable(),
  earlierVersions: z.array(signedLetterVersionSchema),
  /** The §7216 consent may be given in the same step (it is not live yet). */
  consentAvailable: z.boolean(),
});
export type EngagementLetter = z.infer<typeof engagementLetterSchema>;

export const quoteIdLetterQuerySchema = z.object({ quoteId: idFieldSchema });

/** POST /Taxpayer/SignEngagementLetter: signs the letter read and chooses the quote, in one step. */
export const signEngagementLetterRequestSchema = z.object({
  quoteId: idFieldSchema,
  letterHash: z.string().min(1).max(128),
  signerName: signerNameSchema,
  signature: signatureInputSchema,
  /** The §7216 consent text version agreed to in the same step; absent when not given. */
  consentTextVersion: z.string().max(40).optional(),
});
export type SignEngagementLetterRequest = z.infer<typeof signEngagementLetterRequestSchema>;

export const engagementLetterBodySchema = z
  .string({ error: texts.letterRequired })
  .trim()
  .min(1, { error: texts.letterRequired })
  .max(MAX_ENGAGEMENT_LETTER_LENGTH, { error: texts.letterTooLong });

/** GET/POST /Accountant/EngagementTemplate: the professional's letter with placeholders. */
export const engagementTemplateSchema = z.object({
  body: z.string(),
  /** Ours, never saved by the professional. */
  isDefault: z.boolean(),
  defaultBody: z.string(),
  placeholders: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type EngagementTemplate = z.infer<typeof engagementTemplateSchema>;
export const saveEngagementTemplateRequestSchema = z.object({ body: engagementLetterBodySchema });

/** POST /Accountant/ChangeEngagementLetter: a new version of one job's letter, to be signed again. */
export const changeEngagementLetterRequestSchema = z.object({
  quoteId: idFieldSchema,
  body: engagementLetterBodySchema,
});

// ---------------------------------------------------------------- signature requests

export const signerRoleSchema = z.enum(["taxpayer", "spouse"]);
export type SignerRole = z.infer<typeof signerRoleSchema>;
export const signatureFieldKindSchema = z.enum(["signature", "initials", "date"]);
export type SignatureFieldKind = z.infer<typeof signatureFieldKindSchema>;
export const signatureRequestStatusSchema = z.enum(["draft", "sent", "completed", "withdrawn", "expired"]);
export type SignatureRequestStatus = z.infer<typeof signatureRequestStatusSchema>;
export const identityStatusSchema = z.enum(["none", "passed", "failed", "in-person", "video"]);
export type IdentityStatus = z.infer<typeof identityStatusSchema>;
/** Where one signer stands, in the order a signer moves. */
export const signerStateSchema = z.enum([
  "waiting",
  "identity-failed",
  "paper-uploaded",
  "paper-rejected",
  "signed",
  "signed-on-paper",
]);
export type SignerState = z.infer<typeof signerStateSchema>;

export const pageSizeSchema = z.object({ width: z.number(), height: z.number() });
export type PageSize = z.infer<typeof pageSizeSchema>;

/** A field on the page, in PDF points from the page's bottom-left corner; `page` counts from 1. */
export const placedFieldSchema = z.object({
  kind: signatureFieldKindSchema,
  page: z.number().int({ error: texts.fieldPage }).min(1, { error: texts.fieldPage }),
  x: z.number({ error: texts.fieldPlace }).min(0, { error: texts.fieldPlace }),
  y: z.number({ error: texts.fieldPlace }).min(0, { error: texts.fieldPlace }),
  width: z.number({ error: texts.fieldSize }).positive({ error: texts.fieldSize }).max(2000),
  height: z.number({ error: texts.fieldSize }).positive({ error: texts.fieldSize }).max(2000),
});

export const signatureFieldSchema = placedFieldSchema.extend({
  id: z.number().int(),
  signerId: z.number().int(),
});
export type SignatureField = z.infer<typeof signatureFieldSchema>;

export const signatureSignerSchema = z.object({
  id: z.number().int(),
  role: signerRoleSchema,
  name: z.string(),
  email: z.string(),
  state: signerStateSchema,
  identityStatus: identityStatusSchema,
  identityTriesLeft: z.number().int(),
  identityMethod: z.string().nullable(),
  viewedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  paperFile: fileRefSchema.nullable(),
  paperUploadedAt: z.string().nullable(),
  paperNote: z.string().nullable(),
  /** The signer is the person asking (the taxpayer viewing their job). */
  isYou: z.boolean(),
});
export type SignatureSigner = z.infer<typeof signatureSignerSchema>;

export const signatureRequestSchema = z.object({
  id: z.number().int(),
  quoteId: z.number().int(),
  title: z.string(),
  status: signatureRequestStatusSchema,
  identityRequired: z.boolean(),
  /** The request is the return's e-file authorization (Form 8879): the job's timeline reads its signing. */
  efileAuthorization: z.boolean(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  pageSizes: z.array(pageSizeSchema),
  originalFile: fileRefSchema.nullable(),
  signedFile: fileRefSchema.nullable(),
  signers: z.array(signatureSignerSchema),
  fields: z.array(signatureFieldSchema),
});
export type SignatureRequest = z.infer<typeof signatureRequestSchema>;
export const signatureRequestListSchema = z.array(signatureRequestSchema);

export const signatureRequestsQuerySchema = z.object({ quoteId: idFieldSchema });

/** POST /Accountant/SignatureRequestDraft (multipart, file field `document`). */
export const SIGNATURE_DOCUMENT_FILE_FIELD = "document";
export const signatureRequestDraftFieldsSchema = z.object({
  quoteId: idFieldSchema,
  title: z
    .string({ error: texts.titleRequired })
    .trim()
    .min(1, { error: texts.titleRequired })
    .max(120, { error: texts.titleTooLong }),
  /** Added, optional: the document is the e-file authorization (Form 8879); none is false. */
  efileAuthorization: booleanFieldSchema.optional(),
});

export const requestedSignerSchema = z.object({
  role: signerRoleSchema,
  /** The spouse's; the taxpayer's come from their account. */
  name: signerNameSchema.optional(),
  email: z.email({ error: texts.emailInvalid }).max(254).optional(),
});

/** POST /Accountant/SendSignatureRequest: the signers, where each signs, and how long it waits. */
export const sendSignatureRequestSchema = z.object({
  requestId: idFieldSchema,
  identityRequired: z.boolean(),
  expiresInDays: z
    .number()
    .int()
    .min(1, { error: texts.expiryRange })
    .max(MAX_SIGNING_DAYS, { error: texts.expiryRange })
    .default(DEFAULT_SIGNING_DAYS),
  signers: z.array(requestedSignerSchema).min(1, { error: texts.signersRequired }).max(2),
  /** `signer` is the index of the field's signer in `signers`. */
  fields: z
    .array(placedFieldSchema.extend({ signer: z.number().int().min(0).max(1) }))
    .min(1, { error: texts.fieldsRequired })
    .max(200),
});
export type SendSignatureRequest = z.infer<typeof sendSignatureRequestSchema>;

export const signatureRequestIdSchema = z.object({ requestId: idFieldSchema });

export const verifySignerRequestSchema = z.object({
  signerId: idFieldSchema,
  method: z.enum(["in-person", "video"]),
  note: z
    .string({ error: texts.verifyNoteRequired })
    .trim()
    .min(1, { error: texts.verifyNoteRequired })
    .max(500, { error: texts.noteTooLong }),
});
export const signerIdRequestSchema = z.object({ signerId: idFieldSchema });
export const rejectPaperRequestSchema = z.object({
  signerId: idFieldSchema,
  note: z
    .string({ error: texts.rejectNoteRequired })
    .trim()
    .min(1, { error: texts.rejectNoteRequired })
    .max(500, { error: texts.noteTooLong }),
});

/** GET /Taxpayer/SignaturesToSign: what waits for the signed-in person's signature, for their to-do list. */
export const signatureToSignSchema = z.object({
  requestId: z.number().int(),
  signerId: z.number().int(),
  quoteId: z.number().int(),
  title: z.string(),
  professionalName: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export const signaturesToSignSchema = z.array(signatureToSignSchema);
export type SignatureToSign = z.infer<typeof signatureToSignSchema>;

// ---------------------------------------------------------------- signing (the signer's own link)

/** `/Signing/:signerId?key=`: the signer's link key; a signed-in taxpayer signing their own may omit it. */
export const signingParamsSchema = z.object({ signerId: idFieldSchema });
export const signingKeyQuerySchema = z.object({ key: z.string().max(100).optional() });

/** The identity check as the signer meets it: which provider, whether it is a test one. */
export const identityCheckInfoSchema = z.object({
  providerName: z.string(),
  isTest: z.boolean(),
});

export const signingViewSchema = z.object({
  signerId: z.number().int(),
  requestId: z.number().int(),
  title: z.string(),
  professionalName: z.string(),
  signerName: z.string(),
  role: signerRoleSchema,
  requestStatus: signatureRequestStatusSchema,
  state: signerStateSchema,
  expiresAt: z.string().nullable(),
  identityRequired: z.boolean(),
  identityStatus: identityStatusSchema,
  identityTriesLeft: z.number().int(),
  identityCheck: identityCheckInfoSchema,
  /** The signer may sign now: identity done (or not needed), not signed, request still waiting. */
  canSign: z.boolean(),
  /** The signer may upload a hand-signed page: both identity tries failed and nothing is waiting. */
  canUploadPaper: z.boolean(),
  pageSizes: z.array(pageSizeSchema),
  fields: z.array(signatureFieldSchema),
  signedAt: z.string().nullable(),
  paperNote: z.string().nullable(),
  /** The sealed file is ready (every signer done). */
  signedFileReady: z.boolean(),
});
export type SigningView = z.infer<typeof signingViewSchema>;

/** POST /Signing/:signerId/IdentityCheck: what the check asks; nothing of it is stored. */
export const identityCheckRequestSchema = z.object({
  key: z.string().max(100).optional(),
  fullName: signerNameSchema,
  dateOfBirth: z.iso.date({ error: texts.dateOfBirthInvalid }),
  /** The last four digits of the SSN or ITIN. */
  idNumberLast4: z.string().regex(/^\d{4}$/, { error: texts.idLast4Invalid }),
});
export type IdentityCheckRequest = z.infer<typeof identityCheckRequestSchema>;

/** POST /Signing/:signerId/Sign. */
export const signDocumentRequestSchema = z.object({
  key: z.string().max(100).optional(),
  signature: signatureInputSchema,
  initials: z
    .string({ error: texts.initialsRequired })
    .trim()
    .min(1, { error: texts.initialsRequired })
    .max(5, { error: texts.initialsTooLong }),
});
export type SignDocumentRequest = z.infer<typeof signDocumentRequestSchema>;

/** POST /Signing/:signerId/PaperPage (multipart, file field `page`, text field `key`). */
export const SIGNING_PAPER_FILE_FIELD = "page";
export const paperPageFieldsSchema = z.object({ key: z.string().max(100).optional() });
