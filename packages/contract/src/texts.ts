/** Texts people see, worded exactly as SPEC.md sections 5 and 8 give them. */
export const validationTexts = {
  invalidInput: "The input is not valid!",
  invalidEmail: "The input is not valid E-mail!",
  emailRequired: "Please input your E-mail!",
  passwordRequired: "Please input your Password!",
  passwordTooShort: "Password must be minimum 8 characters!",
  required: "This field is required",
  naturalNumber: "please insert a natural number",
  invalidCode: "Insert valid code",
  fieldsMustMatch: "Fields must match",
  invalidUrl: "Please enter valid URL",
  yearsOfExperienceMax: "max value can be 1000",
  invalidYear: "please write valid year",
  invalidBarNumber: "Please enter valid BAR number",
  invalidPtin: "Please enter valid PTIN number",
  invalidIncome: "Invalid income",
  alphabetsNotAllowed: "Alphabets are not allowed",
  streetRequired: "Street is Required",
  acceptAgreement: "Should accept agreement",
} as const;

export const appTexts = {
  somethingWentWrong: "Something went wrong",
  requestInProgress: "Your request is in progress",
  passwordResetSuccess: "Password reset successfully!",
  emailSent: "Email has been successfully sent, please check!",
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
