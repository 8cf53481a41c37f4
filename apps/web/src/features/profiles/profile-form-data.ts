import { PRICING_FILE_FIELD, PROFILE_PHOTO_FIELD } from "@taxlane/contract";
import type { Language } from "@taxlane/contract/i18n/language";

/** What happens to a photo on save: kept as it is, removed, or replaced by a new picture. */
export type PhotoChange =
  | { kind: "keep" }
  | { kind: "remove" }
  | { kind: "replace"; file: File; name: string };

export const keepPhoto: PhotoChange = { kind: "keep" };

type FieldValue = string | number | boolean | null | undefined;

/** Appends `value` as text; empty values are left out. */
function put(form: FormData, name: string, value: FieldValue): void {
  if (value === null || value === undefined) return;
  const text = typeof value === "string" ? value.trim() : String(value);
  if (text !== "") form.append(name, text);
}

function putPhoto(form: FormData, photo: PhotoChange): void {
  if (photo.kind === "replace") form.append(PROFILE_PHOTO_FIELD, photo.file, photo.name);
  else if (photo.kind === "remove") form.append("removeAvatar", "true");
}

/** A birth date as the form's date field holds it (YYYY-MM-DD), from the server's date or date-time. */
export function birthDateInput(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : "";
}

export interface TaxpayerProfileValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  birthDate?: string;
  /** Only when it changes, with the code mailed to the new address. */
  email?: string;
  emailValidationCode?: string;
}

/** POST /Taxpayer/UpdateProfileDetails' multipart body. */
export function taxpayerProfileFormData(
  values: TaxpayerProfileValues,
  photo: PhotoChange = keepPhoto,
): FormData {
  const form = new FormData();
  put(form, "firstName", values.firstName);
  put(form, "lastName", values.lastName);
  put(form, "phoneNumber", values.phoneNumber);
  put(form, "birthDate", values.birthDate);
  put(form, "email", values.email);
  put(form, "emailValidationCode", values.emailValidationCode);
  putPhoto(form, photo);
  return form;
}

export interface EducationValues {
  institution: string;
  degree: string;
  yearOfGraduation: string | number;
}

/** The expert's profile form; names are the fields of UpdateAccountantProfileDetails, so errors land on them. */
export interface ExpertProfileValues {
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  birthDate?: string;
  website?: string;
  linkedIn?: string;
  reviewsLink?: string;
  taxPreparationTypeId: number;
  workingTypeIds: number[];
  /** The languages the professional serves clients in; left out of the save when not given. */
  languages?: Language[];
  accountantEducationList?: EducationValues[];
  aboutBusinessOrServiceStandOut: string;
  yearsOfExperience?: string | number | null;
  state?: string;
  city?: string;
  isEnterprise: boolean;
  businessName?: string;
  yearFounded?: string | number | null;
  numberOfEmployees?: string | number | null;
  hasPricingSystem: boolean;
}

/** The education rows someone filled in (a row left blank is dropped), years as numbers. */
export function educationList(rows: readonly (Partial<EducationValues> | undefined)[] | undefined) {
  return (rows ?? [])
    .filter((row): row is Partial<EducationValues> => row !== undefined)
    .map((row) => ({
      institution: (row.institution ?? "").trim(),
      degree: (row.degree ?? "").trim(),
      yearOfGraduation: Number(String(row.yearOfGraduation ?? "").trim() || Number.NaN),
    }))
    .filter((row) => row.institution !== "" || row.degree !== "" || !Number.isNaN(row.yearOfGraduation));
}

/**
 * POST /Accountant/UpdateAccountantProfileDetails' multipart body. Website, LinkedIn and the reviews
 * link left empty are left out, which the server reads as cleared; the business details go only with
 * `isEnterprise`.
 */
export function expertProfileFormData(
  values: ExpertProfileValues,
  photo: PhotoChange = keepPhoto,
  pricingFile: { file: Blob; name: string } | null = null,
): FormData {
  const form = new FormData();
  put(form, "firstName", values.firstName);
  put(form, "lastName", values.lastName);
  put(form, "birthDate", values.birthDate);
  put(form, "phoneNumber", values.phoneNumber);
  put(form, "website", values.website);
  put(form, "linkedIn", values.linkedIn);
  put(form, "reviewsLink", values.reviewsLink);
  put(form, "taxPreparationTypeId", values.taxPreparationTypeId);
  form.append("workingTypeIds", JSON.stringify(values.workingTypeIds));
  if (values.languages !== undefined) form.append("languages", JSON.stringify(values.languages));
  form.append("accountantEducationList", JSON.stringify(educationList(values.accountantEducationList)));
  put(form, "aboutBusinessOrServiceStandOut", values.aboutBusinessOrServiceStandOut);
  put(form, "yearsOfExperience", values.yearsOfExperience);
  put(form, "state", values.state);
  put(form, "city", values.city);
  form.append("isEnterprise", String(values.isEnterprise));
  if (values.isEnterprise) {
    put(form, "businessName", values.businessName);
    put(form, "yearFounded", values.yearFounded);
    put(form, "numberOfEmployees", values.numberOfEmployees);
  }
  const hasPricing = values.hasPricingSystem || pricingFile !== null;
  form.append("hasPricingSystem", String(hasPricing));
  if (pricingFile !== null) form.append(PRICING_FILE_FIELD, pricingFile.file, pricingFile.name);
  putPhoto(form, photo);
  return form;
}
