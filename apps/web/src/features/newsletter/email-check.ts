import { looksLikeEmail, validationTexts } from "@taxlane/contract";

/** What is wrong with an e-mail address as typed, in the spec's words; null when it looks right. */
export function emailProblem(value: string): string | null {
  if (value.trim() === "") return validationTexts.emailRequired;
  return looksLikeEmail(value) ? null : validationTexts.invalidEmail;
}
