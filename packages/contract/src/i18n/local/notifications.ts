import { notifications as en } from "../en/notifications";
import { notifications as es } from "../es/notifications";
import { localized } from "../localized";

/** The `notifications` messages in the language being spoken. */
export const notifications = localized({ en, es });
