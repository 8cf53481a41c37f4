import { validation as en } from "../en/validation";
import { localized, messagesIfSpoken } from "../localized";

/** The `validation` messages in the language being spoken. */
export const validation = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/validation")).validation),
});
