import { LanguageSwitch } from "../../components/language/LanguageSwitch";
import { PersonMenu } from "../../features/auth/PersonMenu";
import { NotificationBell } from "../../features/notifications/NotificationBell";

/**
 * The right-hand side of a taxpayer's or an expert's header: the language, the bell, then the person's
 * menu. On a phone the header has no room for the language: the profile page's switch serves there.
 */
export function SignedInHeader() {
  return (
    <>
      <LanguageSwitch className="tl-language-switch--wide-only" />
      <NotificationBell />
      <PersonMenu />
    </>
  );
}
