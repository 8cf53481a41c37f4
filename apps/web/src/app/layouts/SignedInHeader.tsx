import { LanguageSwitch } from "../../components/language/LanguageSwitch";
import { PersonMenu } from "../../features/auth/PersonMenu";
import { NotificationBell } from "../../features/notifications/NotificationBell";

/** The right-hand side of a taxpayer's or an expert's header: the language, the bell, then the person's menu. */
export function SignedInHeader() {
  return (
    <>
      <LanguageSwitch />
      <NotificationBell />
      <PersonMenu />
    </>
  );
}
