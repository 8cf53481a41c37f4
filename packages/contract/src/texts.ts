import { profileForms } from "./i18n/en/profileForms";
import { app } from "./i18n/local/app";

/** The application's general errors and empty states (the catalog's app messages), in the language spoken. */
export const appTexts = app;

export const SITE_NAME = "Taxlane";

/** A page's title as browsers and search results show it: "<title> · Taxlane", or just "Taxlane". */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/** Texts of the profile forms that both the web and the server show. */
export const profileTexts = { pricingAttachmentMissing: profileForms.pricingAttachmentMissing } as const;
