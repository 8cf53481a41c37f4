import { newsletter as en } from "../en/newsletter";
import { newsletter as es } from "../es/newsletter";
import { localized } from "../localized";

/** The `newsletter` messages in the language being spoken. */
export const newsletter = localized({ en, es });
