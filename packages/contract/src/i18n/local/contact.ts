import { contact as en } from "../en/contact";
import { localized, messagesIfSpoken } from "../localized";

/** The `contact` messages in the language being spoken. */
export const contact = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/contact")).contact),
});
