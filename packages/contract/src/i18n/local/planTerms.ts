import { planTerms as en } from "../en/planTerms";
import { localized, messagesIfSpoken } from "../localized";

/** The `planTerms` messages in the language being spoken. */
export const planTerms = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/planTerms")).planTerms),
});
