import { content as en } from "../en/content";
import { content as es } from "../es/content";
import { localized } from "../localized";

/** The `content` messages in the language being spoken. */
export const content = localized({ en, es });
