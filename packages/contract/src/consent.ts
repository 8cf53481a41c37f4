/**
 * The taxpayer's consent under IRC §7216 to any use or disclosure of a job's answers and files beyond
 * the hired professional preparing the return: the words they agree to, by version; a consent names
 * the version it agreed to. The professional the taxpayer chose reads the answers and files without it.
 */
import { z } from "zod";
import { consent } from "./i18n/en/consent";
import type { Language } from "./i18n/language";
import { idFieldSchema } from "./id-field";
import { validationTexts as texts } from "./validation-texts";

export const DISCLOSURE_CONSENT_VERSION = "2026-12-v2";

/** The plain words the taxpayer agrees to; `{professional}` is the professional's name. */
export const disclosureConsentText =
  "Choosing {professional} already lets them read my organizer answers and the files I give for this tax preparation, " +
  "so they can prepare my return; that needs no consent. " +
  "I agree that {professional} may also show them to another tax practice that helps with my return, such as a reviewer or a specialist they consult. " +
  "Taxlane uses them for nothing else, never for marketing, and gives them to nobody else. " +
  "I can withdraw this consent at any time; from then on they go to no other practice.";

/**
 * The same consent in each language the product speaks: one version, read in the taxpayer's language
 * so they know what they agree to. A consent names the version, which holds every language's words.
 */
export const disclosureConsentTextByLanguage: Readonly<Record<Language, string>> = {
  en: disclosureConsentText,
  es:
    "Al elegir a {professional}, ya le permito leer las respuestas de mi organizador y los archivos que entrego para esta preparación de impuestos, " +
    "para que pueda preparar mi declaración; eso no requiere consentimiento. " +
    "Acepto que {professional} también pueda mostrarlos a otra práctica de impuestos que ayude con mi declaración, como un revisor o un especialista al que consulte. " +
    "Taxlane no los usa para nada más, nunca para publicidad, y no se los da a nadie más. " +
    "Puedo retirar este consentimiento en cualquier momento; desde entonces no pasarán a ninguna otra práctica.",
};

/** What choosing a quote means for the taxpayer's answers, said before they choose. */
export const choosingSharesOrganizerText = (professional: string) =>
  `Choosing ${professional} shares your organizer answers and documents with them so they can prepare your return. Nobody else sees them unless you agree.`;

export const consentTexts = {
  staleVersion: consent.staleVersion,
} as const;

export const disclosureConsentQuerySchema = z.object({ quoteId: idFieldSchema });

export const giveDisclosureConsentRequestSchema = z.object({
  quoteId: idFieldSchema,
  textVersion: z.string({ error: texts.required }).min(1, { error: texts.required }).max(50),
});

export const withdrawDisclosureConsentRequestSchema = z.object({ quoteId: idFieldSchema });

export const disclosureConsentSchema = z.object({
  quoteId: z.int(),
  /** The current version and its words, with the professional's name in them. */
  textVersion: z.string(),
  text: z.string(),
  /** The live consent: when it was given and to which version; null when none. */
  agreedAt: z.string().nullable(),
  agreedVersion: z.string().nullable(),
  /** When the latest consent was withdrawn, if it was and none was given since. */
  withdrawnAt: z.string().nullable(),
});
export type DisclosureConsent = z.infer<typeof disclosureConsentSchema>;

/**
 * A support case: the taxpayer lets our operators read one job's organizer answers and files for a
 * limited time (or until they close it), so support can look at what they see. Operators read
 * nothing of a taxpayer's without one, and every read is in the audit log.
 */
export const SUPPORT_CASE_HOURS = 72;
export const MAX_SUPPORT_CASE_MESSAGE = 2000;

export const supportCaseTexts = {
  messageRequired: consent.supportMessageRequired,
  noLiveCase: consent.supportNoLiveCase,
} as const;

export const supportCaseQuerySchema = z.object({ quoteId: idFieldSchema });

export const openSupportCaseRequestSchema = z.object({
  quoteId: idFieldSchema,
  message: z
    .string({ error: supportCaseTexts.messageRequired })
    .trim()
    .min(1, { error: supportCaseTexts.messageRequired })
    .max(MAX_SUPPORT_CASE_MESSAGE, { error: texts.invalidInput }),
});

export const closeSupportCaseRequestSchema = z.object({ quoteId: idFieldSchema });

export const supportCaseSchema = z.object({
  id: z.int(),
  quoteId: z.int(),
  message: z.string(),
  openedAt: z.string(),
  /** The operators' access ends then, unless the taxpayer closes the case first. */
  expiresAt: z.string(),
});
export type SupportCase = z.infer<typeof supportCaseSchema>;

/** The taxpayer's view: the open case of the job, if any, and how long a new one lasts. */
export const supportCaseStatusSchema = z.object({
  quoteId: z.int(),
  openCase: supportCaseSchema.nullable(),
  hours: z.int(),
});
export type SupportCaseStatus = z.infer<typeof supportCaseStatusSchema>;

/** An open case as the operator console lists it. */
export const adminSupportCaseSchema = supportCaseSchema.extend({
  taxpayerUserId: z.int(),
  taxpayerName: z.string(),
  taxpayerEmail: z.string(),
  /** Which organizer the job fills in, so its answers are labelled as the taxpayer read them. */
  organizer: z.enum(["individual", "business"]),
});
export type AdminSupportCase = z.infer<typeof adminSupportCaseSchema>;

export const adminSupportCaseQuerySchema = z.object({ caseId: idFieldSchema });
