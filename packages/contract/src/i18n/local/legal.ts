import { legal as en } from "../en/legal";
import { localized, messagesIfSpoken } from "../localized";

/** The `legal` messages in the language being spoken. */
export const legal = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/legal")).legal),
});
