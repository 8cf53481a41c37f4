import { common as en } from "../en/common";
import { localized, messagesIfSpoken } from "../localized";

/** The `common` messages in the language being spoken. */
export const common = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/common")).common),
});
