import { appTexts } from "@taxlane/contract";
import { isApiError } from "./api-client";

/** The server's own words for a refusal (e.g. a 409's errorMessage), else the general apology. */
export function problemText(error: unknown): string {
  return isApiError(error) ? error.message : appTexts.somethingWentWrong;
}
