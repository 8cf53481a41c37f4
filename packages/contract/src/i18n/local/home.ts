import { home as en } from "../en/home";
import { home as es } from "../es/home";
import { localized } from "../localized";

/** The `home` messages in the language being spoken. */
export const home = localized({ en, es });
