import { installedApp as en } from "../en/installedApp";
import { localized, messagesIfSpoken } from "../localized";

/** The `installedApp` messages in the language being spoken. */
export const installedApp = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/installedApp")).installedApp),
});
