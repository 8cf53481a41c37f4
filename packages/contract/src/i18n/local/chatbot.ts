import { chatbot as en } from "../en/chatbot";
import { localized, messagesIfSpoken } from "../localized";

/** The `chatbot` messages in the language being spoken. */
export const chatbot = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/chatbot")).chatbot),
});
