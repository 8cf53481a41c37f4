import { AuthCard } from "../../features/auth/AuthCard";
import { EndSessionPage } from "../../features/security/EndSessionPage";

/** /end-session: a new-device mail's link, in the sign-in pages' card. */
export function Component() {
  return <EndSessionPage Card={AuthCard} />;
}
