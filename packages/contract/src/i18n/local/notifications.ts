import { notifications as en } from "../en/notifications";
import { localized, messagesIfSpoken } from "../localized";

/** The `notifications` messages in the language being spoken. */
export const notifications = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/notifications")).notifications),
});
