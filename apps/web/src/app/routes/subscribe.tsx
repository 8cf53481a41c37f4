import { RoleId } from "@taxlane/contract";
import { RequireSignedIn } from "../../features/auth/RequireSignedIn";
import { useSignOut } from "../../features/auth/use-sign-out";
import { SubscribeCheckout } from "../../features/billing/subscribe/SubscribeCheckout";
import { loginForSubscribe } from "../../features/billing/subscribe/subscribe-link";

/**
 * /subscribe/:plan/:interval: a plan link for professionals. Signed out, it goes through the
 * professionals' sign-in (the link's e-mail typed in) and comes back here, then on to checkout.
 */
export function Component() {
  const switchAccount = useSignOut();
  return (
    <RequireSignedIn role={RoleId.expert} signedOutRedirect={loginForSubscribe}>
      <SubscribeCheckout switchAccount={switchAccount} />
    </RequireSignedIn>
  );
}
