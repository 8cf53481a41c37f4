import {
  type ContactUsMessageRequest,
  looksLikeEmail,
  PHONE_PATTERN,
  publicFormLimits,
  validationTexts,
} from "@taxlane/contract";

export const contactFields = ["fullName", "organizationName", "email", "phone", "message"] as const;
export type ContactField = (typeof contactFields)[number];

export type ContactValues = Record<ContactField | "website", string>;

export const emptyContactValues: ContactValues = {
  fullName: "",
  organizationName: "",
  email: "",
  phone: "",
  message: "",
  website: "",
};

export const INVALID_PHONE = "Please enter a valid phone number.";

/** What to fix before sending, by field; empty when the form can be sent. The server checks the same. */
export function validateContact(values: ContactValues): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  const fullName = values.fullName.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const message = values.message.trim();
  if (fullName === "") errors.fullName = validationTexts.required;
  else if (fullName.length > publicFormLimits.fullName) {
    errors.fullName = `Full name can be at most ${publicFormLimits.fullName} characters.`;
  }
  if (values.organizationName.trim().length > publicFormLimits.organizationName) {
    errors.organizationName = `Organization can be at most ${publicFormLimits.organizationName} characters.`;
  }
  if (email === "") errors.email = validationTexts.required;
  else if (!looksLikeEmail(email)) errors.email = validationTexts.invalidEmail;
  if (phone !== "" && (phone.length > publicFormLimits.phone || !PHONE_PATTERN.test(phone))) {
    errors.phone = INVALID_PHONE;
  }
  if (message === "") errors.message = validationTexts.required;
  else if (message.length > publicFormLimits.message) {
    errors.message = `Message can be at most ${publicFormLimits.message} characters.`;
  }
  return errors;
}

/** The request body: trimmed, optional fields left out when empty. */
export function contactRequest(values: ContactValues): ContactUsMessageRequest {
  const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());
  return {
    fullName: values.fullName.trim(),
    organizationName: optional(values.organizationName),
    email: values.email.trim(),
    phone: optional(values.phone),
    message: values.message.trim(),
    website: values.website === "" ? undefined : values.website,
  };
}
