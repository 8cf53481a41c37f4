import { securityPage as en } from "../en/securityPage";
import { localized, messagesIfSpoken } from "../localized";

/** The `securityPage` messages in the language being spoken. */
export const securityPage = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/securityPage")).securityPage),
});
