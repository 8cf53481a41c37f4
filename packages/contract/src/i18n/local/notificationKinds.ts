import { notificationKinds as en } from "../en/notificationKinds";
import { localized, messagesIfSpoken } from "../localized";

/** The `notificationKinds` messages in the language being spoken. */
export const notificationKinds = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/notificationKinds")).notificationKinds),
});
