import { app } from "@taxlane/contract/i18n/local/app";

/**
 * What a left-out part throws if something reaches it: the person sees the app's own words on the
 * error screen, and the developer reads which part and what to use instead in the error's cause.
 */
export function leftOut(detail: string): never {
  throw new Error(app.somethingWentWrong, { cause: detail });
}
