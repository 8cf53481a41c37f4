import { devices as en } from "../en/devices";
import { localized, messagesIfSpoken } from "../localized";

/** The `devices` messages in the language being spoken. */
export const devices = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/devices")).devices),
});
