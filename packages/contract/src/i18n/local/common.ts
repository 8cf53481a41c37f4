import { common as en } from "../en/common";
import { common as es } from "../es/common";
import { localized } from "../localized";

/** The `common` messages in the language being spoken. */
export const common = localized({ en, es });
