import { billing as en } from "../en/billing";
import { localized, messagesIfSpoken } from "../localized";

/** The `billing` messages in the language being spoken. */
export const billing = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/billing")).billing),
});
