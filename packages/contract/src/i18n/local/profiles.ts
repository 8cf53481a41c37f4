import { profiles as en } from "../en/profiles";
import { profiles as es } from "../es/profiles";
import { localized } from "../localized";

/** The `profiles` messages in the language being spoken. */
export const profiles = localized({ en, es });
