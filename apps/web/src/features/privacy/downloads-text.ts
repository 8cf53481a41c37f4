import type { MyDataDownloads } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { intlLocale } from "../../lib/language";

// The day is a UTC day (the API counts in UTC), written like the 429's message.
const longDay = new Intl.DateTimeFormat(intlLocale(), { dateStyle: "long", timeZone: "UTC" });

/** "You have 1 download left…", or when none, the day the next one is possible. */
export function downloadsText({ remaining, nextAvailableOn }: MyDataDownloads): string {
  if (remaining > 0) {
    return t("privacy.downloadsLeft", { count: remaining });
  }
  const day = nextAvailableOn ? longDay.format(Date.parse(`${nextAvailableOn}T00:00:00Z`)) : null;
  return day ? t("privacy.noDownloadsLeftUntil", { day }) : t("privacy.noDownloadsLeft");
}
