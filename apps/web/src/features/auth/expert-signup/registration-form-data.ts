import { accountantRegistrationFiles } from "@taxlane/contract";
import { type ExpertFiles, type InitialQuestionFields, isRegisteredTaxPreparer } from "./expert-answers";

/** The account part of registerAccountant: who the expert is and the code that proves the address. */
export interface ExpertAccountFields {
  email: string;
  phoneNumber: string;
  password: string;
  firstName: string;
  lastName: string;
  timeZone?: string;
  emailValidationCode: string;
}

const PREFIX = "initialQuestions.";

/**
 * registerAccountant's multipart body: the account fields at the top, the answers under
 * `initialQuestions.` with education as indexed keys, and the files; empty values are left out.
 */
export function registrationFormData(
  account: ExpertAccountFields,
  fields: InitialQuestionFields,
  files: ExpertFiles,
): FormData {
  const body = new FormData();
  const put = (key: string, value: string | undefined) => {
    if (value !== undefined && value.trim() !== "") body.append(key, value);
  };
  put("email", account.email);
  put("phoneNumber", account.phoneNumber);
  // The password is sent as typed: spaces may be part of it.
  body.append("password", account.password);
  put("firstName", account.firstName);
  put("lastName", account.lastName);
  body.append("agreePrivacyPolicy", "true");
  put("timeZone", account.timeZone);
  put("emailValidationCode", account.emailValidationCode);
  for (const [name, value] of Object.entries(fields.values)) put(`${PREFIX}${name}`, value);
  fields.education.forEach((entry, index) => {
    const key = `${PREFIX}accountantEducationList[${index}]`;
    put(`${key}.institution`, entry.institution);
    put(`${key}.degree`, entry.degree);
    put(`${key}.yearOfGraduation`, entry.yearOfGraduation);
  });
  const attach = (key: string, file: File | null | undefined) => {
    if (file !== null && file !== undefined) body.append(key, file, file.name);
  };
  attach(accountantRegistrationFiles.photo, files.photo);
  // The Annual Filing Season Program record is asked of registered tax preparers only.
  if (isRegisteredTaxPreparer(Number(fields.values.taxPreparerTypeId))) {
    attach(
      accountantRegistrationFiles.proofOfAnnualFilingSeasonProgram,
      files.taxPreparerProofOfAnnualFilingSeasonProgram,
    );
  }
  if (fields.values.hasPricingSystem === "true") {
    attach(accountantRegistrationFiles.pricingSystemAttachment, files.pricingSystemAttachment);
  }
  return body;
}
