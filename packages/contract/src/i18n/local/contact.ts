import { contact as en } from "../en/contact";
import { contact as es } from "../es/contact";
import { localized } from "../localized";

/** The `contact` messages in the language being spoken. */
export const contact = localized({ en, es });
