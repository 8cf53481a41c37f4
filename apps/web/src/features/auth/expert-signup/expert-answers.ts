/**
 * The expert sign-up's answers as the form holds
 * them, the steps they belong to, and how they become registerAccountant's `initialQuestions`.
 */
import { type CredentialField, credentialFieldsByPreparerType, TaxPreparerTypeId } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";

export interface EducationRow {
  institution?: string;
  degree?: string;
  yearOfGraduation?: string;
}

/** The step answers: what the form holds and what is kept across a reload (no files). */
export interface ExpertAnswers {
  taxPreparerTypeId?: number;
  taxPreparerPTINumber?: string;
  taxPreparerBarNumber?: string;
  taxPreparerState?: string;
  taxPreparerLicenseNumber?: string;
  taxPreparerEnrolledAgentNumber?: string;
  taxPreparationTypeId?: number;
  workingTypeIds?: number[];
  state?: string;
  city?: string;
  isEnterprise?: boolean;
  businessName?: string;
  yearFounded?: string;
  numberOfEmployees?: string;
  yearsOfExperience?: string;
  aboutBusinessOrServiceStandOut?: string;
  linkedin?: string;
  website?: string;
  reviewsLink?: string;
  accountantEducationList?: EducationRow[];
  hasPricingSystem?: boolean;
}

/** The files of the sign-up; never stored, so a reload asks for them again. */
export interface ExpertFiles {
  photo?: File | null;
  taxPreparerProofOfAnnualFilingSeasonProgram?: File | null;
  pricingSystemAttachment?: File | null;
}
export type ExpertFileField = keyof ExpertFiles;

/** Everything the steps' form holds: the answers and the files. */
export type ExpertFormValues = ExpertAnswers & ExpertFiles;

export type ExpertField = keyof ExpertFormValues;

export interface ExpertStep {
  title: string;
  /** One line under the title: what the step is for. */
  lead: string;
  fields: readonly ExpertField[];
}

export const expertSteps: readonly ExpertStep[] = [
  {
    title: auth.stepCredentials,
    lead: auth.stepCredentialsLead,
    fields: [
      "taxPreparerTypeId",
      "taxPreparerPTINumber",
      "taxPreparerBarNumber",
      "taxPreparerState",
      "taxPreparerLicenseNumber",
      "taxPreparerEnrolledAgentNumber",
      "taxPreparerProofOfAnnualFilingSeasonProgram",
    ],
  },
  {
    title: auth.stepServices,
    lead: auth.stepServicesLead,
    fields: ["taxPreparationTypeId"],
  },
  {
    title: auth.stepWork,
    lead: auth.stepWorkLead,
    fields: ["workingTypeIds", "state", "city"],
  },
  {
    title: auth.stepPractice,
    lead: auth.stepPracticeLead,
    fields: ["isEnterprise", "businessName", "yearFounded", "numberOfEmployees", "yearsOfExperience"],
  },
  {
    title: auth.stepStandout,
    lead: auth.stepStandoutLead,
    fields: ["aboutBusinessOrServiceStandOut", "linkedin", "website"],
  },
  {
    title: auth.stepPhoto,
    lead: auth.stepPhotoLead,
    fields: ["photo"],
  },
  {
    title: auth.stepReviews,
    lead: auth.stepReviewsLead,
    fields: ["reviewsLink"],
  },
  {
    title: auth.stepEducation,
    lead: auth.stepEducationLead,
    fields: ["accountantEducationList", "hasPricingSystem", "pricingSystemAttachment"],
  },
];

export const EXPERT_STEP_COUNT = expertSteps.length;

/** The step at `index`, kept within the steps (a stored index may be out of date). */
export function expertStep(index: number): ExpertStep {
  const bounded = Math.min(Math.max(Math.trunc(index) || 0, 0), EXPERT_STEP_COUNT - 1);
  return expertSteps[bounded] as ExpertStep;
}

/** The step a field is asked on (0-based), or `null` for a field of no step. */
export function stepOfField(field: string): number | null {
  const index = expertSteps.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? null : index;
}

/** The credential fields the chosen preparer type asks for, besides the PTIN everyone gives. */
export function credentialFieldsFor(taxPreparerTypeId: number | undefined): readonly CredentialField[] {
  if (taxPreparerTypeId === undefined) return [];
  return credentialFieldsByPreparerType[taxPreparerTypeId as TaxPreparerTypeId] ?? [];
}

export const isRegisteredTaxPreparer = (taxPreparerTypeId: number | undefined) =>
  taxPreparerTypeId === TaxPreparerTypeId.registeredTaxPreparer;

const textFieldNames = [
  "taxPreparerPTINumber",
  "taxPreparerBarNumber",
  "taxPreparerState",
  "taxPreparerLicenseNumber",
  "taxPreparerEnrolledAgentNumber",
  "state",
  "city",
  "businessName",
  "yearFounded",
  "numberOfEmployees",
  "yearsOfExperience",
  "aboutBusinessOrServiceStandOut",
  "linkedin",
  "website",
  "reviewsLink",
] as const satisfies readonly (keyof ExpertAnswers)[];

const codeFieldNames = ["taxPreparerTypeId", "taxPreparationTypeId"] as const;
const booleanFieldNames = ["isEnterprise", "hasPricingSystem"] as const;

