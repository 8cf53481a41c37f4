import { YEARS_OF_EXPERIENCE_MAX } from "./constants";
import { profileForms } from "./i18n/en/profileForms";
import { app } from "./i18n/local/app";
import { validation } from "./i18n/local/validation";
import { formatPlain } from "./i18n/plain-format";

/**
 * Texts people see when a field is refused (the catalog's validation messages), in the language
 * spoken when read: a page reads them in its own language; a schema that keeps one from its first
 * evaluation keeps the language then spoken (the server's, English).
 */
export const validationTexts: typeof validation = new Proxy(validation, {
  get(messages, name) {
    const message: unknown = Reflect.get(messages, name);
    return name === "yearsOfExperienceMax" && typeof message === "string"
      ? formatPlain(message, { max: YEARS_OF_EXPERIENCE_MAX })
      : message;
  },
});

/** The application's general errors and empty states (the catalog's app messages), in the language spoken. */
export const appTexts = app;

export const SITE_NAME = "Taxlane";

/** A page's title as browsers and search results show it: "<title> · Taxlane", or just "Taxlane". */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/** Texts of the profile forms that both the web and the server show. */
export const profileTexts = { pricingAttachmentMissing: profileForms.pricingAttachmentMissing } as const;
