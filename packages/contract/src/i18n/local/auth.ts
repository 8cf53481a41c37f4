import { auth as en } from "../en/auth";
import { localized, messagesIfSpoken } from "../localized";

/** The `auth` messages in the language being spoken. */
export const auth = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/auth")).auth),
});
