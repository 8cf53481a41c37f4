import { onboarding as en } from "../en/onboarding";
import { onboarding as es } from "../es/onboarding";
import { localized } from "../localized";

/** The `onboarding` messages in the language being spoken. */
export const onboarding = localized({ en, es });
