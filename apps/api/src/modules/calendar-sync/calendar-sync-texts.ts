import { t } from "@taxlane/contract/i18n";
import type { CalendarProviderId } from "./calendar-provider";

/** The providers' names as people read them. */
export const providerNames: Record<CalendarProviderId, string> = {
  google: t("calendarSync.googleCalendar"),
  microsoft: t("calendarSync.microsoftCalendar"),
};

/** What the calendar connection tells the professional, from the catalog. */
export const calendarSyncTexts = {
  notConfigured: (provider: CalendarProviderId) =>
    t("calendarSync.notConfigured", { provider: providerNames[provider] }),
  missingCode: t("calendarSync.missingCode"),
  providerError: (provider: CalendarProviderId, reason: string) =>
    reason === "access_denied"
      ? t("calendarSync.accessDenied", { provider: providerNames[provider] })
      : t("calendarSync.notConnected", { provider: providerNames[provider], reason }),
  codeRefused: (provider: CalendarProviderId) =>
    t("calendarSync.codeRefused", { provider: providerNames[provider] }),
  brokenTitle: t("calendarSync.brokenTitle"),
  brokenDescription: (provider: CalendarProviderId) =>
    t("calendarSync.brokenDescription", { provider: providerNames[provider] }),
  brokenError: t("calendarSync.brokenError"),
} as const;
