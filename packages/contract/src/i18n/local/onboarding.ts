import { onboarding as en } from "../en/onboarding";
import { localized, messagesIfSpoken } from "../localized";

/** The `onboarding` messages in the language being spoken. */
export const onboarding = localized({
  en,
  es: await messagesIfSpoken("es", async () => (await import("../es/onboarding")).onboarding),
});
