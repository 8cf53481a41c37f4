import { auth as en } from "../en/auth";
import { auth as es } from "../es/auth";
import { localized } from "../localized";

/** The `auth` messages in the language being spoken. */
export const auth = localized({ en, es });
