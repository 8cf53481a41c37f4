import { messages as en } from "../en/messages";
import { messages as es } from "../es/messages";
import { localized } from "../localized";

/** The `messages` messages in the language being spoken. */
export const messages = localized({ en, es });
