import { t } from "@taxlane/contract/i18n";
import type { Language } from "@taxlane/contract/i18n/language";
import { Tag } from "antd";

/** Each language but English, named in the page's language. */
const languageNames = {
  es: () => t("profiles.languageSpanish"),
} satisfies Record<Exclude<Language, "en">, () => string>;

/**
 * "Speaks Spanish" beside a client the professional works with, when the client reads another language
 * than English: the request's preferred language when it gave one, else their account's. Nothing for
 * English, the language every professional serves in.
 */
export function ClientLanguageTag({
  preferred,
  account,
}: {
  preferred?: Language | undefined;
  account?: Language | undefined;
}) {
  const language = preferred ?? account;
  if (language === undefined || language === "en") return null;
  return (
    <Tag color="blue" className="tl-client-language">
      {t("marketplace.clientSpeaks", { language: languageNames[language]() })}
    </Tag>
  );
}

/** Whether the tag says anything, for a place that gives it a row of its own. */
export const speaksOtherLanguage = (preferred?: Language, account?: Language): boolean =>
  (preferred ?? account ?? "en") !== "en";
