import { landing as en } from "../en/landing";
import { landing as es } from "../es/landing";
import { localized } from "../localized";

/** The `landing` messages in the language being spoken. */
export const landing = localized({ en, es });
