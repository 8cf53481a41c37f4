import { app as en } from "../en/app";
import { localized, messagesIfSpoken } from "../localized";

/** The `app` messages in the language being spoken. */
export const app = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/app")).app),
});
