import { YEARS_OF_EXPERIENCE_MAX } from "./constants";

/**
 * Texts people see when a field is refused. Most are worded as the original product worded them;
 * those that named no way out (a bare "not valid", a limit of 1000 years) say what to enter instead.
 */
export const validationTexts = {
  invalidInput: "Check this entry: it is not a value this field accepts.",
  invalidEmail: "The input is not valid E-mail!",
  emailRequired: "Please input your E-mail!",
  passwordRequired: "Please input your Password!",
  passwordTooShort: "Password must be minimum 8 characters!",
  required: "This field is required",
  naturalNumber: "Enter a whole number: 0 or more, without decimals.",
  invalidCode: "Insert valid code",
  fieldsMustMatch: "Fields must match",
  invalidUrl: "Enter a web address starting with https://, like https://example.com.",
  yearsOfExperienceMax: `Enter your years of experience as a whole number up to ${YEARS_OF_EXPERIENCE_MAX}.`,
  invalidYear: "Enter a four-digit year, no later than this year.",
  invalidBarNumber: "Enter your bar number: up to 3 letters, then 3 to 9 digits.",
  invalidPtin: "Enter your PTIN: the letter P and 8 digits, like P01234567.",
  invalidIncome: "Invalid income",
  alphabetsNotAllowed: "Alphabets are not allowed",
  streetRequired: "Street is Required",
  acceptAgreement: "Should accept agreement",
} as const;

export const appTexts = {
  somethingWentWrong: "Something went wrong",
  requestInProgress: "Your request is in progress",
  passwordResetSuccess: "Password reset successfully!",
  emailSent: "E-mail sent. It can take a minute to arrive; look in your spam folder too.",
  notFound: "Sorry, the page you visited does not exist.",
  unexpectedError: "Unexpected Application Error!",
  noMessages: "Oops! Looks like you don't have any message yet",
  noDocuments: "No Documents Found",
} as const;

export const SITE_NAME = "Taxlane";

/** A page's title as browsers and search results show it: "<title> · Taxlane", or just "Taxlane". */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/** Texts of the profile forms that both the web and the server show. */
export const profileTexts = {
  pricingAttachmentMissing: "Please attach your standard price list.",
} as const;
