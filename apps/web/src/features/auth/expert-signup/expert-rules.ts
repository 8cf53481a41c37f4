import {
  accountantInitialQuestionsSchema,
  barNumberSchema,
  credentialMissingText,
  educationEntrySchema,
  enrolledAgentNumberSchema,
  licenseNumberSchema,
  profileTexts,
  stateCodeSchema,
  validationTexts,
} from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import type { FormRule } from "antd";
import { type ParsingSchema, schemaMessage } from "../../../lib/form-rules";
import { type EducationRow, isBlankEducationRow } from "./expert-answers";

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/** A rule from a contract schema; an empty text reaches the schema as "", so it answers in its own words. */
function textRule(schema: ParsingSchema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = schemaMessage(schema, value ?? "");
      if (message !== null) throw new Error(message);
    },
  };
}

/** `message` when nothing is given, else the schema's check. */
function requiredRule(message: string, schema?: ParsingSchema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (isBlank(value)) throw new Error(message);
      const found = schema === undefined ? null : schemaMessage(schema, value);
      if (found !== null) throw new Error(found);
    },
  };
}

/** A file that must be there: `message` when it is not. */
function fileRequiredRule(message: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (!(value instanceof Blob)) throw new Error(message);
    },
  };
}

/** An education row's field: checked only when something in its row is filled in (blank rows are not sent). */
function educationRule(schema: ParsingSchema, row: number): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const entry = (getFieldValue(["accountantEducationList", row]) ?? {}) as EducationRow;
      if (isBlankEducationRow(entry)) return;
      const message = schemaMessage(schema, value ?? "");
      if (message !== null) throw new Error(message);
    },
  });
}

const stateRequired = auth.chooseUsState;

export const pricingFileMissing = profileTexts.pricingAttachmentMissing;

/** The rules of every step's fields, in the contract's words (`validationTexts`, `credentialMissingText`). */
export function expertRules(now: Date) {
  const fields = accountantInitialQuestionsSchema(now).shape;
  const education = educationEntrySchema(now).shape;
  return {
    taxPreparerTypeId: [requiredRule(validationTexts.required)],
    taxPreparerPTINumber: [textRule(fields.taxPreparerPTINumber)],
    taxPreparerBarNumber: [textRule(barNumberSchema)],
    taxPreparerState: [requiredRule(credentialMissingText("taxPreparerState"), stateCodeSchema)],
    taxPreparerLicenseNumber: [textRule(licenseNumberSchema)],
    taxPreparerEnrolledAgentNumber: [textRule(enrolledAgentNumberSchema)],
    taxPreparerProofOfAnnualFilingSeasonProgram: [
      fileRequiredRule(credentialMissingText("taxPreparerProofOfAnnualFilingSeasonProgram")),
    ],
    taxPreparationTypeId: [requiredRule(validationTexts.required)],
    workingTypeIds: [textRule(fields.workingTypeIds)],
    // Optional on the wire for older clients; this form still asks, as matching and the directory use them.
    state: [requiredRule(stateRequired, stateCodeSchema)],
    city: [requiredRule(validationTexts.required, fields.city)],
    businessName: [requiredRule(validationTexts.required, fields.businessName)],
    yearFounded: [requiredRule(validationTexts.invalidYear, fields.yearFounded)],
    numberOfEmployees: [requiredRule(validationTexts.naturalNumber, fields.numberOfEmployees)],
    yearsOfExperience: [textRule(fields.yearsOfExperience)],
    aboutBusinessOrServiceStandOut: [textRule(fields.aboutBusinessOrServiceStandOut)],
    linkedin: [textRule(fields.linkedin)],
    website: [textRule(fields.website)],
    reviewsLink: [textRule(fields.reviewsLink)],
    pricingSystemAttachment: [fileRequiredRule(pricingFileMissing)],
    education: (row: number) => ({
      institution: [educationRule(education.institution, row)],
      degree: [educationRule(education.degree, row)],
      yearOfGraduation: [educationRule(education.yearOfGraduation, row)],
    }),
  } satisfies Record<string, FormRule[] | ((row: number) => Record<string, FormRule[]>)>;
}

export type ExpertRules = ReturnType<typeof expertRules>;
