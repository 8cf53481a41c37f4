/**
 * The taxpayer's initial questions: what a request for quotes
 * carries, individual or business. The wizard's steps live in `@taxlane/organizer`; these are the
 * shapes both it and the server check.
 */
import { z } from "zod";
import {
  businessTransactionAccountingSoftwareIdSchema,
  deductionTypeIdSchema,
  factorThatHelpYouHirePreparerSchema,
  incomeTypeIdSchema,
  lastYearPreparationCostIdSchema,
  lastYearPreparedExpertIdSchema,
  reasonToLookNewPreparerSchema,
  thirdPartyPaymentProcessorIdSchema,
  transactionsReconcileHelperIdSchema,
  yesNoDontKnowIdSchema,
} from "./code-schemas";
import { TaxPreparationTypeId } from "./codes-profile";
import { fromWhereKnowMyTaxAppLabels } from "./codes-questionnaire";
import { countryName } from "./countries";
import { languageSchema } from "./language";
import { fromNumericText } from "./numeric-text";
import { stateCodeSchema } from "./public-site";
import { questionnaireLimits, UNITED_STATES } from "./questionnaire-limits";
import { naturalNumberSchema } from "./validation";
import { validationTexts as texts } from "./validation-texts";

const answerBoolean = z.boolean({ error: texts.required });
const optionalText = (max: number) =>
  z
    .string({ error: texts.invalidInput })
    .trim()
    .max(max, { error: `Please keep this under ${max} characters.` })
    .optional()
    .transform((value) => (value === "" ? undefined : value));

/** Several codes, each once; `min` of them at least. */
function codeList<S extends z.ZodType<number>>(schema: S, min: number) {
  return z
    .array(fromNumericText(schema), { error: texts.required })
    .min(min, { error: texts.required })
    .max(20, { error: texts.invalidInput })
    .refine((list) => new Set(list).size === list.length, { error: texts.invalidInput });
}

const countSchema = naturalNumberSchema.pipe(
  z.int().max(questionnaireLimits.count, { error: texts.naturalNumber }),
);

/** An expert's invitation key; blank or null counts as none. */
const invitationKeySchema = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
  z
    .string({ error: texts.invalidInput })
    .trim()
    .max(questionnaireLimits.invitationKey, { error: "That invitation link is not valid." })
    .optional(),
);

/** A country by code or English name, stored as the name (`countryName`). */
const countrySchema = z
  .string({ error: texts.required })
  .trim()
  .min(1, { error: texts.required })
  .max(questionnaireLimits.country, { error: texts.invalidInput })
  .transform(countryName);

const fromWhereLabels = new Map(
  Object.entries(fromWhereKnowMyTaxAppLabels).flatMap(([code, label]): [string, string][] => [
    [code, label],
    [label.toLowerCase(), label],
  ]),
);

/**
 * How the taxpayer heard of us: their words, or a code (number or numeric text); a code or a label in
 * any letter case is stored as the label, so both forms read the same.
 */
const fromWhereKnowMyTaxAppSchema = z.preprocess(
  (value) =>
    typeof value === "number" || typeof value === "string"
      ? (fromWhereLabels.get(String(value).trim().toLowerCase()) ?? value)
      : value,
  optionalText(questionnaireLimits.fromWhereKnowMyTaxApp),
);

const individualAnswersShape = {
  taxPreparationTypeId: z.literal(TaxPreparationTypeId.individual, { error: texts.invalidInput }),
  country: countrySchema,
  /** Two-letter code (a full name is turned into it); required when the country is the United States. */
  state: stateCodeSchema.optional().or(z.literal("").transform(() => undefined)),
  isMarried: answerBoolean,
  incomeTypeIds: codeList(incomeTypeIdSchema, 1),
  isOwnHome: answerBoolean,
  deductionTypeId: deductionTypeIdSchema,
  lastYearPreparedExpertId: lastYearPreparedExpertIdSchema,
  reasonToLookNewPreparer: codeList(reasonToLookNewPreparerSchema, 0).default([]),
  factorThatHelpYouHirePreparer: codeList(factorThatHelpYouHirePreparerSchema, 1),
  lastYearPreparationCostId: lastYearPreparationCostIdSchema,
  fromWhereKnowMyTaxApp: fromWhereKnowMyTaxAppSchema,
  anythingElseForPreparer: optionalText(questionnaireLimits.anythingElseForPreparer),
  areYouLookingServiceToDropDocuments: answerBoolean,
  areYouAbleToDigitalizeDocuments: answerBoolean,
  areYouOkWithVirtualMeetings: answerBoolean,
  /** Added: the language the taxpayer would rather be served in; matching prefers professionals who speak it. */
  preferredLanguage: languageSchema.optional(),
};

