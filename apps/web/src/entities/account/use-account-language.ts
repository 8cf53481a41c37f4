import { isLanguage } from "@taxlane/contract/i18n/language";
import { currentLanguage } from "@taxlane/contract/i18n/language-source";
import { useEffect } from "react";
import { keepLanguage, languageAskedThisLoad } from "../../lib/language";
import { useCurrentUser } from "./current-user";

/**
 * The account's language wins once the person is signed in: a device that spoke another (its
 * browser's, or a choice made signed out) takes the account's and reloads. Only when the device could
 * keep it, so a browser that refuses storage never reloads in a loop; and not on a page load whose
 * address asked for a language (`?lang=`), which is saving that one on the account meanwhile.
 */
export function useAccountLanguage(): void {
  const { data: user } = useCurrentUser();
  const language = user?.language;
  useEffect(() => {
    if (language === undefined || !isLanguage(language) || language === currentLanguage()) return;
    if (languageAskedThisLoad() !== null) return;
    if (keepLanguage(language)) window.location.reload();
  }, [language]);
}
