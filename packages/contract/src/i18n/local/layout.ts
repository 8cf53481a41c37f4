import { layout as en } from "../en/layout";
import { localized, messagesIfSpoken } from "../localized";

/** The `layout` messages in the language being spoken. */
export const layout = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/layout")).layout),
});
