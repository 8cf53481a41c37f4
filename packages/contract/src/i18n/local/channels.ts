import { channels as en } from "../en/channels";
import { localized, messagesIfSpoken } from "../localized";

/** The `channels` messages in the language being spoken. */
export const channels = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/channels")).channels),
});
