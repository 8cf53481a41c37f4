import { questionnaire as en } from "../en/questionnaire";
import { localized, messagesIfSpoken } from "../localized";

/** The `questionnaire` messages in the language being spoken. */
export const questionnaire = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/questionnaire")).questionnaire),
});
