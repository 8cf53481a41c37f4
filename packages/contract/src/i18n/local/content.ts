import { content as en } from "../en/content";
import { localized, messagesIfSpoken } from "../localized";

/** The `content` messages in the language being spoken. */
export const content = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/content")).content),
});