/** Longest text kept from storage, far above any field's limit; what is longer is dropped. */
const maxStoredText = 5000;
const maxEducationRows = 20;

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.length <= maxStoredText ? value : undefined;

/**
 * The answers read back from storage, keeping only known fields of the right kind: storage is
 * outside the app's control (an old version, another tab, a person editing it).
 */
export function sanitizeAnswers(value: unknown): ExpertAnswers {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const source = value as Record<string, unknown>;
  const answers: ExpertAnswers = {};
  for (const name of textFieldNames) {
    const kept = text(source[name]);
    if (kept !== undefined) answers[name] = kept;
  }
  for (const name of codeFieldNames) {
    const code = source[name];
    if (typeof code === "number" && Number.isInteger(code)) answers[name] = code;
  }
  for (const name of booleanFieldNames) {
    if (typeof source[name] === "boolean") answers[name] = source[name];
  }
  const working = source.workingTypeIds;
  if (Array.isArray(working)) {
    answers.workingTypeIds = working.filter(
      (id): id is number => typeof id === "number" && Number.isInteger(id),
    );
  }
  const education = source.accountantEducationList;
  if (Array.isArray(education)) {
    answers.accountantEducationList = education.slice(0, maxEducationRows).map((row: unknown) => {
      const entry = typeof row === "object" && row !== null ? (row as Record<string, unknown>) : {};
      return {
        institution: text(entry.institution),
        degree: text(entry.degree),
        yearOfGraduation: text(entry.yearOfGraduation),
      };
    });
  }
  return answers;
}

/** The answers alone, without the files, for storage. */
export function answersOf(values: ExpertFormValues): ExpertAnswers {
  const { photo, taxPreparerProofOfAnnualFilingSeasonProgram, pricingSystemAttachment, ...answers } = values;
  return sanitizeAnswers(answers);
}

const blank = (value: string | undefined): boolean => value === undefined || value.trim() === "";

/** An education row the person left wholly empty; it is not sent. */
export const isBlankEducationRow = (row: EducationRow) =>
  blank(row.institution) && blank(row.degree) && blank(row.yearOfGraduation);

/** An education entry as sent: the row's texts, trimmed. */
export interface EducationFields {
  institution: string;
  degree: string;
  yearOfGraduation: string;
}

/** registerAccountant's `initialQuestions` text fields, as text, with empty values left out. */
export interface InitialQuestionFields {
  values: Record<string, string>;
  /** The education rows, in order, each with its three texts (a part may be empty, and is then refused). */
  education: EducationFields[];
  /** For each sent entry, its row in the form (blank rows are not sent), to place the server's messages. */
  educationRows: number[];
}

/**
 * What the answers send: every text field that holds something, the codes as digits,
 * `workingTypeIds` as JSON text, the booleans as "true"/"false". Only the credential fields of the
 * chosen preparer type go, and the firm's details only for a firm, so an answer given before the
 * person changed their mind is not sent (nor refused).
 */
export function initialQuestionFields(answers: ExpertAnswers): InitialQuestionFields {
  const values: Record<string, string> = {};
  const put = (name: string, value: string | number | undefined) => {
    if (value === undefined) return;
    const textValue = String(value).trim();
    if (textValue !== "") values[name] = textValue;
  };
  put("taxPreparationTypeId", answers.taxPreparationTypeId);
  put("taxPreparerTypeId", answers.taxPreparerTypeId);
  put("taxPreparerPTINumber", answers.taxPreparerPTINumber);
  for (const field of credentialFieldsFor(answers.taxPreparerTypeId)) {
    if (field !== "taxPreparerProofOfAnnualFilingSeasonProgram") put(field, answers[field]);
  }
  if (answers.workingTypeIds !== undefined && answers.workingTypeIds.length > 0) {
    values.workingTypeIds = JSON.stringify([...answers.workingTypeIds].sort((a, b) => a - b));
  }
  put("state", answers.state);
  put("city", answers.city);
  const isEnterprise = answers.isEnterprise === true;
  values.isEnterprise = String(isEnterprise);
  if (isEnterprise) {
    put("businessName", answers.businessName);
    put("yearFounded", answers.yearFounded);
    put("numberOfEmployees", answers.numberOfEmployees);
  }
  put("yearsOfExperience", answers.yearsOfExperience);
  put("aboutBusinessOrServiceStandOut", answers.aboutBusinessOrServiceStandOut);
  put("linkedin", answers.linkedin);
  put("website", answers.website);
  put("reviewsLink", answers.reviewsLink);
  values.hasPricingSystem = String(answers.hasPricingSystem === true);
  const education: EducationFields[] = [];
  const educationRows: number[] = [];
  (answers.accountantEducationList ?? []).forEach((row, index) => {
    if (isBlankEducationRow(row)) return;
    educationRows.push(index);
    education.push({
      institution: (row.institution ?? "").trim(),
      degree: (row.degree ?? "").trim(),
      yearOfGraduation: (row.yearOfGraduation ?? "").trim(),
    });
  });
  return { values, education, educationRows };
}

/** The fields as the contract's `accountantInitialQuestionsSchema` reads them, to check before sending. */
export function initialQuestionsForCheck(fields: InitialQuestionFields): Record<string, unknown> {
  return { ...fields.values, accountantEducationList: fields.education };
}
