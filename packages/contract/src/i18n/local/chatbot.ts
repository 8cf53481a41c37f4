import { chatbot as en } from "../en/chatbot";
import { chatbot as es } from "../es/chatbot";
import { localized } from "../localized";

/** The `chatbot` messages in the language being spoken. */
export const chatbot = localized({ en, es });
