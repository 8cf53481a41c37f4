import {
  type DemoRequest,
  emailProblem,
  onlyProblems,
  optionalValue,
  phoneProblem,
  publicFormLimits,
  textProblem,
} from "@taxlane/contract";
import { expertLanding } from "@taxlane/contract/i18n/en/expertLanding";

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

/** The problems a demo request has before it is sent, by field, in the server's words. */
export function demoProblems(values: DemoValues): Partial<Record<DemoField, string>> {
  return onlyProblems({
    fullName: textProblem(values.fullName, {
      label: expertLanding.fullName,
      max: publicFormLimits.fullName,
      required: true,
    }),
    organizationName: textProblem(values.organizationName, {
      label: expertLanding.firmName,
      max: publicFormLimits.organizationName,
      required: false,
    }),
    email: emailProblem(values.email),
    phone: phoneProblem(values.phone),
    message: textProblem(values.message, {
      label: expertLanding.message,
      max: publicFormLimits.message,
      required: false,
    }),
  });
}

/** The request as the server takes it: trimmed, with empty optional fields left out. */
export function toDemoRequest(values: DemoValues, honeypot: string): DemoRequest {
  return {
    fullName: values.fullName.trim(),
    organizationName: optionalValue(values.organizationName),
    email: values.email.trim(),
    phone: optionalValue(values.phone),
    message: optionalValue(values.message),
    website: honeypot === "" ? undefined : honeypot,
  };
}
