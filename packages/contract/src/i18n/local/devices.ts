import { devices as en } from "../en/devices";
import { devices as es } from "../es/devices";
import { localized } from "../localized";

/** The `devices` messages in the language being spoken. */
export const devices = localized({ en, es });
