import { newsletter as en } from "../en/newsletter";
import { localized, messagesIfSpoken } from "../localized";

/** The `newsletter` messages in the language being spoken. */
export const newsletter = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/newsletter")).newsletter),
});