export const individualInitialQuestionsSchema = z
  .object({ ...individualAnswersShape, invitationkey: invitationKeySchema })
  .refine((answers) => answers.country !== UNITED_STATES || answers.state !== undefined, {
    error: "Please choose your state.",
    path: ["state"],
  });
export type IndividualInitialQuestions = z.output<typeof individualInitialQuestionsSchema>;
export type IndividualInitialQuestionsInput = z.input<typeof individualInitialQuestionsSchema>;

const businessAnswersShape = {
  taxPreparationTypeId: z.literal(TaxPreparationTypeId.businessEntity, { error: texts.invalidInput }),
  /** Where the business is based (added to the existing client's fields): matching looks for professionals
   * there. */
  state: stateCodeSchema.optional().or(z.literal("").transform(() => undefined)),
  preferredLanguage: languageSchema.optional(),
  fieldPreviousEntityReturnBefore: yesNoDontKnowIdSchema,
  haveLastYearEntityReturnInPDF: yesNoDontKnowIdSchema,
  entityMembersCount: countSchema,
  businessTransactionAccountingSoftwareId: businessTransactionAccountingSoftwareIdSchema,
  businessCheckingAccountsCount: countSchema,
  businessCreditCardsCount: countSchema,
  businessCheckingTransactionsCount: countSchema,
  businessCreditCardTransactionsCount: countSchema,
  haveBusinessTransactionsOnPersonalCard: yesNoDontKnowIdSchema,
  haveCardTransactionsReconciledOnMonthlyBasis: yesNoDontKnowIdSchema,
  /** Who reconciles them; absent when nobody does. */
  transactionsReconcileHelperId: transactionsReconcileHelperIdSchema.nullish(),
  getMonthlyFinancialReportFromProvider: yesNoDontKnowIdSchema,
  haveLastMonthFinancialStatement: yesNoDontKnowIdSchema,
  closedBooksForWhichRequestingTaxService: yesNoDontKnowIdSchema,
  sendInvoicesToGetPaid: yesNoDontKnowIdSchema,
  /** The processor the business is paid through; absent when it uses none. */
  thirdPartyPaymentProcessorId: thirdPartyPaymentProcessorIdSchema.nullish(),
};

export const businessInitialQuestionsSchema = z.object({
  ...businessAnswersShape,
  invitationkey: invitationKeySchema,
});
export type BusinessInitialQuestions = z.output<typeof businessInitialQuestionsSchema>;
export type BusinessInitialQuestionsInput = z.input<typeof businessInitialQuestionsSchema>;

export const initialQuestionsResponseSchema = z.object({ taxPreparationId: z.int32().positive() });
export type InitialQuestionsResponse = z.infer<typeof initialQuestionsResponseSchema>;

/** The taxpayer as a request shows them; e-mail and phone reach an expert only as the existing client's rules
 * allow. */
export const requestUserSchema = z.object({
  id: z.int(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  mayCallDirectly: z.boolean(),
  /** Added: the language the taxpayer's account reads ("en", "es"), for the professional to see. */
  language: languageSchema.optional(),
});

const requestMeta = { id: z.int32().positive(), createdDate: z.string(), user: requestUserSchema };

/**
 * Responses are serialized through their schemas, which must not transform; so the answers go out
 * through plain versions of the request's field schemas.
 */
function plainAnswers<T extends z.ZodRawShape, P extends Partial<Record<keyof T, z.ZodType>>>(
  shape: T,
  plain: P,
) {
  return z.object({ ...shape, ...plain } as Omit<T, keyof P> & P);
}

/** A request for quotes from individual answers, as the request lists return it. */
export const individualRequestSchema = plainAnswers(individualAnswersShape, {
  country: z.string(),
  state: z.string().optional(),
  /** JSON text of the codes, e.g. "[1,4]" (`INDIVIDUAL_LIST_ANSWERS`). */
  incomeTypeIds: z.string(),
  reasonToLookNewPreparer: z.string(),
  factorThatHelpYouHirePreparer: z.string(),
  fromWhereKnowMyTaxApp: z.string().optional(),
  anythingElseForPreparer: z.string().optional(),
}).extend(requestMeta);
export type IndividualRequest = z.infer<typeof individualRequestSchema>;

/** A request for quotes from business answers, as the request lists return it. */
export const businessRequestSchema = plainAnswers(businessAnswersShape, {
  state: z.string().optional(),
  entityMembersCount: z.int(),
  businessCheckingAccountsCount: z.int(),
  businessCreditCardsCount: z.int(),
  businessCheckingTransactionsCount: z.int(),
  businessCreditCardTransactionsCount: z.int(),
}).extend(requestMeta);
export type BusinessRequest = z.infer<typeof businessRequestSchema>;
