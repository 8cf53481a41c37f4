import { layout as en } from "../en/layout";
import { layout as es } from "../es/layout";
import { localized } from "../localized";

/** The `layout` messages in the language being spoken. */
export const layout = localized({ en, es });
