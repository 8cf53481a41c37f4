import { RealtimeUpdates } from "../../components/RealtimeUpdates";
import { TAXPAYER_ROLE } from "../../entities/account";
import { RequireSignedIn, type SignedOutRedirect } from "../../features/auth/RequireSignedIn";
import { TaxpayerLayout } from "../layouts/TaxpayerLayout";

/**
 * A visitor who opens an expert's invitation link (/user/add-quote?invitationkey=…) answers the
 * questionnaire first and creates the account at its end, keeping the invitation.
 */
const toQuestionnaire: SignedOutRedirect = (pathname, search) =>
  pathname.toLowerCase().replace(/\/$/, "") === "/user/add-quote" ? `/get-started${search}` : undefined;

/** /user/*: taxpayers only; others go to their own home, signed-out people to /login. */
export function Component() {
  return (
    <RequireSignedIn role={TAXPAYER_ROLE} signedOutRedirect={toQuestionnaire}>
      <RealtimeUpdates />
      <TaxpayerLayout />
    </RequireSignedIn>
  );
}
