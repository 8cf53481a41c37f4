import { channels as en } from "../en/channels";
import { channels as es } from "../es/channels";
import { localized } from "../localized";

/** The `channels` messages in the language being spoken. */
export const channels = localized({ en, es });
