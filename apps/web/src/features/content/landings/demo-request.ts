import { type DemoRequest, PHONE_PATTERN, publicFormLimits, validationTexts } from "@taxlane/contract";
import { emailProblem } from "../../newsletter/email-check";

export const demoFields = ["fullName", "organizationName", "email", "phone", "message"] as const;
export type DemoField = (typeof demoFields)[number];
export type DemoValues = Record<DemoField, string>;

export const emptyDemo: DemoValues = {
  fullName: "",
  organizationName: "",
  email: "",
  phone: "",
  message: "",
};

export const PHONE_PROBLEM = "Please enter a valid phone number.";

/** The problems a demo request has before it is sent, by field, in the server's words. */
export function demoProblems(values: DemoValues): Partial<Record<DemoField, string>> {
  const problems: Partial<Record<DemoField, string>> = {};
  if (values.fullName.trim() === "") problems.fullName = validationTexts.required;
  else if (values.fullName.trim().length > publicFormLimits.fullName)
    problems.fullName = `Full name can be at most ${publicFormLimits.fullName} characters.`;
  if (values.organizationName.trim().length > publicFormLimits.organizationName)
    problems.organizationName = `Firm name can be at most ${publicFormLimits.organizationName} characters.`;
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  const phone = values.phone.trim();
  if (phone !== "" && (phone.length > publicFormLimits.phone || !PHONE_PATTERN.test(phone)))
    problems.phone = PHONE_PROBLEM;
  if (values.message.trim().length > publicFormLimits.message)
    problems.message = `Message can be at most ${publicFormLimits.message} characters.`;
  return problems;
}

/** The request as the server takes it: trimmed, with empty optional fields left out. */
export function toDemoRequest(values: DemoValues, honeypot: string): DemoRequest {
  const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());
  return {
    fullName: values.fullName.trim(),
    organizationName: optional(values.organizationName),
    email: values.email.trim(),
    phone: optional(values.phone),
    message: optional(values.message),
    website: honeypot === "" ? undefined : honeypot,
  };
}
