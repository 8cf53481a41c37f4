import { landing as en } from "../en/landing";
import { localized, messagesIfSpoken } from "../localized";

/** The `landing` messages in the language being spoken. */
export const landing = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/landing")).landing),
});
