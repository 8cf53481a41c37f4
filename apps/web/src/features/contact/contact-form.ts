import {
  type ContactUsMessageRequest,
  emailProblem,
  onlyProblems,
  optionalValue,
  phoneProblem,
  publicFormLimits,
  textProblem,
  validationTexts,
} from "@taxlane/contract";
import { contact } from "@taxlane/contract/i18n/local/contact";

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

/** What to fix before sending, by field; empty when the form can be sent. The server checks the same. */
export function validateContact(values: ContactValues): Partial<Record<ContactField, string>> {
  return onlyProblems({
    fullName: textProblem(values.fullName, {
      label: contact.fullNameLabel,
      max: publicFormLimits.fullName,
      required: true,
    }),
    organizationName: textProblem(values.organizationName, {
      label: contact.organizationField,
      max: publicFormLimits.organizationName,
      required: false,
    }),
    email: emailProblem(values.email, validationTexts.required),
    phone: phoneProblem(values.phone),
    message: textProblem(values.message, {
      label: contact.messageLabel,
      max: publicFormLimits.message,
      required: true,
    }),
  });
}

/** The request body: trimmed, optional fields left out when empty. */
export function contactRequest(values: ContactValues): ContactUsMessageRequest {
  return {
    fullName: values.fullName.trim(),
    organizationName: optionalValue(values.organizationName),
    email: values.email.trim(),
    phone: optionalValue(values.phone),
    message: values.message.trim(),
    website: values.website === "" ? undefined : values.website,
  };
}
