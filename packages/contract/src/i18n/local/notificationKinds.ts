import { notificationKinds as en } from "../en/notificationKinds";
import { notificationKinds as es } from "../es/notificationKinds";
import { localized } from "../localized";

/** The `notificationKinds` messages in the language being spoken. */
export const notificationKinds = localized({ en, es });
