import { currentLanguage } from "@taxlane/contract/i18n/language-source";
import type { Locale } from "antd/es/locale";
import enUS from "antd/locale/en_US";
import dayjs from "dayjs";

/**
 * antd's own words (date pickers, pagination, empty lists) in the page's language, and dayjs's month
 * and weekday names, which the date pickers read. A language change reloads the page, so the choice is
 * made once, as this module loads; Spanish is fetched only for a Spanish reader.
 */
async function loadAntdLocale(): Promise<Locale> {
  if (currentLanguage() !== "es") return enUS;
  const [{ default: esES }] = await Promise.all([import("antd/locale/es_ES"), import("dayjs/locale/es")]);
  dayjs.locale("es");
  return esES;
}

export const antdLocale: Locale = await loadAntdLocale();
