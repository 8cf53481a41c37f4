/**
 * A tax preparer's credentials as registration checks them: the number formats, and which fields
 * each preparer type must fill in.
 */
import { z } from "zod";
import { taxPreparerTypeIdSchema } from "./code-schemas";
import { TaxPreparerTypeId } from "./codes-profile";
import { optionalTextField } from "./form-data-fields";
import { profileForms } from "./i18n/en/profileForms";
import { fromNumericText } from "./numeric-text";
import { stateCodeSchema } from "./public-site";
import { ptinSchema } from "./validation";
import { validationTexts as texts } from "./validation-texts";

/** A state bar number: up to 3 letters, then 3 to 9 digits (spaces and a hyphen are ignored). */
export const barNumberSchema = z
  .string({ error: texts.invalidBarNumber })
  .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{0,3}\d{3,9}$/, { error: texts.invalidBarNumber }));

/** A state CPA license number: 3 to 20 letters and digits (spaces and hyphens are ignored). */
export const licenseNumberSchema = z
  .string({ error: "Please enter valid license number" })
  .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{3,20}$/, { error: "Please enter valid license number" }));

/** An IRS enrolled agent (SEE) enrollment number: 5 to 10 digits. */
export const enrolledAgentNumberSchema = z
  .string({ error: "Please enter valid enrolled agent number" })
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{5,10}$/, { error: "Please enter valid enrolled agent number" }));

/** What the credential fields must hold for each preparer type; the message names the field. */
export const credentialFieldsByPreparerType: Record<TaxPreparerTypeId, readonly CredentialField[]> = {
  [TaxPreparerTypeId.attorney]: ["taxPreparerBarNumber", "taxPreparerState"],
  [TaxPreparerTypeId.cpa]: ["taxPreparerLicenseNumber", "taxPreparerState"],
  [TaxPreparerTypeId.enrolledAgent]: ["taxPreparerEnrolledAgentNumber"],
  [TaxPreparerTypeId.registeredTaxPreparer]: ["taxPreparerProofOfAnnualFilingSeasonProgram"],
};
export type CredentialField =
  | "taxPreparerBarNumber"
  | "taxPreparerState"
  | "taxPreparerLicenseNumber"
  | "taxPreparerEnrolledAgentNumber"
  | "taxPreparerProofOfAnnualFilingSeasonProgram";

const credentialMissingTexts: Record<CredentialField, string> = {
  taxPreparerBarNumber: texts.invalidBarNumber,
  taxPreparerState: profileForms.credentialStateMissing,
  taxPreparerLicenseNumber: profileForms.licenseNumberMissing,
  taxPreparerEnrolledAgentNumber: profileForms.enrolledAgentNumberMissing,
  taxPreparerProofOfAnnualFilingSeasonProgram: profileForms.afspRecordMissing,
};
export function credentialMissingText(field: CredentialField): string {
  return credentialMissingTexts[field];
}

/** The credential values as text fields (the AFSP proof is a file, checked beside them). */
export const credentialShape = {
  taxPreparerTypeId: fromNumericText(taxPreparerTypeIdSchema),
  taxPreparerPTINumber: ptinSchema,
  taxPreparerBarNumber: optionalTextField(barNumberSchema),
  taxPreparerState: optionalTextField(stateCodeSchema),
  taxPreparerLicenseNumber: optionalTextField(licenseNumberSchema),
  taxPreparerEnrolledAgentNumber: optionalTextField(enrolledAgentNumberSchema),
};
