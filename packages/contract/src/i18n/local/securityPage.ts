import { securityPage as en } from "../en/securityPage";
import { securityPage as es } from "../es/securityPage";
import { localized } from "../localized";

/** The `securityPage` messages in the language being spoken. */
export const securityPage = localized({ en, es });
