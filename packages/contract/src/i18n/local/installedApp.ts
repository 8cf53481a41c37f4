import { installedApp as en } from "../en/installedApp";
import { installedApp as es } from "../es/installedApp";
import { localized } from "../localized";

/** The `installedApp` messages in the language being spoken. */
export const installedApp = localized({ en, es });
