import { profiles as en } from "../en/profiles";
import { localized, messagesIfSpoken } from "../localized";

/** The `profiles` messages in the language being spoken. */
export const profiles = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/profiles")).profiles),
});
