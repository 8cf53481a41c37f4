import { billing as en } from "../en/billing";
import { billing as es } from "../es/billing";
import { localized } from "../localized";

/** The `billing` messages in the language being spoken. */
export const billing = localized({ en, es });
