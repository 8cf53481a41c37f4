import { PersonMenu } from "../../features/auth/PersonMenu";
import { NotificationBell } from "../../features/notifications/NotificationBell";

/** The right-hand side of a taxpayer's or an expert's header: the bell, then the person's menu. */
export function SignedInHeader() {
  return (
    <>
      <NotificationBell />
      <PersonMenu />
    </>
  );
}
