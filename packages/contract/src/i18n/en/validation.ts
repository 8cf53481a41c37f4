/**
 * Texts people see when a field is refused. Most are worded as the original product worded them;
 * those that named no way out (a bare "not valid", a limit of 1000 years) say what to enter instead.
 */
export const validation = {
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
  yearsOfExperienceMax: "Enter your years of experience as a whole number up to {max}.",
  invalidYear: "Enter a four-digit year, no later than this year.",
  invalidBarNumber: "Enter your bar number: up to 3 letters, then 3 to 9 digits.",
  invalidPtin: "Enter your PTIN: the letter P and 8 digits, like P01234567.",
  invalidIncome: "Invalid income",
  alphabetsNotAllowed: "Alphabets are not allowed",
  streetRequired: "Street is Required",
  acceptAgreement: "Should accept agreement",
  unknownLanguage: "Choose English (en) or Spanish (es).",
  tooLong: "{label} can be at most {max} characters.",
  invalidPhone: "Please enter a valid phone number.",
} as const;
