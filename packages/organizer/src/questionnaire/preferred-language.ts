import type { LanguageQuestion } from "./types";
import { say } from "./words";

/**
 * The language the person would like to work in with their professional, sent as
 * `preferredLanguage`; left unanswered, the web sends the language the questions were read in.
 */
export const preferredLanguageQuestion: LanguageQuestion = {
  key: "preferredLanguage",
  kind: "language",
  label: say("preferredLanguage"),
  summaryLabel: say("preferredLanguageSummary"),
  optional: true,
};
