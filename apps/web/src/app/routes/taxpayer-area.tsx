import { PersonMenu } from "../../features/auth/components/PersonMenu";
import { RequireSignedIn } from "../../features/auth/components/RequireSignedIn";
import { TAXPAYER_ROLE } from "../../features/auth/roles";
import { TaxpayerLayout } from "../layouts/TaxpayerLayout";

/** /user/*: taxpayers only; others go to their own home, signed-out people to /login. */
export function Component() {
  return (
    <RequireSignedIn role={TAXPAYER_ROLE}>
      <TaxpayerLayout header={<PersonMenu />} />
    </RequireSignedIn>
  );
}
