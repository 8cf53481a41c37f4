import { home as en } from "../en/home";
import { localized, messagesIfSpoken } from "../localized";

/** The `home` messages in the language being spoken. */
export const home = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/home")).home),
});
