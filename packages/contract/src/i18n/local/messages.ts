import { messages as en } from "../en/messages";
import { localized, messagesIfSpoken } from "../localized";

/** The `messages` messages in the language being spoken. */
export const messages = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/messages")).messages),
});
